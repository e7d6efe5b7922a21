/**
 * Performance benchmark: Lighthouse (mobile defaults: simulated 4x CPU
 * slowdown and slow 4G, Debian Chromium) on one page of each type of a
 * production build, served by `scripts/serve.ts` as `npm start` serves it.
 * A benchmark, not a test: compare numbers from one run on one machine.
 *
 * Every page is measured `--runs` times (default 5) in each machine state:
 * `idle`, and `busy`, beside a second process that keeps one core fully used
 * (the machines are shared, and a reader's phone is busy too). Each column
 * shows the median and, in brackets, the lowest and highest run.
 *
 * `--baseline <git ref>` builds that commit in a temporary worktree and
 * measures it in the same run, interleaved page by page with the current
 * build, so that both see the same machine; the table then shows how the
 * main-thread work changed. `--baseline-dir <dir>` takes an existing build.
 *
 * The anchors, Astro Starlight and stock Docusaurus built over our pages
 * (scripts/lib/anchorSites.ts), are measured in the same run, interleaved
 * with ours page by page; each page's table shows our TBT and JavaScript as
 * a multiple of theirs. The first run installs them into
 * scripts/bench/anchors/ (a few minutes); `--no-anchors` leaves them out.
 * Their boot column counts scripts named as ours are: stock Docusaurus's
 * main.js and runtime~main.js; Starlight has none, so it shows 0.
 *
 * "boot ms" is Lighthouse's bootup-time of the entry scripts (main.js, which
 * holds the bundler's runtime since the first-visit work (7a18a0c and after); runtime~main.js too in older
 * builds: evaluation, parsing and the functions they run, React's hydration
 * among them), on the simulated slow phone.
 *
 * Usage: npm run bench:perf                               (build, then both states)
 *        npm run bench:perf -- --no-build --load idle     (the existing build/, idle only)
 *        npm run bench:perf -- --no-build --baseline 7a18a0c
 *        npm run bench:perf -- --no-build --path /api/chat-completions --runs 3
 *        npm run bench:perf -- --no-build --no-anchors --baseline 7a18a0c
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {type Result} from 'lighthouse';
import {anchorSites, buildAnchor} from './lib/anchorSites';
import {startBusyProcess} from './lib/busyCore';
import {baselineTree, cleanupOnSignal} from './lib/worktree';
import {chromiumLaunchArgs, defaultSources, findChromium} from './lib/findChromium';
import {createStaticServer} from './serve';

export const pages = [
  {type: 'home', path: '/'},
  {type: 'API', path: '/api/chat-completions'},
  {type: 'architecture (diagram)', path: '/architecture/overview'},
  {type: 'model', path: '/models/gemma-3-27b'},
  {type: '1.23', path: '/1.23/quickstart'},
  // Not the not-found page: Lighthouse refuses a document answered with 404,
  // and both servers answer /404.html with 404 too (nginx: `internal`).
] as const;

export const metrics = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'jsKb', 'bootMs'] as const;
export type Metric = (typeof metrics)[number];
export type Sample = Record<Metric, number>;

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median and range of one metric over a page's runs: one noisy run neither decides nor hides. */
export function spread(values: number[]): Spread {
  return {median: median(values), min: Math.min(...values), max: Math.max(...values)};
}

export function summarize(samples: Sample[]): Record<Metric, Spread> {
  return Object.fromEntries(metrics.map((m) => [m, spread(samples.map((s) => s[m]))])) as Record<Metric, Spread>;
}

/** The entry scripts, whose bootup-time the issue's "main-thread work" counts. */
export const isEntryScript = (url: string): boolean => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(url);

/** `ours` as a multiple of an anchor's, e.g. "×4.2"; an anchor at 0 gives the difference instead. */
export function ratio(anchor: number, ours: number, unit: string): string {
  if (!Number.isFinite(anchor) || !Number.isFinite(ours)) return 'n/a';
  if (anchor === 0) return `+${ours.toFixed(0)} ${unit}`;
  return `×${(ours / anchor).toFixed(1)}`;
}

/** Change from `before` to `after` as a signed percentage, e.g. "-52%". */
export function change(before: number, after: number): string {
  if (!Number.isFinite(before) || before === 0) return 'n/a';
  const percent = Math.round(((after - before) / before) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

interface Environment {
  lighthouse: string;
  chromium: string;
}

/** One Lighthouse run. */
async function measure(url: string, port: number): Promise<{sample: Sample; failing: string[]; env: Environment}> {
  // A trace sometimes fails to record on a busy machine: try again.
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) break;
    console.log(`  ${url}: ${lhr?.runtimeError?.message ?? 'no result'}${attempt < 3 ? ', trying again' : ''}`);
  }
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}`);
  const items = <T>(id: string): T[] => (lhr.audits[id]?.details as {items?: T[]} | undefined)?.items ?? [];
  const requests = items<{resourceType?: string; transferSize?: number}>('network-requests');
  const bootup = items<{url?: string; total?: number}>('bootup-time');
  const score = (id: string): number => lhr.categories[id]?.score ?? NaN;
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
  const sample: Sample = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    bootMs: bootup.filter((b) => isEntryScript(b.url ?? '')).reduce((sum, b) => sum + (b.total ?? 0), 0),
  };
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const chromium = /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? lhr.environment.hostUserAgent;
  return {sample, failing, env: {lighthouse: lhr.lighthouseVersion, chromium}};
}

function timeBuild(label: string, clear: boolean): number {
  if (clear) spawnSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  const start = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`${label} build failed`);
  return (Date.now() - start) / 1000;
}

/** Builds `ref` in a temporary worktree (scripts/lib/worktree.ts). */
function buildBaseline(ref: string): {dir: string; cleanup: () => void} {
  const tree = baselineTree(ref);
  // An interrupted bench removes its worktree too.
  cleanupOnSignal(tree);
  console.log(`building the baseline ${ref} in ${tree.dir}`);
  const result = spawnSync('npm', ['run', 'build'], {cwd: tree.dir, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) {
    tree.cleanup();
    throw new Error(`npm run build failed in the worktree of ${ref}`);
  }
  return {dir: path.join(tree.dir, 'build'), cleanup: tree.cleanup};
}

interface Variant {
  label: string;
  dir: string;
  /** An anchor: another site's build, served without our security headers. */
  anchor?: boolean;
}

const fmt = (s: Spread, digits: number): string => `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;

function printTable(state: string, results: Map<string, Map<string, Sample[]>>, variants: Variant[]): void {
  console.log(`\n${state}: median (lowest–highest) of each page's runs`);
  console.log(
    `${'page'.padEnd(24)}${'build'.padEnd(12)}${'perf'.padEnd(18)}${'TBT ms'.padEnd(16)}${'LCP ms'.padEnd(20)}${'JS KB'.padEnd(20)}boot ms (entry scripts)`,
  );
  for (const [page, byVariant] of results) {
    for (const variant of variants) {
      const s = summarize(byVariant.get(variant.label) ?? []);
      console.log(
        `${page.padEnd(24)}${variant.label.padEnd(12)}${fmt(s.performance, 2).padEnd(18)}${fmt(s.tbt, 0).padEnd(16)}${fmt(s.lcp, 0).padEnd(20)}${fmt(s.jsKb, 1).padEnd(20)}${fmt(s.bootMs, 0)}`,
      );
    }
    const ours = variants.filter((v) => !v.anchor);
    if (ours.length === 2) {
      const [before, after] = ours.map((v) => summarize(byVariant.get(v.label) ?? []));
      console.log(
        `${''.padEnd(24)}${'change'.padEnd(12)}${''.padEnd(18)}${change(before!.tbt.median, after!.tbt.median).padEnd(16)}${''.padEnd(20)}${change(before!.jsKb.median, after!.jsKb.median).padEnd(20)}${change(before!.bootMs.median, after!.bootMs.median)}`,
      );
    }
    const current = summarize(byVariant.get(ours.at(-1)!.label) ?? []);
    for (const anchor of variants.filter((v) => v.anchor)) {
      const theirs = summarize(byVariant.get(anchor.label) ?? []);
      console.log(
        `${''.padEnd(24)}${`${ours.at(-1)!.label} ÷ ${anchor.label}`.padEnd(30)}${ratio(theirs.tbt.median, current.tbt.median, 'ms').padEnd(16)}${''.padEnd(20)}${ratio(theirs.jsKb.median, current.jsKb.median, 'KB')}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      'no-build': {type: 'boolean', default: false},
      'no-anchors': {type: 'boolean', default: false},
      path: {type: 'string', multiple: true},
      runs: {type: 'string', default: '5'},
      load: {type: 'string', default: 'both'},
      baseline: {type: 'string'},
      'baseline-dir': {type: 'string'},
    },
  });
  const runCount = Number(values.runs);
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs must be a whole number from 1, not "${values.runs}"`);
  if (!['idle', 'busy', 'both'].includes(values.load)) throw new Error(`--load is idle, busy or both, not "${values.load}"`);
  const states = values.load === 'both' ? ['idle', 'busy'] : [values.load];
  const selected = values.path ? values.path.map((p) => ({type: p, path: p})) : pages;

  const builds: string[] = [];
  if (!values['no-build']) {
    builds.push(`cold build ${timeBuild('cold', true).toFixed(1)} s`);
    builds.push(`warm build ${timeBuild('warm', false).toFixed(1)} s`);
    console.log(builds.join(', '));
  }
  if (!existsSync('build/index.html')) throw new Error('No build/: run `npm run build` first, or drop --no-build.');

  const variants: Variant[] = [];
  let cleanup = (): void => {};
  if (values.baseline) {
    const baseline = buildBaseline(values.baseline);
    cleanup = baseline.cleanup;
    variants.push({label: 'before', dir: baseline.dir});
  } else if (values['baseline-dir']) {
    variants.push({label: 'before', dir: values['baseline-dir']});
  }
  variants.push({label: variants.length > 0 ? 'after' : 'current', dir: 'build'});
  if (!values['no-anchors']) {
    for (const site of anchorSites) {
      console.log(`building the anchor ${site.name} over this build's pages`);
      variants.push({
        label: site.name,
        dir: await buildAnchor(
          site,
          'build',
          selected.map((p) => p.path),
        ),
        anchor: true,
      });
    }
  }

  const servers = await Promise.all(
    variants.map(async (variant) => {
      const server = createStaticServer({root: variant.dir, ...(variant.anchor ? {headers: {}} : {})});
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return {variant, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
    }),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(defaultSources(() => undefined)),
    chromeFlags: ['--headless=new', ...chromiumLaunchArgs],
  });

  let env: Environment | undefined;
  const machine: string[] = [];
  const tables: [string, Map<string, Map<string, Sample[]>>][] = [];
  try {
    for (const state of states) {
      const busy = state === 'busy' ? startBusyProcess() : undefined;
      const label = state === 'busy' ? 'busy (a second process keeps one core at 100%)' : 'idle (nothing else started by the bench)';
      machine.push(
        `${state}: load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} at the start`,
      );
      const results = new Map<string, Map<string, Sample[]>>();
      try {
        for (const page of selected) {
          const byVariant = new Map<string, Sample[]>(variants.map((v) => [v.label, []]));
          results.set(page.type, byVariant);
          for (let run = 1; run <= runCount; run++) {
            for (const {variant, base} of servers) {
              const {sample, failing, env: runEnv} = await measure(`${base}${page.path}`, chrome.port);
              env = runEnv;
              byVariant.get(variant.label)!.push(sample);
              if (failing.length > 0 && run === 1) console.log(`  ${variant.label} ${page.path}: ${failing.join(', ')}`);
            }
          }
          process.stdout.write('.');
        }
      } finally {
        busy?.kill();
      }
      tables.push([label, results]);
    }
  } finally {
    chrome.kill();
    for (const {server} of servers) {
      server.close();
      server.closeAllConnections();
    }
    cleanup();
  }

  console.log(
    `\n\nLighthouse ${env?.lighthouse}, Chromium ${env?.chromium}, mobile defaults; ${runCount} run${runCount === 1 ? '' : 's'} per page and build`,
  );
  console.log(`${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB; ${machine.join('; ')}; ${new Date().toISOString()}`);
  if (values.baseline) console.log(`before: ${values.baseline}; after: the working tree's build/`);
  for (const [label, results] of tables) printTable(label, results, variants);
  if (builds.length > 0) console.log(`\n${builds.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}

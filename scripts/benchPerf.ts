/**
 * Performance benchmark: Lighthouse (mobile defaults, Debian Chromium) on one
 * page of each type of the production build, served with compression the way
 * `npm start` serves it, plus cold and warm build times. A benchmark, not a
 * test: compare numbers from one run on the same machine.
 *
 * Each page is measured several times (`--runs`, default 3) and every column
 * shows the median: on a shared 2-core machine one run's TBT swings by
 * ±150 ms.
 *
 * Usage: npm run bench:perf                (cold and warm build, then Lighthouse)
 *        npm run bench:perf -- --no-build  (Lighthouse on the existing build/)
 *        npm run bench:perf -- --no-build --path /api/chat-completions --runs 5
 */
import {spawnSync} from 'node:child_process';
import type {AddressInfo} from 'node:net';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {type Result} from 'lighthouse';
import {chromiumLaunchArgs, defaultSources, findChromium} from './lib/findChromium';
import {createStaticServer} from './serve';

export const pages = [
  {type: 'home', path: '/'},
  {type: 'API', path: '/api/chat-completions'},
  {type: 'architecture (diagram)', path: '/architecture/overview'},
  {type: 'model', path: '/models/gemma-3-27b'},
  {type: '1.23', path: '/1.23/quickstart'},
  // Lighthouse refuses a document answered with 404; the same page as a file:
  {type: 'not found', path: '/404.html'},
] as const;

function timeBuild(label: string, clear: boolean): number {
  if (clear) spawnSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  const start = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`${label} build failed`);
  return (Date.now() - start) / 1000;
}

interface Row {
  type: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

const metrics = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'jsKb'] as const;

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One row per page type: the median of each metric over that page's runs. */
export function medianRow(type: string, runs: Omit<Row, 'type'>[]): Row {
  const row = {type} as Row;
  for (const metric of metrics) row[metric] = median(runs.map((r) => r[metric]));
  return row;
}

/** One Lighthouse run; `failing` lists the pass/fail audits that failed. */
async function measure(url: string, port: number): Promise<{row: Omit<Row, 'type'>; failing: string[]}> {
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
  const requests =
    (lhr.audits['network-requests']?.details as {items?: {resourceType?: string; transferSize?: number}[]} | undefined)?.items ?? [];
  const score = (id: string): number => lhr.categories[id]?.score ?? NaN;
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
  const row = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
  };
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {row, failing};
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      'no-build': {type: 'boolean', default: false},
      path: {type: 'string', multiple: true},
      runs: {type: 'string', default: '3'},
    },
  });
  const runCount = Number(values.runs);
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs must be a whole number from 1, not "${values.runs}"`);
  const selected = values.path ? values.path.map((p) => ({type: p, path: p})) : pages;
  const builds: string[] = [];
  if (!values['no-build']) {
    builds.push(`cold build ${timeBuild('cold', true).toFixed(1)} s`);
    builds.push(`warm build ${timeBuild('warm', false).toFixed(1)} s`);
    console.log(builds.join(', '));
  }

  const server = createStaticServer({root: 'build'});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(defaultSources(() => undefined)),
    chromeFlags: ['--headless=new', ...chromiumLaunchArgs],
  });

  const rows: Row[] = [];
  try {
    for (const page of selected) {
      const runs: Omit<Row, 'type'>[] = [];
      for (let run = 1; run <= runCount; run++) {
        const {row, failing} = await measure(`${base}${page.path}`, chrome.port);
        runs.push(row);
        if (failing.length > 0 && run === 1) console.log(`  ${page.path}: ${failing.join(', ')}`);
      }
      rows.push(medianRow(page.type, runs));
    }
  } finally {
    chrome.kill();
    server.close();
    server.closeAllConnections();
  }

  console.log(`\nmedian of ${runCount} run${runCount === 1 ? '' : 's'} per page`);
  console.log('page                     perf  a11y  best   seo    LCP ms   TBT ms    CLS   JS KB (compressed, first visit)');
  for (const r of rows) {
    const s = (n: number): string => n.toFixed(2).padStart(5);
    console.log(
      `${r.type.padEnd(24)} ${s(r.performance)} ${s(r.accessibility)} ${s(r.bestPractices)} ${s(r.seo)} ${r.lcp.toFixed(0).padStart(8)} ${r.tbt.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${r.jsKb.toFixed(1).padStart(7)}`,
    );
  }
  if (builds.length > 0) console.log(`\n${builds.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}

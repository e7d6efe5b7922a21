/**
 * Performance benchmark: Lighthouse (mobile defaults, Debian Chromium) on one
 * page of each type of the production build, served with compression the way
 * `npm start` serves it, plus cold and warm build times. A benchmark, not a
 * test: compare numbers from one run on the same machine.
 *
 * Usage: npm run bench:perf                (cold and warm build, then Lighthouse)
 *        npm run bench:perf -- --no-build  (Lighthouse on the existing build/)
 *        npm run bench:perf -- --no-build --path /api/chat-completions  (one page)
 */
import {spawnSync} from 'node:child_process';
import type {AddressInfo} from 'node:net';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {'no-build': {type: 'boolean', default: false}, path: {type: 'string', multiple: true}},
  });
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
      // A trace sometimes fails to record on a busy machine: try again.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        lhr = result?.lhr;
        if (lhr && !lhr.runtimeError) break;
        console.log(`  ${page.path}: ${lhr?.runtimeError?.message ?? 'no result'}${attempt < 3 ? ', trying again' : ''}`);
      }
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}`);
      const requests = (lhr.audits['network-requests']?.details as {items?: {resourceType?: string; transferSize?: number}[]} | undefined)?.items ?? [];
      const score = (id: string): number => lhr.categories[id]?.score ?? NaN;
      const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
      rows.push({
        type: page.type,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      });
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
      if (failing.length > 0) console.log(`  ${page.path}: ${failing.map((a) => a.id).join(', ')}`);
    }
  } finally {
    chrome.kill();
    server.close();
    server.closeAllConnections();
  }

  console.log('\npage                     perf  a11y  best   seo    LCP ms   TBT ms    CLS   JS KB (compressed, first visit)');
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

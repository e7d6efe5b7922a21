/**
 * Search benchmark: runs the committed query set against the built indexes
 * and prints hit rates, query times and index sizes. A benchmark, not a
 * test: the numbers are for people to read and compare within one run.
 *
 * Usage: npm run build, then npm run bench:search
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {defaultFuzzy, loadIndexFile, searchSections, type FuzzySettings, type LoadedIndex} from '../src/search/engine';
import type {IndexFile} from '../src/search/indexFormat';
import {versionOrder, type VersionName} from '../src/data/versions';

interface BenchQuery {
  query: string;
  version: VersionName;
  expect: string;
  typo?: boolean;
}

const buildDir = process.env.BUILD_DIR ?? 'build';
const queries = (JSON.parse(readFileSync(path.join(import.meta.dirname, 'bench/searchQueries.json'), 'utf8')) as {queries: BenchQuery[]})
  .queries;
const tagOf = (v: VersionName): string => `docs-default-${v === 'next' ? 'current' : v}`;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

/** 1-based rank of the expected page among the result pages, or null. */
export function rankOf(loaded: LoadedIndex, q: BenchQuery, fuzzy: FuzzySettings | null): number | null {
  const pages: string[] = [];
  for (const hit of searchSections(loaded, q.query, fuzzy)) {
    const page = hit.document.sectionRoute.split('#')[0]!;
    if (!pages.includes(page)) pages.push(page);
    if (pages.length >= 8) break;
  }
  const i = pages.indexOf(q.expect);
  return i === -1 ? null : i + 1;
}

function main(): void {
  const loaded = new Map<VersionName, LoadedIndex>();
  console.log('Index per version (the file a reader downloads on first search):');
  console.log('version   documents   raw KB   gzip KB   brotli KB   load ms');
  for (const v of versionOrder) {
    const raw = readFileSync(path.join(buildDir, `search-index-${tagOf(v)}.json`));
    const start = performance.now();
    const index = loadIndexFile(JSON.parse(raw.toString('utf8')) as IndexFile);
    const ms = performance.now() - start;
    loaded.set(v, index);
    const kb = (n: number): string => (n / 1024).toFixed(1).padStart(7);
    console.log(
      `${v.padEnd(8)} ${String(index.documents.length).padStart(10)} ${kb(raw.length)}  ${kb(gzipSync(raw, {level: 9}).length)}    ${kb(brotliCompressSync(raw).length)}   ${ms.toFixed(0).padStart(7)}`,
    );
  }

  const settings: [string, FuzzySettings | null][] = [
    ['no typo tolerance', null],
    ['1 edit from 4 chars, 2 from 12 (default)', defaultFuzzy],
    ['1 edit from 4 chars, 2 from 8', {...defaultFuzzy, twoEditsLength: 8}],
    ['1 edit from 5 chars, 2 from 9', {...defaultFuzzy, minLength: 5, twoEditsLength: 9}],
    ['1 edit from 3 chars, 2 from 7', {...defaultFuzzy, minLength: 3, twoEditsLength: 7}],
    ['1 edit from 4 chars, 2 from 10', {...defaultFuzzy, twoEditsLength: 10}],
    ['1 edit from 4 chars, never 2', {...defaultFuzzy, twoEditsLength: Infinity}],
  ];
  console.log(
    `\n${queries.length} queries over ${new Set(queries.map((q) => q.version)).size} versions, ${queries.filter((q) => q.typo).length} with typos.`,
  );
  console.log('setting                                      top-1    top-3   typos top-3');
  for (const [name, fuzzy] of settings) {
    const ranks = queries.map((q) => rankOf(loaded.get(q.version)!, q, fuzzy));
    const rate = (pick: (r: number | null, q: BenchQuery) => boolean, of: (q: BenchQuery) => boolean = () => true): string => {
      const considered = queries.filter(of);
      const hits = considered.filter((q) => pick(ranks[queries.indexOf(q)]!, q)).length;
      return `${((hits / considered.length) * 100).toFixed(0).padStart(4)}%`;
    };
    console.log(
      `${name.padEnd(42)} ${rate((r) => r === 1)}   ${rate((r) => r !== null && r <= 3)}   ${rate(
        (r) => r !== null && r <= 3,
        (q) => !!q.typo,
      )}`,
    );
  }

  const misses = queries.filter((q) => {
    const r = rankOf(loaded.get(q.version)!, q, defaultFuzzy);
    return r === null || r > 3;
  });
  for (const q of misses) {
    const top = searchSections(loaded.get(q.version)!, q.query)
      .slice(0, 3)
      .map((h) => h.document.sectionRoute);
    console.log(`  miss: "${q.query}" (${q.version}) expected ${q.expect}, got ${top.join(', ') || 'nothing'}`);
  }

  // Query time after load: every query 20 times, default settings.
  const times: number[] = [];
  for (let round = 0; round < 21; round++) {
    for (const q of queries) {
      const start = performance.now();
      searchSections(loaded.get(q.version)!, q.query);
      if (round > 0) times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nQuery time after load (${times.length} runs): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main();
}

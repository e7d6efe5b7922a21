/**
 * The committed search query sets and how a set scores on a build's indexes:
 * shared by the search benchmark (scripts/benchSearch.ts) and the quality
 * floor (tests/e2e/searchQuality.spec.ts). No `import.meta` here, so that
 * Playwright's transform can load it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  defaultFuzzy,
  defaultRanking,
  loadIndexFile,
  searchPages,
  type FuzzySettings,
  type LoadedIndex,
  type RankingSettings,
} from '../../src/search/engine';
import type {IndexFile} from '../../src/search/indexFormat';
import {fieldAnchor, flagAnchor, statusAnchor} from '../../src/data/rowAnchors';
import {versionOrder, versionPrefix, type VersionName} from '../../src/data/versions';

export interface BenchQuery {
  query: string;
  version: VersionName;
  expect: string;
  typo?: boolean;
  /** What kind of query: question, task, error, code, parameter, flag, synonym (the question set); evaluator, keyword, section too (the readers' and held-out sets). */
  kind?: string;
  /** The page the writer would open second (the readers' set): for reading the misses, not scored. */
  also?: string;
  /** The table row the query names: its first hit on the expected page should be that row. */
  row?: string;
}

export interface QuerySet {
  name: string;
  queries: BenchQuery[];
}

/**
 * A set's URL as the site serves it today. The sets were written while their
 * release was at the root, so `/api/models` for a 1.28 query means 1.28's
 * page; once a cut moves 1.28 under `/1.28`, that is `/1.28/api/models`. A URL
 * that already starts with its version's prefix stays as it is.
 */
export function servedUrl(version: VersionName, url: string): string {
  const prefix = versionPrefix(version);
  if (prefix === '' || url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}#`)) {
    return url;
  }
  return url === '/' ? prefix : `${prefix}${url}`;
}

export function readQuerySet(name: string, file: string): QuerySet {
  const {queries} = JSON.parse(readFileSync(file, 'utf8')) as {queries: BenchQuery[]};
  return {
    name,
    queries: queries.map((q) => ({
      ...q,
      expect: servedUrl(q.version, q.expect),
      ...(q.also ? {also: servedUrl(q.version, q.also)} : {}),
    })),
  };
}

/** The committed query sets, by the name the bench, the floor and the tests use. */
export const benchSets = [
  {name: 'keywords', label: 'keywords', file: 'scripts/bench/searchQueries.json'},
  {name: 'questions', label: 'questions', file: 'scripts/bench/searchQuestions.json'},
  {name: 'readers', label: 'readers', file: 'scripts/bench/searchReaders.json'},
  {name: 'heldout', label: 'held out', file: 'scripts/bench/searchHeldout.json'},
] as const;

export type BenchSetName = (typeof benchSets)[number]['name'];

/** The lowest top-1 and top-3 (percent of the set's queries) each set may fall to: tests/e2e/searchQuality.spec.ts. */
export const floorFile = 'scripts/bench/searchFloor.json';

export interface QualityFloor {
  about: string;
  sets: Partial<Record<BenchSetName, {top1: number; top3: number}>>;
}

export function readFloor(file = floorFile): QualityFloor {
  return JSON.parse(readFileSync(file, 'utf8')) as QualityFloor;
}

export const tagOf = (v: VersionName): string => `docs-default-${v === 'next' ? 'current' : v}`;

export interface Outcome {
  /** 1-based rank of the expected page among the result pages (at most 8), or null. */
  rank: number | null;
  /** The first hit on the expected page: its route with anchor. */
  landing: string | null;
}

export function outcomeOf(loaded: LoadedIndex, q: BenchQuery, fuzzy: FuzzySettings | null, ranking: RankingSettings): Outcome {
  const pages = searchPages(loaded, q.query, fuzzy, ranking).slice(0, 8);
  const i = pages.findIndex((p) => p.page === q.expect);
  return {rank: i === -1 ? null : i + 1, landing: i === -1 ? null : pages[i]!.hits[0]!.document.sectionRoute};
}

/** Top-1 and top-3 of a set, in percent, with the default settings. */
export function qualityOf(set: QuerySet, loaded: ReadonlyMap<VersionName, LoadedIndex>): {top1: number; top3: number} {
  const ranks = set.queries.map((q) => outcomeOf(loaded.get(q.version)!, q, defaultFuzzy, defaultRanking).rank);
  const share = (k: number): number => (ranks.filter((r) => r !== null && r <= k).length / ranks.length) * 100;
  return {top1: share(1), top3: share(3)};
}

/** Every version's index in a build folder. */
export function loadBuiltIndexes(buildDir: string): Map<VersionName, LoadedIndex> {
  return new Map(
    versionOrder.map((v) => [
      v,
      loadIndexFile(JSON.parse(readFileSync(path.join(buildDir, `search-index-${tagOf(v)}.json`), 'utf8')) as IndexFile),
    ]),
  );
}

/** Whether a query that names a row (a flag, a field, a status) lands on that row. */
export function landsOnRow(q: BenchQuery, landing: string | null): boolean {
  if (!q.row || !landing) return false;
  const anchor = landing.split('#')[1] ?? '';
  if (q.row.startsWith('-')) return anchor === flagAnchor(q.row);
  if (/^\d{3}$/.test(q.row)) return anchor === statusAnchor(q.row);
  return anchor === fieldAnchor('request', q.row) || anchor === fieldAnchor('response', q.row);
}

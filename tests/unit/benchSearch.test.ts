import {describe, expect, it} from 'vitest';
import {landsOnRow, percentile, queryTimes, readQuerySet, type BenchQuery} from '../../scripts/benchSearch';
import {servedUrl} from '../../scripts/lib/searchQuality';
import {pagesOf, routeOf} from '../../src/data/pageMatrix';
import {latestVersion, versionOrder} from '../../src/data/versions';

const keywords = readQuerySet('keywords', 'scripts/bench/searchQueries.json').queries;
const questions = readQuerySet('questions', 'scripts/bench/searchQuestions.json').queries;
const readers = readQuerySet('readers', 'scripts/bench/searchReaders.json').queries;
const heldout = readQuerySet('held out', 'scripts/bench/searchHeldout.json').queries;

function expectsExistingPages(queries: readonly BenchQuery[]): void {
  for (const q of queries) {
    expect(versionOrder).toContain(q.version);
    const routes = pagesOf(q.version).map((p) => routeOf(q.version, p));
    expect(routes, `"${q.query}" expects ${q.expect}`).toContain(q.expect);
  }
}

describe('the keyword query set', () => {
  it('is large enough and a quarter typos, over several versions', () => {
    expect(keywords.length).toBeGreaterThanOrEqual(40);
    expect(keywords.filter((q) => q.typo).length).toBeGreaterThanOrEqual(keywords.length / 4);
    expect(new Set(keywords.map((q) => q.version)).size).toBeGreaterThanOrEqual(4);
  });

  it('expects only pages that exist in the version searched', () => expectsExistingPages(keywords));
});

describe('the question set', () => {
  it('has at least 80 queries of every kind readers type, over every version', () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
    const kinds = new Set(questions.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['code', 'error', 'flag', 'parameter', 'question', 'synonym', 'task']);
    // Every version from the oldest, and Next; a release cut after the set was written has none.
    const covered = versionOrder.filter((v) => questions.some((q) => q.version === v));
    expect(covered).toEqual([...versionOrder.slice(0, covered.length - 1), 'next']);
    expect(covered.length).toBeGreaterThanOrEqual(7);
  });

  it('is kept apart from the keyword set', () => {
    const typed = new Set(keywords.map((q) => q.query.toLowerCase()));
    for (const q of questions) expect(typed.has(q.query.toLowerCase()), q.query).toBe(false);
    expect(new Set(questions.map((q) => q.query.toLowerCase())).size).toBe(questions.length);
  });

  it('expects only pages that exist in the version searched', () => expectsExistingPages(questions));

  it('names a row on every parameter and flag query', () => {
    for (const q of questions.filter((x) => x.kind === 'parameter' || x.kind === 'flag')) expect(q.row, q.query).toBeTruthy();
  });
});

describe("the readers' set", () => {
  it('has at least 80 queries, a quarter of them evaluator questions and a sixth pasted errors', () => {
    expect(readers.length).toBeGreaterThanOrEqual(80);
    const of = (kind: string): number => readers.filter((q) => q.kind === kind).length;
    expect(of('evaluator')).toBeGreaterThanOrEqual(readers.length / 4);
    expect(of('error')).toBeGreaterThanOrEqual(readers.length / 6);
  });

  it('expects only pages that exist in the version searched, and names a runner-up that exists', () => {
    expectsExistingPages(readers);
    expectsExistingPages(readers.filter((q) => q.also).map((q) => ({...q, expect: q.also!})));
  });

  it('shares no query with another set, the held-out one included', () => {
    const others = new Set([...keywords, ...questions, ...heldout].map((q) => q.query.toLowerCase()));
    for (const q of readers) expect(others.has(q.query.toLowerCase()), q.query).toBe(false);
  });
});

describe('the held-out set', () => {
  it('is there, and expects only pages that exist in the version searched', () => {
    expect(heldout.length).toBeGreaterThanOrEqual(80);
    expectsExistingPages(heldout);
  });
});

describe('servedUrl', () => {
  it("reads a set's URL under its version's prefix, whichever release is at the root now", () => {
    expect(servedUrl('1.24', '/1.24/api/models')).toBe('/1.24/api/models');
    expect(servedUrl('1.24', '/1.24')).toBe('/1.24');
    expect(servedUrl('1.23', '/api/models#request-model')).toBe('/1.23/api/models#request-model');
    expect(servedUrl('1.23', '/')).toBe('/1.23');
    expect(servedUrl('next', '/next/quickstart')).toBe('/next/quickstart');
    expect(servedUrl(latestVersion, '/quickstart')).toBe('/quickstart');
  });
});

describe('landsOnRow', () => {
  const q = (row: string): BenchQuery => ({query: row, version: '1.28', expect: '/x', row});
  it('knows the anchors of fields, flags and statuses', () => {
    expect(landsOnRow(q('max_tokens'), '/api/chat-completions#request-max_tokens')).toBe(true);
    expect(landsOnRow(q('choices[].delta'), '/api/chat-completions#response-choices-delta')).toBe(true);
    expect(landsOnRow(q('-l, --log-level'), '/guides/proxy-configuration#flag-log-level')).toBe(true);
    expect(landsOnRow(q('--workspace'), '/guides/proxy-configuration#keep-the-workspace-on-a-volume')).toBe(false);
    expect(landsOnRow(q('429'), '/api/overview#status-429')).toBe(true);
    expect(landsOnRow(q('429'), null)).toBe(false);
  });
});

describe('percentile', () => {
  it('picks the nearest rank', () => {
    const sorted = Array.from({length: 100}, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
  });
});

describe('queryTimes', () => {
  it('times every query on each engine, the engines taking turns in alternating order', () => {
    const calls: string[] = [];
    const queries: BenchQuery[] = [
      {query: 'a', version: '1.28', expect: '/'},
      {query: 'b', version: '1.28', expect: '/'},
    ];
    const engine = (label: string) => ({label, search: (q: BenchQuery) => calls.push(`${label}:${q.query}`)});
    const out = queryTimes([engine('before'), engine('after')], queries, 2);
    // A warm-up pass, then per round 5 repeats of both queries, before first in round 1, after first in round 2.
    const firstOfRound = (round: number): string => calls[4 + round * 20]!;
    expect(calls.slice(0, 4)).toEqual(['before:a', 'before:b', 'after:a', 'after:b']);
    expect(firstOfRound(0)).toBe('before:a');
    expect(firstOfRound(1)).toBe('after:a');
    expect(calls).toHaveLength(4 + 2 * 2 * 10);
    for (const {times, roundP95} of out) {
      expect(times).toHaveLength(20);
      expect([...times].sort((x, y) => x - y)).toEqual(times);
      expect(roundP95).toHaveLength(2);
    }
  });
});

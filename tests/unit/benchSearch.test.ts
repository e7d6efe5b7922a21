import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {percentile} from '../../scripts/benchSearch';
import {pagesOf, routeOf} from '../../src/data/pageMatrix';
import {versionOrder, type VersionName} from '../../src/data/versions';

const {queries} = JSON.parse(readFileSync('scripts/bench/searchQueries.json', 'utf8')) as {
  queries: {query: string; version: VersionName; expect: string; typo?: boolean}[];
};

describe('the search query set', () => {
  it('is large enough and a quarter typos, over several versions', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
    expect(queries.filter((q) => q.typo).length).toBeGreaterThanOrEqual(queries.length / 4);
    expect(new Set(queries.map((q) => q.version)).size).toBeGreaterThanOrEqual(4);
  });

  it('expects only pages that exist in the version searched', () => {
    for (const q of queries) {
      expect(versionOrder).toContain(q.version);
      const routes = pagesOf(q.version).map((p) => routeOf(q.version, p));
      expect(routes, `"${q.query}" expects ${q.expect}`).toContain(q.expect);
    }
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

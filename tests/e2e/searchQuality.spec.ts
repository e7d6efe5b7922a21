/**
 * The search's quality floor: every committed query set, run through the
 * engine on the indexes this build wrote, gets its expected page first (top-1)
 * and among the first three (top-3) at least as often as
 * scripts/bench/searchFloor.json says. A ratchet: when a change makes the
 * search better, `npm run bench:search -- --raise-floor` raises the floor, and
 * nothing lowers it to let a worse change pass.
 *
 * It reads build/ in Node, with no browser and no server: the search box runs
 * the same engine on the same files (tests/e2e/mcp.spec.ts compares them).
 */
import {expect, test} from '@playwright/test';
import {
  benchSets,
  loadBuiltIndexes,
  outcomeOf,
  qualityOf,
  readFloor,
  readQuerySet,
  type BenchQuery,
  type QuerySet,
} from '../../scripts/lib/searchQuality';
import {defaultFuzzy, defaultRanking, type LoadedIndex} from '../../src/search/engine';
import type {VersionName} from '../../src/data/versions';

const floor = readFloor();

/** The queries of a set that miss the first three, to say what fell. */
function misses(set: QuerySet, loaded: ReadonlyMap<VersionName, LoadedIndex>): string[] {
  return set.queries
    .map((q: BenchQuery) => ({q, rank: outcomeOf(loaded.get(q.version)!, q, defaultFuzzy, defaultRanking).rank}))
    .filter(({rank}) => rank === null || rank > 1)
    .map(({q, rank}) => `"${q.query}" (${q.version}): ${q.expect} at ${rank ?? 'none of the first 8'}`);
}

test('every committed query set has a floor', () => {
  expect(Object.keys(floor.sets).sort()).toEqual(benchSets.map((s) => s.name).sort());
});

test('no committed query set falls below its recorded top-1 and top-3', () => {
  test.setTimeout(120_000); // loads seven indexes and runs every query of four sets, on a shared 2-core machine.
  const loaded = loadBuiltIndexes('build');
  for (const {name, label, file} of benchSets) {
    const set = readQuerySet(label, file);
    const now = qualityOf(set, loaded);
    const recorded = floor.sets[name]!;
    const detail = `${label}: top-1 ${now.top1.toFixed(1)}%, top-3 ${now.top3.toFixed(1)}%; floor ${recorded.top1}% / ${recorded.top3}%. Not first:\n${misses(set, loaded).join('\n')}`;
    // The floor is rounded down to 0.1%: a set at its floor passes.
    expect(now.top1, detail).toBeGreaterThanOrEqual(recorded.top1);
    expect(now.top3, detail).toBeGreaterThanOrEqual(recorded.top3);
    if (now.top1 >= recorded.top1 + 0.1 || now.top3 >= recorded.top3 + 0.1) {
      test.info().annotations.push({type: 'floor can rise', description: `${detail}\nRun npm run bench:search -- --raise-floor.`});
    }
  }
});

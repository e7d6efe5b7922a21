import {describe, expect, it} from 'vitest';
import {median, medianRow} from '../../scripts/benchPerf';

describe('bench:perf medians', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('reports each metric as its own median, so one noisy run does not decide', () => {
    const run = (performance: number, tbt: number) => ({
      performance,
      accessibility: 1,
      bestPractices: 1,
      seo: 1,
      lcp: 1000,
      tbt,
      cls: 0,
      jsKb: 150,
    });
    const row = medianRow('API', [run(0.9, 400), run(0.97, 120), run(0.96, 150)]);
    expect(row).toMatchObject({type: 'API', performance: 0.96, tbt: 150, jsKb: 150});
  });
});

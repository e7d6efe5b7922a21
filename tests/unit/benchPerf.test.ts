import {describe, expect, it} from 'vitest';
import {change, isEntryScript, median, spread, summarize, type Sample} from '../../scripts/benchPerf';

describe('bench:perf summaries', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('reports each metric as its own median with its range, so one noisy run neither decides nor hides', () => {
    const run = (performance: number, tbt: number): Sample => ({
      performance,
      accessibility: 1,
      bestPractices: 1,
      seo: 1,
      lcp: 1000,
      tbt,
      cls: 0,
      jsKb: 150,
      bootMs: 300,
    });
    const summary = summarize([run(0.9, 400), run(0.97, 120), run(0.96, 150)]);
    expect(summary.performance).toEqual({median: 0.96, min: 0.9, max: 0.97});
    expect(summary.tbt).toEqual({median: 150, min: 120, max: 400});
    expect(summary.jsKb).toEqual(spread([150, 150, 150]));
  });

  it('counts only the entry scripts as boot-up work', () => {
    expect(isEntryScript('http://127.0.0.1:4000/assets/js/main.35b72f22.js')).toBe(true);
    expect(isEntryScript('http://127.0.0.1:4000/assets/js/runtime~main.35fbc811.js')).toBe(true);
    expect(isEntryScript('http://127.0.0.1:4000/assets/js/598977df.2282217a.js')).toBe(false);
    expect(isEntryScript('http://127.0.0.1:4000/api/chat-completions')).toBe(false);
  });

  it('states a change as a signed percentage', () => {
    expect(change(400, 200)).toBe('-50%');
    expect(change(100, 112)).toBe('+12%');
    expect(change(0, 5)).toBe('n/a');
  });
});

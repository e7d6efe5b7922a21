import {describe, expect, it} from 'vitest';
import {formatSpread, peakRss, spread} from '../../scripts/benchMcp';

describe('bench:mcp', () => {
  it('gives a median with the smallest and largest value', () => {
    expect(spread([30, 10, 20, 50, 40])).toEqual({median: 30, min: 10, max: 50});
    expect(formatSpread([1.5, 2.25, 12])).toBe('2.25 ms (1.50 ms–12 ms, 3 runs)');
  });

  it('reads the peak resident memory from /proc/<pid>/status', () => {
    expect(peakRss('Name:\tnode\nVmPeak:\t 900000 kB\nVmHWM:\t  131072 kB\nVmRSS:\t  100000 kB\n')).toBe(128 * 1024 * 1024);
    expect(peakRss('Name:\tnode\n')).toBeNull();
  });
});

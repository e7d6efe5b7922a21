import {describe, expect, it} from 'vitest';
import {createIdlePrefetch} from '../../src/clientModules/idlePrefetch';

function harness() {
  const prefetched: string[] = [];
  const pending: (() => void)[] = [];
  const prefetch = createIdlePrefetch((path) => prefetched.push(path), (callback) => pending.push(callback));
  const runIdle = (): void => {
    pending.shift()?.();
  };
  return {prefetch, prefetched, pending, runIdle};
}

describe('idle prefetch', () => {
  it('prefetches nothing in the task that asks', () => {
    const {prefetch, prefetched, pending} = harness();
    prefetch('/a');
    prefetch('/b');
    expect(prefetched).toEqual([]);
    expect(pending).toHaveLength(1);
  });

  it('prefetches one route per idle callback, in order', () => {
    const {prefetch, prefetched, runIdle} = harness();
    prefetch('/a');
    prefetch('/b');
    prefetch('/c');
    runIdle();
    expect(prefetched).toEqual(['/a']);
    runIdle();
    runIdle();
    expect(prefetched).toEqual(['/a', '/b', '/c']);
  });

  it('asks for each route once and stops scheduling when the queue is empty', () => {
    const {prefetch, prefetched, pending, runIdle} = harness();
    prefetch('/a');
    prefetch('/a');
    runIdle();
    expect(prefetched).toEqual(['/a']);
    expect(pending).toHaveLength(0);
    prefetch('/a');
    expect(pending).toHaveLength(0);
    prefetch('/b');
    runIdle();
    expect(prefetched).toEqual(['/a', '/b']);
  });
});

import {describe, expect, it} from 'vitest';
import {chunkNamesByPath, createChunkPrefetch, createIdlePrefetch, leafValues} from '../../src/utils/prefetch';

function harness() {
  const prefetched: string[] = [];
  const pending: (() => void)[] = [];
  const prefetch = createIdlePrefetch(
    (path) => prefetched.push(path),
    (callback) => pending.push(callback),
  );
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

describe('chunk prefetch', () => {
  const chunksOf: Record<string, string[]> = {
    '/a': ['/assets/js/layout.js', '/assets/js/sidebar.js', '/assets/js/a.js'],
    '/b': ['/assets/js/layout.js', '/assets/js/sidebar.js', '/assets/js/b.js'],
  };

  it('fetches a chunk that several routes share once', () => {
    const fetched: string[] = [];
    const prefetch = createChunkPrefetch({chunkUrls: (p) => chunksOf[p] ?? [], inDocument: () => false, fetch: (u) => fetched.push(u)});
    prefetch('/a');
    prefetch('/b');
    prefetch('/a');
    expect(fetched).toEqual(['/assets/js/layout.js', '/assets/js/sidebar.js', '/assets/js/a.js', '/assets/js/b.js']);
  });

  it('skips chunks the document already has', () => {
    const fetched: string[] = [];
    const prefetch = createChunkPrefetch({
      chunkUrls: (p) => chunksOf[p] ?? [],
      inDocument: (u) => u === '/assets/js/layout.js',
      fetch: (u) => fetched.push(u),
    });
    prefetch('/a');
    expect(fetched).toEqual(['/assets/js/sidebar.js', '/assets/js/a.js']);
  });

  it('reads the chunk names out of a nested routesChunkNames entry', () => {
    expect(leafValues({__comp: 'c1', __props: 'p1', content: {metadata: 'm1', nested: {x: 'n1'}}})).toEqual(['c1', 'p1', 'm1', 'n1']);
  });
});

describe('chunk names by route path', () => {
  it('groups `<path>-<hash>` keys by path, with every leaf chunk name', () => {
    const byPath = chunkNamesByPath({
      '/-e5f': {__comp: 'root'},
      '/api/chat-completions-1a2': {__comp: 'item', content: 'page'},
      '/api-3b4': {__comp: 'layout', __props: {version: 'meta'}},
      // A path can appear under two hashes (a route and its exact twin).
      '/api-9c8': {__comp: 'other'},
    });
    expect(byPath.get('/')).toEqual(['root']);
    expect(byPath.get('/api/chat-completions')).toEqual(['item', 'page']);
    expect(byPath.get('/api')).toEqual(['layout', 'meta', 'other']);
    expect(byPath.has('/api/chat')).toBe(false);
  });
});

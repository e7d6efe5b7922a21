/**
 * The logic of viewport prefetching (src/clientModules/idlePrefetch.ts), kept
 * free of Docusaurus's generated modules so that it can be unit-tested.
 */
type Prefetch = (routePath: string) => unknown;
type Schedule = (callback: () => void) => void;

/**
 * Returns a prefetch that queues route paths (each once) and hands them to
 * `prefetch` one per scheduled callback, in the order they were asked for.
 */
export function createIdlePrefetch(prefetch: Prefetch, schedule: Schedule): Prefetch {
  const queue: string[] = [];
  const seen = new Set<string>();
  let scheduled = false;
  const runOne = (): void => {
    scheduled = false;
    const next = queue.shift();
    if (next !== undefined) prefetch(next);
    if (queue.length > 0) {
      scheduled = true;
      schedule(runOne);
    }
  };
  return (routePath) => {
    if (seen.has(routePath)) return false;
    seen.add(routePath);
    queue.push(routePath);
    if (!scheduled) {
      scheduled = true;
      schedule(runOne);
    }
    return true;
  };
}

export interface ChunkPrefetchSources {
  /** The file URLs of the chunks a route needs, shared ones included. */
  chunkUrls: (routePath: string) => readonly string[];
  /** True when the document already loaded or asked for this URL (a script, a link). */
  inDocument: (url: string) => boolean;
  /** Starts a low-priority fetch of the URL (a `<link rel="prefetch">`). */
  fetch: (url: string) => void;
}

/**
 * Returns a route prefetch that fetches each chunk file once per page life.
 * Most routes of a version share chunks (the version's sidebar, the docs
 * layout), and core's prefetch adds a link for every chunk of every route:
 * about 450 duplicate `<link rel="prefetch">` piled up in the head.
 */
export function createChunkPrefetch({chunkUrls, inDocument, fetch}: ChunkPrefetchSources): Prefetch {
  const requested = new Set<string>();
  return (routePath) => {
    for (const url of chunkUrls(routePath)) {
      if (requested.has(url)) continue;
      requested.add(url);
      if (!inDocument(url)) fetch(url);
    }
  };
}

/** The leaf values of a nested object: the chunk names of a `routesChunkNames` entry. */
export function leafValues(tree: unknown): string[] {
  if (typeof tree !== 'object' || tree === null) return typeof tree === 'string' ? [tree] : [];
  return Object.values(tree).flatMap(leafValues);
}

/**
 * `routesChunkNames` grouped by route path (its keys are `<path>-<hash>`), so
 * that a prefetch looks a route up instead of scanning every route of every
 * version: that scan, with a regular expression per key, cost about 1 ms a
 * route unthrottled, and a page prefetches every route it links to.
 */
export function chunkNamesByPath(routesChunkNames: Record<string, unknown>): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const path = key.replace(/-[^-]+$/, '');
    const names = byPath.get(path);
    if (names) names.push(...leafValues(chunks));
    else byPath.set(path, leafValues(chunks));
  }
  return byPath;
}

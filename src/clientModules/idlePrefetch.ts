/**
 * Viewport prefetching, as core does it but with two changes (logic and tests:
 * src/utils/prefetch.ts).
 *
 * - It waits for idle time. Core prefetches a link's route chunks as soon as
 *   the link scrolls into view, inside the IntersectionObserver callback:
 *   every link on screen in one task. On the API pages that task blocked a
 *   4x-throttled phone for about 150 ms, twice per load (README,
 *   "Performance"). Here it is one route per idle callback.
 * - Each chunk file is fetched once. Core adds a `<link rel="prefetch">` for
 *   every chunk of every route, and most routes share chunks: about 450
 *   duplicates piled up in the head.
 *
 * Hover and touch still preload at once: Link calls `preload` for those,
 * which is left alone. Nothing is prefetched on 2g or with data saving on
 * (a reader who pays for data is not charged for pages never opened), as in core. Core freezes `window.docusaurus`, so the object is
 * replaced, not patched; Link reads it on every call.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {chunkNamesByPath, createChunkPrefetch, createIdlePrefetch} from '@site/src/utils/prefetch';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

// Set by Docusaurus's ChunkAssetPlugin: the file URL of a named chunk.
// eslint-disable-next-line camelcase -- the bundler's own name, which it rewrites at build time
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

const isSlowConnection = (): boolean => {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

let chunkNames: Map<string, string[]> | undefined;

/** Core's lookup (client/docusaurus.js), through an index built on first use. */
function chunkUrls(routePath: string): string[] {
  chunkNames ??= chunkNamesByPath(routesChunkNames);
  const names = chunkNames;
  return (
    matchRoutes(routes, routePath)
      .flatMap((match) => names.get(match.route.path) ?? [])
      // eslint-disable-next-line camelcase -- the bundler's own name, see its declaration
      .map((name) => __webpack_require__.gca?.(name))
      .filter((url): url is string => typeof url === 'string' && !url.includes('undefined'))
  );
}

function inDocument(url: string): boolean {
  // One selector, matched natively: listing every script and link of the
  // page for each chunk took about 8 ms per idle callback on the API pages.
  const value = JSON.stringify(url);
  return document.querySelector(`script[src=${value}], link[href=${value}]`) !== null;
}

function addPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

const scheduleIdle = (callback: () => void): void => {
  // Safari has no requestIdleCallback: a timeout still leaves the load's tasks first.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 5000});
  else window.setTimeout(callback, 200);
};

let installed = false;

function install(): void {
  const global = window as unknown as {docusaurus?: DocusaurusGlobal};
  const current = global.docusaurus;
  if (installed || !current) return;
  installed = true;
  const prefetchChunks = createChunkPrefetch({chunkUrls, inDocument, fetch: addPrefetchLink});
  const idlePrefetch = createIdlePrefetch(prefetchChunks, scheduleIdle);
  global.docusaurus = Object.freeze({
    ...current,
    prefetch: (routePath: string) => !isSlowConnection() && idlePrefetch(routePath),
  });
}

// Runs in the browser only; the first call comes when the first page mounts,
// before any link reports itself visible.
export function onRouteDidUpdate(): void {
  install();
}

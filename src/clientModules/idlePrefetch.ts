/**
 * Docusaurus prefetches a link's route chunks as soon as the link scrolls into
 * view, inside the IntersectionObserver callback: every link on screen in one
 * task. On the API pages that task blocked a 4x-throttled phone for about
 * 150 ms, twice per load (`npm run bench:perf`, README "Performance"). Here the
 * same prefetches wait for idle time, one route per idle callback, so they no
 * longer delay the first tap. Hover and touch still preload at once: Link calls
 * `preload` for those, which is left alone. Core freezes `window.docusaurus`,
 * so the object is replaced, not patched; Link reads it on every call.
 */
type Prefetch = (routePath: string) => unknown;
type Schedule = (callback: () => void) => void;

interface DocusaurusGlobal {
  prefetch: Prefetch;
  preload: (routePath: string) => unknown;
}

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

const scheduleIdle: Schedule = (callback) => {
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
  global.docusaurus = Object.freeze({...current, prefetch: createIdlePrefetch(current.prefetch, scheduleIdle)});
}

// Runs in the browser only; the first call comes when the first page mounts,
// before any link reports itself visible.
export function onRouteDidUpdate(): void {
  install();
}

/**
 * One `##` section of a page (wrapped by ./rehype.ts) as a Suspense boundary
 * of its own.
 *
 * Why: React hydrates a boundary's content after the rest of the page, in a
 * render and a commit of its own, at low priority. A whole article was one
 * commit, the longest task of a page load on a slow phone; now it is one per
 * section, and the browser handles input in between. A click, a key or a
 * focus in a section that is not hydrated yet makes React hydrate it at once,
 * and an update from above (a context that changes) does too.
 *
 * Until then the section is the server's HTML, which nothing may change:
 * React would find it differs, and render the section again. Code that
 * edits an article's text (src/search/highlightOnArrival.ts) waits for
 * `sectionsHydrated()`.
 */
import {Suspense, useEffect, useLayoutEffect, type ReactNode} from 'react';

/** Sections mounted but not hydrated yet, and who waits for them. */
const pending = new Set<string>();
let waiting: (() => void)[] = [];

function settle(): void {
  if (pending.size > 0) return;
  const callbacks = waiting;
  waiting = [];
  callbacks.forEach((callback) => callback());
}

/** Resolves once every section on the page is React's, at once when they are. */
export function sectionsHydrated(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    settle();
  });
}

/** Inside the boundary: its effect runs when the section's content has hydrated. */
function Hydrated({anchor}: {anchor: string}): null {
  useEffect(() => {
    pending.delete(anchor);
    settle();
  }, [anchor]);
  return null;
}

export default function DeferredSection({anchor, children}: {anchor: string; children: ReactNode}): ReactNode {
  // Outside the boundary, so it runs with the page. A layout effect: when the
  // section renders with the page (client-side navigation), both commit
  // together, and layout effects run before the section's passive one.
  useLayoutEffect(() => {
    pending.add(anchor);
    return () => {
      pending.delete(anchor);
      settle();
    };
  }, [anchor]);
  return (
    <Suspense fallback={null}>
      <Hydrated anchor={anchor} />
      {children}
    </Suspense>
  );
}

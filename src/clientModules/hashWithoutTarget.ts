/**
 * After a navigation to a hash that names nothing on the new page, the page
 * scrolls to the top: a navigation lands on its hash target if there is one,
 * otherwise at the top. Core's scroll after navigation (ClientLifecyclesDispatcher)
 * looks the target up and, when there is none, does nothing: the new page
 * kept the old page's scroll offset. This runs right after it, in the same
 * layout effect; a change of the query string alone still does not scroll.
 */
import type {ClientModule} from '@docusaurus/types';

/**
 * The element the hash names, as a class: `:target` follows only real
 * navigations, not the history.pushState of a client-side one, so a row that
 * a search hit or a link opens would not be marked (src/css/custom.css).
 */
export const hashTargetClass = 'hash-target';

function markHashTarget(hash: string): void {
  for (const el of Array.from(document.getElementsByClassName(hashTargetClass))) el.classList.remove(hashTargetClass);
  if (!hash) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  document.getElementById(id)?.classList.add(hashTargetClass);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    markHashTarget(location.hash);
    if (!previousLocation || !location.hash) return;
    const onlySearchChanged =
      location.pathname === previousLocation.pathname &&
      location.hash === previousLocation.hash &&
      location.search !== previousLocation.search;
    if (onlySearchChanged) return;
    // Core has just decoded the same hash without throwing.
    if (!document.getElementById(decodeURIComponent(location.hash.slice(1)))) window.scrollTo(0, 0);
  },
};

export default clientModule;

/**
 * A chunk that fails on the first visit leaves the article the server sent
 * on screen and says so, with Retry: the reader keeps reading, and nothing
 * on the page turns into something else until the reader asks.
 *
 * Core's client entry preloads the chunks of the page being opened and
 * renders React only once all of them have arrived: `preload(path).then(render)`,
 * with no catch. When one chunk fails (a tab left open across a deploy, a
 * flaky network, a file cut off on the way), React never starts, and the
 * page is readable but dead: search and the colour toggle do nothing.
 *
 * Here a preload made before React's first render that fails waits instead
 * of rejecting, and the page shows the loader's notice (src/utils/
 * scriptsFailedNotice.ts) with the error and Retry. Rendering React over
 * the article at once would replace it with the error box (the failed
 * component has nothing to hydrate with) and log a hydration error.
 *
 * Retry lets React render, from scratch rather than over the server's HTML
 * (a root of our own in `window.docusaurusRoot`, which core renders into
 * when it is set): the components whose chunk failed load it again, with
 * the spinner, once each (src/utils/chunkRetry.ts), and show the error box
 * with Retry if it fails again. Preloads after the first render are left
 * alone, so a navigation whose route cannot load still makes the browser
 * reload the page, which then loads the route afresh.
 *
 * Also: core's links preload the route they point at when the pointer
 * enters them (`window.docusaurus.preload`) and leave a failure unhandled,
 * which the console reports as an uncaught error before the navigation's
 * own handling (a reload) runs. Those failures are marked handled here.
 */
import routes from '@generated/routes';
import {createRoot} from 'react-dom/client';
import {handledPreload, recoverFirstPreloads, waitForRetry, type RouteTree} from '../utils/firstLoadRecovery';
import {noticeGlobal, type ShowNotice} from '../utils/scriptsFailedNotice';

/** True until React has rendered for the first time (core sets `docusaurusRoot` when it does). */
const beforeFirstRender = (): boolean => !(window as {docusaurusRoot?: unknown}).docusaurusRoot;

if (typeof window !== 'undefined') {
  const show = (window as unknown as Record<string, ShowNotice | undefined>)[noticeGlobal];
  recoverFirstPreloads(
    routes as unknown as RouteTree[],
    beforeFirstRender,
    waitForRetry(show, () => {
      const container = document.getElementById('__docusaurus');
      if (container) Object.assign(window, {docusaurusRoot: createRoot(container)});
    }),
  );
}

let preloadHandled = false;

/** After the first render, window.docusaurus is the app's (the entry sets it on the way). */
export function onRouteDidUpdate(): void {
  if (preloadHandled) return;
  const api = (window as {docusaurus?: {preload?: (path: string) => Promise<unknown>}}).docusaurus;
  if (!api?.preload) return;
  // The entry's object is read-only: a copy with the wrapped preload.
  Object.assign(window, {docusaurus: {...api, preload: handledPreload(api.preload.bind(api))}});
  preloadHandled = true;
}

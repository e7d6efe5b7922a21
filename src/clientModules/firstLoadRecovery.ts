/**
 * A chunk that fails on the first visit shows the error box with Retry,
 * as it does on a later navigation: a reader is never left on a dead page.
 *
 * Core's client entry preloads the chunks of the page being opened and
 * renders React only once all of them have arrived: `preload(path).then(render)`,
 * with no catch. When one chunk fails (a tab left open across a deploy, a
 * flaky network), React never starts: the server HTML stays on screen, dead,
 * and the search box and colour toggle do nothing.
 *
 * Here the preloads made before React's first render never reject. React then
 * renders; the route whose chunk failed renders theme-classic's Loading with
 * the error and Retry, which loads the chunk again. Preloads after the first
 * render are left alone, so a navigation whose route cannot load still makes
 * the browser reload the page, which then loads the route afresh.
 */
import routes from '@generated/routes';

type Preloadable = {preload?: () => Promise<unknown>};
interface RouteTree {
  component: unknown;
  routes?: RouteTree[];
}

/** True until React has rendered for the first time (core sets `docusaurusRoot` when it does). */
const beforeFirstRender = (): boolean => !(window as {docusaurusRoot?: unknown}).docusaurusRoot;

/**
 * Wraps each route component's `preload` so that, while `isFirstLoad()` is
 * true, a failure is reported to `report` and resolves instead of rejecting.
 */
export function recoverFirstPreloads(tree: readonly RouteTree[], isFirstLoad: () => boolean, report: (error: unknown) => void): void {
  for (const route of tree) {
    const component = route.component as Preloadable | undefined;
    const original = component?.preload;
    if (component && typeof original === 'function') {
      component.preload = () => {
        const loading = original.call(component);
        return isFirstLoad() ? loading.catch(report) : loading;
      };
    }
    if (route.routes) recoverFirstPreloads(route.routes, isFirstLoad, report);
  }
}

if (typeof window !== 'undefined') {
  recoverFirstPreloads(routes as unknown as RouteTree[], beforeFirstRender, (error) => {
    console.error('A chunk of this page failed to load; showing Retry.', error);
  });
}

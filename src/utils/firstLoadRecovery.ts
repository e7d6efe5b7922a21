/**
 * What src/clientModules/firstLoadRecovery.ts does to a first visit whose
 * chunks fail, as functions of their inputs (the module has the why).
 */
import {requestRetry} from './chunkRetry';
import {chunkFailedText, type ShowNotice} from './scriptsFailedNotice';

type Preloadable = {preload?: () => Promise<unknown>};
export interface RouteTree {
  component: unknown;
  routes?: RouteTree[];
}

/**
 * Wraps each route component's `preload` so that, while `isFirstLoad()` is
 * true, a failure is handed to `onFailure`, and the preload settles as the
 * promise it returns does.
 */
export function recoverFirstPreloads(
  tree: readonly RouteTree[],
  isFirstLoad: () => boolean,
  onFailure: (error: unknown) => Promise<unknown>,
): void {
  for (const route of tree) {
    const component = route.component as Preloadable | undefined;
    const original = component?.preload;
    if (component && typeof original === 'function') {
      component.preload = () => {
        const loading = original.call(component);
        return isFirstLoad() ? loading.catch(onFailure) : loading;
      };
    }
    if (route.routes) recoverFirstPreloads(route.routes, isFirstLoad, onFailure);
  }
}

/**
 * The first failure shows the notice and returns a promise that resolves
 * when the reader clicks Retry; every later one returns the same promise.
 * `show` draws the notice, `render` prepares React's first render.
 */
export function waitForRetry(show: ShowNotice | undefined, render: () => void): (error: unknown) => Promise<void> {
  let retried: Promise<void> | undefined;
  return (error) => {
    console.warn('A chunk of this page failed to load; showing Retry.', error);
    retried ??= new Promise<void>((resolve) => {
      const retry = () => {
        requestRetry();
        render();
        resolve();
      };
      // No loader on the page (it has one in every build): render at once, with the error box.
      if (show) show(chunkFailedText, error instanceof Error ? error.message : String(error), retry);
      else retry();
    });
    return retried;
  };
}

/** Marks a failure of `preload` as handled; the callers still see it. */
export function handledPreload<T extends (path: string) => Promise<unknown>>(preload: T): T {
  return ((path: string) => {
    const loading = preload(path);
    loading.catch(() => undefined);
    return loading;
  }) as T;
}

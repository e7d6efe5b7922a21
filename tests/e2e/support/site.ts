import {readFileSync} from 'node:fs';
import {expect, type Locator, type Page, type Route} from '@playwright/test';

/**
 * From now on, every console error and uncaught exception of `page`; read the
 * list with the function returned. Chromium logs a console error for every
 * response with an error status, the document's own included: a page the
 * server answers 404 on purpose (the not-found page) logs "Failed to load
 * resource: … 404" for its own URL. Only that line is left out, and only for
 * a document that was answered 404; a 404 of anything else still counts.
 */
export function consoleProblems(page: Page): () => string[] {
  const notFoundDocuments = new Set<string>();
  const errors: {text: string; url: string}[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({text: message.text(), url: message.location().url.split('#')[0]!});
  });
  page.on('pageerror', (error) => errors.push({text: error.message, url: ''}));
  const ownStatus = 'Failed to load resource: the server responded with a status of 404';
  return () => errors.filter(({text, url}) => !(text.startsWith(ownStatus) && notFoundDocuments.has(url))).map(({text}) => text);
}

/** Waits until React has hydrated the pre-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * At phone width: opens the navbar's side menu on `path` once React can open
 * it, and returns the menu, already showing the docs sidebar.
 */
export async function openMobileMenu(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
  return menu;
}

/** The document's vertical scroll position. */
export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Scrolls at once (no smooth scrolling): one scroll event, one position. */
export async function scrollTo(page: Page, y: number | 'end'): Promise<void> {
  await page.evaluate((top) => {
    const target = top === 'end' ? document.documentElement.scrollHeight : top;
    window.scrollTo({top: target, behavior: 'instant'});
  }, y);
  // Let the scroll event's state updates render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A client-side navigation the way the router sees a Back/Forward: the URL
 * changes, then `popstate`. Used for URLs no link on the site points to.
 */
export async function clientNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, url);
}

/**
 * The JavaScript chunk holding a doc's content is the one whose first
 * `"permalink":"…"` (its own metadata, before previous/next) is the doc's route.
 */
export function isContentChunkOf(body: string, route: string): boolean {
  return /"permalink":"([^"]*)"/.exec(body)?.[1] === route;
}

/**
 * Intercepts the JavaScript chunks and hands the content chunk of `route` to
 * `handle`; every other chunk passes. Returns how many requests for it came.
 */
export async function interceptContentChunk(
  page: Page,
  route: string,
  handle: (r: Route, body: string) => Promise<void>,
): Promise<{count: () => number}> {
  let count = 0;
  await page.route('**/assets/js/*.js', async (r) => {
    try {
      const response = await r.fetch();
      const body = await response.text();
      if (isContentChunkOf(body, route)) {
        count++;
        await handle(r, body);
        return;
      }
      await r.fulfill({response, body});
    } catch (error) {
      // A request of a document that is gone (the page reloaded, the test ended).
      if (!/disposed|Test ended|closed/i.test(String(error))) throw error;
    }
  });
  return {count: () => count};
}

/** The headers every response of the served build carries (written by src/plugins/security-headers). */
export const expectedHeaders = (): Record<string, string> =>
  (JSON.parse(readFileSync('build/.server/security-headers.json', 'utf8')) as {headers: Record<string, string>}).headers;

/**
 * Resolves once the page's main thread has been idle `times` times: the work
 * queued before (React's renders and effects, idle prefetching, observer
 * callbacks) has run. For "nothing happens" assertions: a wait on the page's
 * state, not on a number of milliseconds, so a slower machine waits longer
 * instead of looking too early.
 */
export async function idle(page: Page, times = 1): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const next = (): void => {
          requestAnimationFrame(() =>
            requestIdleCallback(() => {
              left -= 1;
              if (left === 0) resolve();
              else next();
            }),
          );
        };
        next();
      }),
    times,
  );
}

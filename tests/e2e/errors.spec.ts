// What a reader sees when something fails: page crash, navbar item failure, misconfigured base URL.
import {expect, test} from '@playwright/test';
import {hydrated} from './support/site';
import {latestVersion} from '../../src/data/versions';

// Requests still being intercepted when a test ends are dropped, not failed.
test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test('a crash shows the crash page with the message and its causes, and Try again recovers', async ({page}) => {
  // No page crashes on purpose, so a browser API fails once instead: the
  // version dropdown registers `touchstart`, then `focusin`, on the document
  // when it mounts; the first such `focusin` registration throws.
  await page.addInitScript(() => {
    const add = document.addEventListener.bind(document);
    let previous: {type: string; listener: unknown} | undefined;
    let failed = false;
    document.addEventListener = ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => {
      if (!failed && type === 'focusin' && previous?.type === 'touchstart' && previous.listener === listener) {
        failed = true;
        throw new Error('Simulated failure: the document refused a focusin listener');
      }
      previous = {type, listener};
      add(type, listener, options);
    }) as typeof document.addEventListener;
  });
  await page.goto('/quickstart');

  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
  await expect(page).toHaveTitle(/^Page Error/);
  const message = page.locator('p', {hasText: 'A theme navbar item failed to render.'});
  await expect(message).toBeVisible();
  // The message names the item's configuration, then the cause.
  await expect(message).toContainText('"type": "docsVersionDropdown"');
  await expect(message).toContainText(/Cause:\s+Simulated failure: the document refused a focusin listener/);

  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart');
  await expect(page.locator('.navbar .dropdown > .navbar__link').first()).toHaveText(latestVersion);
  await expect(page.getByRole('heading', {name: 'This page crashed'})).toHaveCount(0);
});

test.describe('a misconfigured base URL', () => {
  test('shows "Your site did not load properly" with the base URL to use', async ({page, baseURL}) => {
    // The build (baseUrl "/") deployed under /mounted/: the pages are found
    // there, but the scripts and styles they reference from / are not.
    const origin = new URL(baseURL!).origin;
    await page.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith('/mounted/')) {
        await route.fulfill({status: 404, contentType: 'text/plain', body: 'Not Found'});
        return;
      }
      const response = await route.fetch({url: `${origin}${url.pathname.slice('/mounted'.length)}${url.search}`});
      await route.fulfill({response});
    });
    await page.goto('/mounted/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner.locator('p').first()).toHaveText('Your site did not load properly');
    await expect(banner).not.toContainText('Docusaurus');
    await expect(banner).toContainText('Built for the base URL /. This page is at /mounted/: serve the site at /, or build it');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/mounted/');
    // No link off the site: the reader needs no framework's docs.
    await expect(banner.getByRole('link')).toHaveCount(0);
  });

  test('shows no banner when the site loads', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
  });
});

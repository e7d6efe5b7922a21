// Every URL a reader can type and every network failure ends on a working
// page that says what happened (the spec's error and loading states). Runs
// against every server, the edge included (playwright.config.ts): what a
// server answers decides what the browser shows.
import net from 'node:net';
import {expect, test, type Page} from '@playwright/test';
import {consoleProblems, hydrated, interceptContentChunk} from './support/site';
import {badRequestTitle} from '../../src/plugins/error-pages';
import {scriptsFailedNoticeId, scriptsFailedText, unstyledFailedText} from '../../src/utils/scriptsFailedNotice';

const h1 = (page: Page) => page.getByRole('heading', {level: 1});

// Requests still being intercepted when a test ends are dropped, not failed.
test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

/** Status and Location of one request, sent byte for byte (fetch would normalise the path). */
function rawAnswer(baseURL: string, target: string): Promise<{status: number; location?: string; body: string}> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let raw = '';
    socket.setTimeout(30_000, () => socket.destroy(new Error(`no answer to ${target}`)));
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        location: /^location: (.*)$/im.exec(head)?.[1],
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

test.describe('one URL means one thing', () => {
  const doubled: [string, string, string][] = [
    ['//quickstart', '/quickstart', 'Quickstart'],
    ['//', '/', 'Introduction'],
    ['/1.23//quickstart', '/1.23/quickstart', 'Quickstart'],
    ['///1.23/quickstart', '/1.23/quickstart', 'Quickstart'],
    ['/1.23/api//embeddings?x=1', '/1.23/api/embeddings?x=1', 'Embeddings'],
    ['//quickstart/', '/quickstart', 'Quickstart'],
    ['/quick%73tart', '/quickstart', 'Quickstart'],
  ];

  test('a doubled slash or an escaped letter redirects to the page’s one URL in one hop, query kept', async ({baseURL}) => {
    for (const [from, to] of doubled) {
      const answer = await rawAnswer(baseURL!, from);
      expect(answer.status, from).toBe(301);
      expect(answer.location, from).toBe(to);
    }
  });

  test('in the browser, such an address shows its page and keeps showing it once the app runs', async ({page, baseURL}) => {
    const problems = consoleProblems(page);
    for (const [from, to, heading] of doubled) {
      await page.goto(`${baseURL}${from}#top`);
      await expect(page).toHaveURL(`${baseURL}${to}#top`);
      await hydrated(page);
      // The page, not the not-found page the router would make of another spelling.
      await expect(h1(page), from).toHaveText(heading);
    }
    expect(problems()).toEqual([]);
  });

  test('an address that cannot be read gets the bad-request page with 400, in the site’s design', async ({page, baseURL}) => {
    for (const target of ['/%', '/%ZZ/quickstart', '/quickstart%00', '/1.24/%E0%A4%/api']) {
      const answer = await rawAnswer(baseURL!, target);
      expect(answer.status, target).toBe(400);
      expect(answer.body, target).toContain(`<h1 class="hero__title">${badRequestTitle}</h1>`);
    }
    const documentErrors: string[] = [];
    page.on('console', (message) => {
      // The document's own 400 is logged by Chromium as a failed resource: it is the answer.
      if (message.type() === 'error' && !/status of 400/.test(message.text())) documentErrors.push(message.text());
    });
    page.on('pageerror', (error) => documentErrors.push(error.message));
    const response = await page.goto('/%ZZ/quickstart');
    expect(response?.status()).toBe(400);
    await expect(h1(page)).toHaveText(badRequestTitle);
    await expect(page).toHaveTitle(/^Bad request \| /);
    // The site's stylesheet and logo, and no script of the app to fail.
    await expect(page.locator('.navbar__brand img').first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).not.toMatch(/^"?Times/);
    expect(await page.locator('script[src]').count()).toBe(0);
    // Its links work without JavaScript.
    await page.getByRole('link', {name: 'the documentation home'}).click();
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    expect(documentErrors).toEqual([]);
  });

  test('an address too long to read gets the bad-request page with 414', async ({baseURL}, testInfo) => {
    // The local edge (wrangler pages dev) refuses a request line over about 7,800 bytes itself,
    // before the worker runs: 431 with no body. Cloudflare reads 16 KB of URL (DEPLOY.md).
    test.skip(testInfo.project.name === 'edge', 'the local edge runtime answers before the worker');
    for (const target of [`/quickstart?q=${'a'.repeat(9000)}`, `/${'b'.repeat(9000)}`]) {
      const answer = await rawAnswer(baseURL!, target);
      expect(answer.status, target.slice(0, 20)).toBe(414);
      expect(answer.body, target.slice(0, 20)).toContain(`<h1 class="hero__title">${badRequestTitle}</h1>`);
    }
  });

  test('the error pages are not pages of their own', async ({baseURL}) => {
    for (const target of ['/400', '/400.html', '/404', '/404.html']) {
      expect((await rawAnswer(baseURL!, target)).status, target).toBe(404);
    }
  });
});

test.describe('when the scripts cannot load', () => {
  test.skip(({browserName}) => browserName !== 'chromium');

  test('a reload after a failed chunk says so and offers Retry, which brings the page back', async ({page}) => {
    await page.goto('/1.24/quickstart');
    await hydrated(page);
    // Offline from now on, for every script: the navigation's chunk fails, core reloads the page, and the
    // reloaded page cannot load main.js either.
    let offline = true;
    await page.route('**/*.js', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
    const reloaded = page.waitForEvent('framenavigated');
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/1.24/rate-limits"]').click();
    await reloaded;
    const notice = page.locator(`#${scriptsFailedNoticeId}`);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toContainText(scriptsFailedText.title);
    await expect(notice).toContainText(scriptsFailedText.body);
    // The article the server sent is there to read.
    await expect(h1(page)).toHaveText('Rate limits');

    offline = false;
    await notice.getByRole('button', {name: scriptsFailedText.retry}).click();
    await hydrated(page);
    await expect(h1(page)).toHaveText('Rate limits');
    await expect(notice).toHaveCount(0);
    // Alive: the colour mode switch answers.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    const before = await toggle.getAttribute('aria-label');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-label', before!);
  });

  test('an entry script cut off on the way says so too, and Retry brings the page back', async ({page}) => {
    // main.js arrives whole in status and type, but only half of it: it loads, and fails to run.
    let cut = true;
    await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
      if (!cut) return route.fallback();
      const response = await route.fetch();
      const body = await response.body();
      await route.fulfill({response, body: body.subarray(0, Math.floor(body.length / 2))});
    });
    await page.goto('/1.24/quickstart');
    const notice = page.locator(`#${scriptsFailedNoticeId}`);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(scriptsFailedText.title);
    await expect(h1(page)).toHaveText('Quickstart');

    cut = false;
    await notice.getByRole('button', {name: scriptsFailedText.retry}).click();
    await hydrated(page);
    await expect(notice).toHaveCount(0);
    await expect(h1(page)).toHaveText('Quickstart');
  });

  test('a navigation whose chunk fails reloads the page with no uncaught error before', async ({page}) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/1.25/api/overview');
    await hydrated(page);
    let reloading = false;
    await interceptContentChunk(page, '/1.25/quickstart', (route, body) =>
      reloading ? route.fulfill({body, contentType: 'application/javascript; charset=utf-8'}) : route.abort('failed'),
    );
    const reload = page.waitForRequest((request) => {
      reloading ||= request.isNavigationRequest() && new URL(request.url()).pathname === '/1.25/quickstart';
      return reloading;
    });
    // The pointer on the link preloads the route (and fails), then the click navigates (and reloads).
    const link = page.locator('nav[aria-label="Docs sidebar"] a[href="/1.25/quickstart"]');
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
    await reload;
    await hydrated(page);
    await expect(h1(page)).toHaveText('Quickstart');
    expect(uncaught).toEqual([]);
  });

  test('a page whose styles did not load either names a wrong base URL as a cause', async ({page}) => {
    // As when the site is served under another base URL than it was built for: nothing of /assets/ loads.
    await page.route(/\/assets\//, (route) => route.fulfill({status: 404, body: 'not here'}));
    await page.goto('/1.24/quickstart');
    const notice = page.locator(`#${scriptsFailedNoticeId}`);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(unstyledFailedText.title);
    await expect(notice).toContainText('another base URL');
    await expect(h1(page)).toHaveText('Quickstart');
  });

  test('a reader who only reads can dismiss the notice', async ({page}) => {
    await page.route(/\/assets\/js\//, (route) => route.abort('internetdisconnected'));
    await page.goto('/1.25/quickstart');
    const notice = page.locator(`#${scriptsFailedNoticeId}`);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', {name: scriptsFailedText.dismiss}).click();
    await expect(notice).toHaveCount(0);
    await expect(h1(page)).toHaveText('Quickstart');
  });

  test('one Retry retries every chunk of the route that failed on the first visit', async ({page}) => {
    for (const path of ['/1.24/api/models', '/quickstart']) {
      // Every script but main.js fails: each of the route's nested components meets its own failure.
      let failing = true;
      await page.route(/\/assets\/js\/(?!main\.)[^/]+\.js$/, (route) => (failing ? route.abort('failed') : route.fallback()));
      await page.goto(path);
      const retry = page.getByRole('button', {name: 'Retry'});
      await expect(retry).toBeVisible();
      failing = false;
      await retry.click();
      await expect(h1(page), path).toBeVisible();
      await expect(retry, path).toHaveCount(0);
      await page.unrouteAll({behavior: 'ignoreErrors'});
    }
  });

  test('a chunk received only in part shows Retry on a first visit, and a navigation reloads to the whole page', async ({page}) => {
    const js = 'application/javascript; charset=utf-8';
    // The connection drops halfway through the page's chunk, once.
    let cut = true;
    await interceptContentChunk(page, '/1.26/quickstart', async (route, body) => {
      const sent = cut ? body.slice(0, Math.floor(body.length / 2)) : body;
      cut = false;
      await route.fulfill({body: sent, contentType: js});
    });
    await page.goto('/1.26/quickstart');
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(h1(page)).toHaveText('Quickstart');

    // On a navigation, the same: the browser reloads the page, which then has what it needs.
    cut = true;
    await interceptContentChunk(page, '/1.26/rate-limits', async (route, body) => {
      const sent = cut ? body.slice(0, Math.floor(body.length / 2)) : body;
      cut = false;
      await route.fulfill({body: sent, contentType: js});
    });
    await hydrated(page);
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/1.26/rate-limits"]').click();
    await expect(page).toHaveURL(/\/1\.26\/rate-limits$/);
    await hydrated(page);
    await expect(h1(page)).toHaveText('Rate limits');
  });
});

// Routing and route loading in the browser: suffixes, scrolling, loading
// states, prefetching. What a server answers for a suffix is in routes.spec.ts.
import {expect, test, type Page} from '@playwright/test';
import {clientNavigate, consoleProblems, hydrated, idle, interceptContentChunk, scrollTo, scrollY} from './support/site';
import {chunkFailedText, scriptsFailedNoticeId} from '../../src/utils/scriptsFailedNotice';

const sidebarLink = (page: Page, href: string) => page.locator(`nav[aria-label="Docs sidebar"] a[href="${href}"]`);
const h1 = (page: Page) => page.getByRole('heading', {level: 1});
const js = 'application/javascript; charset=utf-8';

// Requests still being intercepted when a test ends are dropped, not failed.
test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test.describe('a trailing .html or /index.html', () => {
  test('is stripped from the address after a client-side navigation when no route matches it', async ({page}) => {
    const problems = consoleProblems(page);
    await page.goto('/1.25/api/overview');
    await hydrated(page);
    await clientNavigate(page, '/1.25/quickstart.html');
    await expect(h1(page)).toHaveText('Quickstart');
    await expect(page).toHaveURL(/\/1\.25\/quickstart$/);
    await clientNavigate(page, '/1.25/index.html?from=link#top');
    await expect(page).toHaveTitle(/^Introduction \|/);
    expect(new URL(page.url()).pathname).toBe('/1.25');
    expect(new URL(page.url()).search).toBe('?from=link');
    expect(new URL(page.url()).hash).toBe('#top');
    await clientNavigate(page, '/1.25/no-such-page.html');
    await expect(h1(page)).toHaveText('Page Not Found');
    await expect(page).toHaveURL(/\/1\.25\/no-such-page$/);
    // The history entries were replaced, not added: Back goes to the page before.
    await page.goBack();
    await expect(page).toHaveTitle(/^Introduction \|/);
    expect(new URL(page.url()).pathname).toBe('/1.25');
    expect(problems()).toEqual([]);
  });

  test('served as the page by a static host without redirects, hydrates cleanly and is stripped', async ({page}) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    for (const [route, url, title] of [
      ['/1.25/quickstart', '/1.25/quickstart.html', /^Quickstart \|/],
      ['/1.23/quickstart', '/1.23/quickstart.html', /^Quickstart \|/],
      ['/1.25', '/1.25/index.html', /^Introduction \|/],
      ['/', '/index.html', /^Introduction \|/],
    ] as const) {
      // As a static host answers: the file, status 200, no redirect.
      await page.route(
        (u) => u.pathname === url,
        async (r) => r.fulfill({response: await r.fetch({url: new URL(route, r.request().url()).href, maxRedirects: 0})}),
      );
      await page.goto(`${url}?from=static#top`);
      await hydrated(page);
      await expect(page).toHaveTitle(title);
      expect(new URL(page.url()).pathname, url).toBe(route);
      expect(new URL(page.url()).search, url).toBe('?from=static');
    }
    expect(problems).toEqual([]);
  });
});

test.describe('after a navigation', () => {
  test('the new page starts at the top', async ({page}) => {
    await page.goto('/api/chat-completions');
    await hydrated(page);
    await scrollTo(page, 3000);
    expect(await scrollY(page)).toBeGreaterThan(2000);
    // A dispatched click: no scrolling into view before it.
    await sidebarLink(page, '/api/embeddings').dispatchEvent('click');
    await expect(page).toHaveURL(/\/api\/embeddings$/);
    await expect(h1(page)).toHaveText('Embeddings');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('the page scrolls to the target of the hash', async ({page}) => {
    await page.goto('/api/models');
    await hydrated(page);
    const link = page.locator('article a[href^="/api/chat-completions#"]').first();
    const href = (await link.getAttribute('href'))!;
    const id = href.split('#')[1]!;
    await link.dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`/api/chat-completions#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    // The target is far down a long page: the page did scroll.
    expect(await scrollY(page)).toBeGreaterThan(1000);
  });

  test('a hash that names nothing on the new page scrolls to the top', async ({page}) => {
    await page.goto('/api/chat-completions');
    await hydrated(page);
    await scrollTo(page, 3000);
    expect(await scrollY(page)).toBeGreaterThan(2000);
    await clientNavigate(page, '/api/embeddings#no-such-section');
    await expect(h1(page)).toHaveText('Embeddings');
    await expect.poll(() => scrollY(page)).toBe(0);
    // On the same page too.
    await scrollTo(page, 1500);
    await clientNavigate(page, '/api/embeddings#another-missing-section');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a hash that is not valid percent-encoding does not crash the page, and scrolls to the top', async ({page}) => {
    const problems = consoleProblems(page);
    await page.goto('/api/chat-completions');
    await hydrated(page);
    await scrollTo(page, 3000);
    // On the page itself, as a reader typing in the address bar.
    await page.evaluate(() => (window.location.hash = '%E0%A4'));
    await expect(page).toHaveURL(/\/api\/chat-completions#%E0%A4$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    // To another page, as a link does.
    await scrollTo(page, 3000);
    await clientNavigate(page, '/rate-limits#%E0%A4');
    await expect(h1(page)).toHaveText('Rate limits');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', {name: 'This page crashed'})).toHaveCount(0);
    expect(problems()).toEqual([]);
  });

  test('a hash that is not valid percent-encoding scrolls to the element whose id is the hash as written', async ({page}) => {
    const problems = consoleProblems(page);
    await page.goto('/api/chat-completions');
    await hydrated(page);
    // Outside React's tree, far below the fold.
    await page.evaluate(() => {
      const target = document.createElement('div');
      target.id = '%E0%A4';
      target.textContent = 'target';
      target.style.marginTop = '20000px';
      document.body.append(target);
    });
    await clientNavigate(page, '/api/chat-completions#%E0%A4');
    await expect(page.locator('[id="%E0%A4"]')).toBeInViewport();
    expect(problems()).toEqual([]);
  });

  test('a change of the query string alone does not scroll', async ({page}) => {
    await page.goto('/api/chat-completions');
    await hydrated(page);
    await scrollTo(page, 3000);
    const before = await scrollY(page);
    await clientNavigate(page, '/api/chat-completions?lang=python');
    // The router has handled the popstate, rendered and run its effects.
    await idle(page, 2);
    expect(await scrollY(page)).toBe(before);
    // The router did take the navigation: a path change now scrolls to the top.
    await clientNavigate(page, '/api/embeddings?lang=python');
    await expect(h1(page)).toHaveText('Embeddings');
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('page content loading on demand', () => {
  test('a chunk that fails on the first visit keeps the article, says so with Retry, and Retry recovers', async ({page}) => {
    const problems = consoleProblems(page);
    let fail = true;
    const chunk = await interceptContentChunk(page, '/1.25/quickstart', async (r, body) => {
      await (fail ? r.abort('failed') : r.fulfill({body, contentType: js}));
    });
    await page.goto('/1.25/quickstart');
    const notice = page.locator(`#${scriptsFailedNoticeId}`);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toContainText(chunkFailedText.title);
    await expect(notice).toContainText(/Loading chunk .* failed/);
    expect(chunk.count()).toBeGreaterThan(0);
    // The article the server sent stays, and nothing renders over it until the reader asks.
    await page.waitForTimeout(500);
    await expect(h1(page)).toHaveText('Quickstart');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

    fail = false;
    await notice.getByRole('button', {name: chunkFailedText.retry}).click();
    await expect(notice).toHaveCount(0);
    await hydrated(page);
    await expect(h1(page)).toHaveText('Quickstart');
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
    // Alive: the colour mode switch answers.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    const before = await toggle.getAttribute('aria-label');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-label', before!);
    // The chunk's own failure, logged by Chromium, and nothing else: no hydration error.
    expect(problems().filter((text) => !/net::ERR_FAILED/.test(text))).toEqual([]);
  });

  test('shows a spinner while the content loads', async ({page}) => {
    // Content renders before its chunk has arrived only after Retry: a first
    // visit waits for the chunk with the server's HTML on screen, and a
    // navigation waits with the progress bar. After Retry on a first visit,
    // the app renders and the failed part shows the spinner while it loads.
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let attempt = 0;
    await interceptContentChunk(page, '/1.25/quickstart', async (r, body) => {
      attempt++;
      if (attempt === 1) return r.abort('failed');
      await arrived;
      await r.fulfill({body, contentType: js});
    });
    await page.goto('/1.25/quickstart');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('svg#loader')).toBeVisible();
    release();
    await expect(h1(page)).toHaveText('Quickstart');
    await expect(page.locator('svg#loader')).toHaveCount(0);
  });

  test('a route that cannot be preloaded during navigation makes the browser reload', async ({page}) => {
    await page.goto('/1.25/api/overview');
    await hydrated(page);
    // The chunk fails until the browser reloads: the reloaded page then has what it needs, so its
    // heading stays (a chunk that fails on a first visit shows Retry: tested above).
    let reloading = false;
    const chunk = await interceptContentChunk(page, '/1.25/quickstart', (r, body) =>
      reloading ? r.fulfill({body, contentType: js}) : r.abort('failed'),
    );
    await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
    const reload = page.waitForRequest((req) => {
      reloading ||= req.isNavigationRequest() && new URL(req.url()).pathname === '/1.25/quickstart';
      return reloading;
    });
    await sidebarLink(page, '/1.25/quickstart').click();
    await reload;
    await expect(page).toHaveURL(/\/1\.25\/quickstart$/);
    // A new document: the pre-rendered page, not the client-side one, and it comes alive.
    await expect(h1(page)).toHaveText('Quickstart');
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(false);
    await hydrated(page);
    await expect(h1(page)).toHaveText('Quickstart');
    expect(chunk.count()).toBeGreaterThan(0);
  });

  test('the progress bar appears only once a navigation has taken 200 ms', async ({page}) => {
    await page.goto('/1.25/api/overview');
    await hydrated(page);
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await interceptContentChunk(page, '/1.25/quickstart', async (r, body) => {
      await arrived;
      await r.fulfill({body, contentType: js});
    });
    await page.evaluate(() => {
      const times = {clicked: 0, bar: 0};
      Object.assign(window, {times});
      document.addEventListener('click', () => (times.clicked = performance.now()), true);
      new MutationObserver(() => {
        if (!times.bar && document.getElementById('nprogress')) times.bar = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await sidebarLink(page, '/1.25/quickstart').click();
    await expect(page.locator('#nprogress')).toBeAttached();
    const times = await page.evaluate(() => (window as unknown as {times: {clicked: number; bar: number}}).times);
    expect(times.clicked).toBeGreaterThan(0);
    expect(times.bar - times.clicked).toBeGreaterThanOrEqual(200);
    release();
    await expect(h1(page)).toHaveText('Quickstart');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('prefetching', () => {
  const prefetches = (page: Page) => page.locator('link[rel="prefetch"]').count();

  test('prefetches the pages linked from what is on screen', async ({page}) => {
    await page.goto('/1.25/api/overview');
    await hydrated(page);
    await expect.poll(() => prefetches(page)).toBeGreaterThan(0);
  });

  test('fetches each chunk file once, and none the page already has', async ({page}) => {
    await page.goto('/1.25/api/overview');
    await hydrated(page);
    // Bring every sidebar link on screen once, then let idle prefetching finish.
    await page.locator('nav[aria-label="Docs sidebar"] a').last().scrollIntoViewIfNeeded();
    await expect.poll(() => prefetches(page)).toBeGreaterThan(10);
    // Prefetching is done when idle periods pass without a new link.
    await expect
      .poll(async () => {
        const before = await prefetches(page);
        await idle(page, 2);
        return (await prefetches(page)) - before;
      })
      .toBe(0);
    const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const scripts = await page.locator('script[src]').evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).src));
    expect(hrefs.length - new Set(hrefs).size, 'duplicate prefetch links').toBe(0);
    expect(hrefs.filter((href) => scripts.includes(href))).toEqual([]);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`prefetches nothing on ${connection.saveData ? 'data saving' : 'a 2g connection'}`, async ({page}) => {
      await page.addInitScript((c) => {
        Object.defineProperty(Navigator.prototype, 'connection', {get: () => c, configurable: true});
      }, connection);
      await page.goto('/1.25/api/overview');
      await hydrated(page);
      // Long enough for idle prefetching to have run, had it been on.
      await idle(page, 3);
      expect(await prefetches(page)).toBe(0);
      // Pages still open.
      await sidebarLink(page, '/1.25/quickstart').click();
      await expect(h1(page)).toHaveText('Quickstart');
    });
  }
});

test("a model's source link opens in a new tab, as the docs' other external links do", async ({page}) => {
  await page.goto('/api/chat-completions');
  const prose = page.getByRole('link', {name: 'status page'}).first();
  await expect(prose).toHaveAttribute('target', '_blank');
  await expect(prose).toHaveAttribute('rel', 'noopener noreferrer');
  await page.goto('/models/gemma-3-27b');
  const source = page.getByRole('row', {name: /^Source/}).getByRole('link');
  await expect(source).toHaveAttribute('href', 'https://huggingface.co/leon-se/gemma-3-27b-it-FP8-Dynamic');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
});

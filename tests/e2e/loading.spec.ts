import {expect, test} from '@playwright/test';
import {hydrated, interceptContentChunk} from './support/site';

// src/utils/ssrTemplate.ts: the entry scripts are preloaded, then added after the first
// paint. Hydration itself is what every other test waits for; the base-URL banner, which
// depends on how the scripts load, is tested in errors.spec.ts.

test('the entry scripts are preloaded at low priority in the head, not run from it', async ({request}) => {
  const html = await (await request.get('/quickstart')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script[^>]+src=/);
  const preloads = [...head.matchAll(/<link rel=preload as=script fetchpriority=low href=(\/assets\/js\/(?:runtime~main|main)\.[0-9a-f]+\.js)/g)].map((m) => m[1]);
  expect(preloads).toHaveLength(2);
  // The loader at the end of the body adds the same two, runtime first.
  const body = html.slice(html.indexOf('<body'));
  expect(body).toContain(`["${preloads[0]}","${preloads[1]}"]`);
});

test.describe('a page chunk that fails on the first visit', () => {
  // Requests still being intercepted when a test ends are dropped, not failed.
  test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

  test('shows the error box with Retry, and Retry recovers the page', async ({page}) => {
    let fail = true;
    const chunk = await interceptContentChunk(page, '/1.25/quickstart', async (r, body) => {
      await (fail ? r.abort('failed') : r.fulfill({body, contentType: 'application/javascript; charset=utf-8'}));
    });
    await page.goto('/1.25/quickstart');
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.locator('p', {hasText: /Loading chunk .* failed/})).toBeVisible();
    expect(chunk.count()).toBeGreaterThan(0);
    // React runs: the shell around the error box works.
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    const before = await toggle.getAttribute('aria-label');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-label', before!);

    fail = false;
    await retry.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart');
    await expect(retry).toHaveCount(0);
  });
});

import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './support/site';
import {latestVersion} from '../../src/data/versions';

const box = (page: Page) => page.getByRole('combobox', {name: 'Search the docs'});
const options = (page: Page) => page.getByRole('option');

async function searchFor(page: Page, query: string): Promise<void> {
  await box(page).click();
  await box(page).fill(query);
}

test('typing shows results grouped by page, with section titles and marked snippets', async ({page}) => {
  await page.goto('/');
  await searchFor(page, 'prompt caching');
  await expect(options(page).first()).toBeVisible();
  const groups = page.getByRole('listbox', {name: 'Search results'}).getByRole('group');
  expect(await groups.count()).toBeGreaterThan(0);
  expect(await options(page).count()).toBeLessThanOrEqual(8);
  await expect(options(page).first().locator('mark').first()).toBeVisible();
});

test('Enter opens the section and highlights the terms in the article', async ({page}) => {
  await page.goto('/quickstart');
  await searchFor(page, 'sharedPromptCache');
  await expect(options(page).first()).toBeVisible();
  const href = await options(page).first().getAttribute('href');
  expect(href).toMatch(/#/);
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('article mark').first()).toBeVisible();
  await expect(options(page)).toHaveCount(0);
});

// The history state keeps the terms across a reload. Marks put into the
// server's HTML before React has hydrated it would split text nodes React
// expects whole: it would throw the marks away and log a hydration error.
// src/search/highlightOnArrival.ts marks on route update, after hydration.
test('a reload after a search keeps the marks, without a hydration error', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/chat-completions');
  // A word in running text: a mark there splits a text node React hydrates.
  await searchFor(page, 'worker');
  await expect(options(page).first()).toBeVisible();
  await box(page).press('Enter');
  await expect(page.locator('article mark').first()).toBeVisible();
  // A slow phone: React hydrates in slices over several frames.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
  await page.reload();
  await hydrated(page);
  await expect(page.locator('article mark').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a click opens the result too, and arrow keys move the selection', async ({page}) => {
  await page.goto('/');
  await searchFor(page, 'attestation');
  await expect(options(page).nth(1)).toBeVisible();
  await box(page).press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  const href = await options(page).nth(1).getAttribute('href');
  await options(page).nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]!.replace(/[.]/g, '\\.')}(#|$)`));
  await expect(page.locator('article mark').first()).toBeVisible();
});

test('a new query selects its first result again', async ({page}) => {
  await page.goto('/');
  await searchFor(page, 'attestation');
  await expect(options(page).nth(2)).toBeVisible();
  await box(page).press('ArrowDown');
  await box(page).press('ArrowDown');
  await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true');
  await box(page).pressSequentially(' report');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
});

test('Escape and leaving the box close the panel', async ({page}) => {
  await page.goto('/');
  await searchFor(page, 'proxy');
  await expect(options(page).first()).toBeVisible();
  await box(page).press('Escape');
  await expect(options(page)).toHaveCount(0);
  await box(page).press('ArrowDown');
  await expect(options(page).first()).toBeVisible();
  // A click outside the box, in the page margin (the panel covers the middle).
  await page.mouse.click(10, 600);
  await expect(options(page)).toHaveCount(0);
});

test('the box is a combobox as the ARIA pattern has it: expanded state, its listbox, the active option', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await searchFor(page, 'attestation');
  await expect(options(page).nth(1)).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', {name: 'Search results'});
  await expect(box(page)).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
  await box(page).press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
  await box(page).press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).not.toHaveAttribute('aria-activedescendant');
  await expect(box(page)).toHaveValue('attestation');
});

test('searching on /1.24 finds 1.24 pages only', async ({page}) => {
  await page.goto('/1.24/quickstart');
  await searchFor(page, 'Qwen2.5-Coder');
  await expect(options(page).first()).toBeVisible();
  const hrefs = await options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/1\.24\//);
});

test('a typo still finds the page', async ({page}) => {
  await page.goto('/');
  await searchFor(page, 'atestation');
  await expect(options(page).first()).toBeVisible();
  expect(await options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('#')[0]))).toContain(
    '/architecture/attestation/overview',
  );
});

test('a query with no match says "No results found.", and submitting it closes the panel', async ({page}) => {
  await page.goto('/');
  await searchFor(page, 'zzzqqqxxx');
  await expect(page.getByText('No results found.')).toBeVisible();
  await box(page).press('Enter');
  await expect(page.getByText('No results found.')).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  // The box keeps the query; arrow down opens the panel again.
  await expect(box(page)).toHaveValue('zzzqqqxxx');
  await box(page).press('ArrowDown');
  await expect(page.getByText('No results found.')).toBeVisible();
});

test('the search code arrives in one chunk, fetched once', async ({page}) => {
  const engineChunks: string[] = [];
  // Bodies are read here, not in the listener: a body still being read when
  // the test ends (an idle prefetch) failed the test with "Test ended".
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\/assets\/js\/.+\.js$/.test(url)) return;
    bodies.push(
      response.text().then(
        (body) => {
          // Export names survive minification: the chunk that defines the export `highlightTerms`.
          if (/highlightTerms:\(\)=>[\w$]/.test(body)) engineChunks.push(new URL(url).pathname);
        },
        () => undefined,
      ),
    );
  });
  await page.goto('/');
  await hydrated(page);
  await searchFor(page, 'proxy');
  await expect(options(page).first()).toBeVisible();
  // Results need the engine, so its response is among these.
  await Promise.all([...bodies]);
  expect(engineChunks).toHaveLength(1);
});

test.describe('bad input breaks nothing', () => {
  for (const query of [
    'title:proxy',
    'proxy~2',
    'proxy^2',
    '*',
    '+proxy -docker',
    '<script>alert(1)</script>',
    '🔐🚀',
    '   ',
    'x'.repeat(600),
  ]) {
    test(`query ${JSON.stringify(query.length > 20 ? `${query.slice(0, 20)}…` : query)}`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('dialog', (dialog) => {
        errors.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await page.goto('/');
      await searchFor(page, query);
      await expect(options(page).first().or(page.getByText('No results found.'))).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the input holds at most 512 characters', async ({page}) => {
    await page.goto('/');
    await searchFor(page, 'y'.repeat(600));
    expect((await box(page).inputValue()).length).toBe(512);
    await expect(box(page)).toHaveAttribute('maxlength', '512');
  });

  test('a missing index gives "No results found."', async ({page}) => {
    await page.route('**/search-index-*.json', (route) => route.fulfill({status: 404, body: 'not here'}));
    await page.goto('/');
    await searchFor(page, 'proxy');
    await expect(page.getByText('No results found.')).toBeVisible();
  });

  test('an index that failed loads again when the box is focused again, and then finds', async ({page}) => {
    let offline = true;
    await page.route('**/search-index-*.json', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
    await page.goto('/');
    await hydrated(page);
    await searchFor(page, 'proxy');
    await expect(page.getByText('No results found.')).toBeVisible();

    offline = false;
    await box(page).blur();
    await box(page).focus();
    await expect(options(page).first()).toBeVisible();
  });

  test('an index that failed loads again while the reader keeps typing, at most every 5 s', async ({page}) => {
    let offline = true;
    const loads: number[] = [];
    await page.route('**/search-index-docs-*.json', (route) => {
      loads.push(Date.now());
      return offline ? route.abort('internetdisconnected') : route.fallback();
    });
    await page.goto('/');
    await hydrated(page);
    await searchFor(page, 'proxy');
    await expect(page.getByText('No results found.')).toBeVisible();

    offline = false;
    // Typing on in the focused box: a keystroke at least 5 s after the failure loads again.
    await expect(async () => {
      await box(page).press('End');
      await box(page).pressSequentially(' x');
      await box(page).press('Backspace');
      await box(page).press('Backspace');
      await expect(options(page).first()).toBeVisible({timeout: 1000});
    }).toPass({timeout: 20_000});
    expect(loads).toHaveLength(2);
    expect(loads[1]! - loads[0]!).toBeGreaterThanOrEqual(5000);
  });

  test('a corrupt index gives "No results found."', async ({page}) => {
    await page.route('**/search-index-*.json', (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"documents": [{"id": 0}], "index": '}),
    );
    await page.goto('/');
    await searchFor(page, 'proxy');
    await expect(page.getByText('No results found.')).toBeVisible();
  });
});

test('a slow index shows the loading state after 300 ms, then results', async ({page}) => {
  // The index is held until the loading state has shown, then let through.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index-docs-*.json', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    // The index starts loading when the box takes the focus.
    const times = {focused: 0, loading: 0};
    Object.assign(window, {times});
    document.addEventListener('focusin', () => (times.focused ||= performance.now()), true);
    new MutationObserver(() => {
      if (!times.loading && document.body.textContent.includes('Loading…')) times.loading = performance.now();
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
  });
  await searchFor(page, 'proxy');
  await expect(page.getByText('Loading…')).toBeVisible();
  const times = await page.evaluate(() => (window as unknown as {times: {focused: number; loading: number}}).times);
  expect(times.focused).toBeGreaterThan(0);
  // Not before the stall threshold; a slower machine only makes it later.
  expect(times.loading - times.focused).toBeGreaterThanOrEqual(300);
  release();
  await expect(options(page).first()).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
});

test('the index loads once, on first use', async ({page}) => {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index-')) loads.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(loads).toEqual([]);
  await searchFor(page, 'pro');
  await box(page).fill('proxy');
  await expect(options(page).first()).toBeVisible();
  expect(loads.filter((u) => u.includes(`docs-default-${latestVersion}`))).toHaveLength(1);
});

test('Ctrl+K and "/" open the search from anywhere', async ({page}) => {
  await page.goto('/architecture/overview');
  // The shortcuts are listened for once React runs.
  await hydrated(page);
  await page.locator('article h1').click();
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await page.locator('article h1').click();
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
});

test('the box has the labels the spec gives', async ({page}) => {
  await page.goto('/');
  await expect(box(page)).toHaveAttribute('placeholder', 'Search...');
  await expect(page.getByRole('button', {name: 'Submit'})).toBeVisible();
  await searchFor(page, 'proxy');
  await expect(page.getByRole('button', {name: 'Clear'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Cancel'})).toBeVisible();
  await page.getByRole('button', {name: 'Clear'}).click();
  await expect(box(page)).toHaveValue('');
  await expect(box(page)).toBeFocused();
});

test('what a reader types before the page has hydrated is kept and searched', async ({page}) => {
  // Hold main.js back so the box is typed into while it is still server-rendered HTML.
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for "load": the held script may be what it waits for.
  await page.goto('/', {waitUntil: 'domcontentloaded'});
  await searchFor(page, 'attestation');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  release();
  await hydrated(page);
  await expect(box(page)).toHaveValue('attestation');
  await expect(options(page).first()).toBeVisible();
});

test('a parameter name opens its row in the API reference, marked as the target', async ({page}) => {
  await page.goto('/');
  await searchFor(page, 'max_tokens');
  await expect(options(page).first()).toHaveAttribute('href', '/api/chat-completions#request-max_tokens');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/api\/chat-completions#request-max_tokens$/);
  const row = page.locator('tr#request-max_tokens');
  await expect(row).toBeInViewport();
  await expect(row).toHaveClass(/\bhash-target\b/);
  await expect(row.locator('mark')).toHaveText(['max_tokens']);
});

test('a status code typed with its words opens its row in the error table', async ({page}) => {
  await page.goto('/');
  await searchFor(page, '429 too many requests');
  await expect(options(page).first()).toHaveAttribute('href', /#status-429$/);
});

test('the page marks the words typed, not the question around them', async ({page}) => {
  await page.goto('/');
  await searchFor(page, 'how do I stream responses');
  await expect(options(page).first()).toHaveAttribute('href', /^\/api\/chat-completions(#|$)/);
  await box(page).press('Enter');
  await expect(page.locator('article mark').first()).toBeVisible();
  const marked = await page.locator('article mark').allTextContents();
  for (const word of marked) expect(word.toLowerCase()).toMatch(/^(stream|respons)/);
});

test('lunr syntax is plain text: "title:proxy" finds what "title proxy" finds', async ({page}) => {
  await page.goto('/');
  const hrefs = async (query: string): Promise<string[]> => {
    await box(page).fill(query);
    await expect(options(page).first()).toBeVisible();
    return options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  };
  await box(page).click();
  const plain = await hrefs('title proxy');
  expect(await hrefs('title:proxy')).toEqual(plain);
  expect(await hrefs('+title -proxy')).toEqual(plain);
});

test('recent searches: kept in local storage, offered in an empty box, run with Enter, cleared on request', async ({page}) => {
  await page.goto('/');
  await searchFor(page, 'sharedPromptCache');
  await expect(options(page).first()).toBeVisible();
  await box(page).press('Enter');
  await expect(page).toHaveURL(/#/);
  expect(await page.evaluate(() => localStorage.getItem('confidant-search-recent'))).toBe('["sharedPromptCache"]');

  // A new visit: the empty box offers it; arrow keys and Enter run it.
  await page.goto('/quickstart');
  await box(page).click();
  const recent = page.getByRole('group', {name: 'Recent searches'}).getByRole('option');
  await expect(recent).toHaveText(['sharedPromptCache']);
  await box(page).press('ArrowDown');
  await expect(recent.first()).toHaveAttribute('aria-selected', 'true');
  await box(page).press('Enter');
  await expect(box(page)).toHaveValue('sharedPromptCache');
  await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first()).toBeVisible();

  await box(page).fill('');
  await page.getByRole('button', {name: 'Clear recent searches'}).click();
  await expect(recent).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('confidant-search-recent'))).toBeNull();
  // Nothing left to offer: the empty box shows no panel.
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

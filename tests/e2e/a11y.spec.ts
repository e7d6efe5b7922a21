// Accessibility: axe-core on one page of each type in both colour modes, and
// a keyboard-only walk through the shell.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './support/site';

// axe checks every element of a page against about 90 rules: on a long page
// (the API reference, 4,300 elements) one run takes 10-25 s on a 2-core
// machine with the other core busy. Each test runs axe once; its budget is
// the page load, that one run and a margin of three.
test.describe.configure({timeout: 90_000});

const pageTypes = {
  'version home with a diagram': '/',
  'guide with code tabs': '/quickstart',
  'API reference': '/api/chat-completions',
  'model page': '/models/gemma-3-27b',
  'model comparison': '/models/overview',
  'rate limit tables': '/rate-limits',
  'release notes': '/release',
  'upgrade notes': '/upgrading',
  'older version with its banner': '/1.23/guides/proxy-configuration',
  'unreleased version with its banner': '/next/security/hw-integrity',
  'not-found page': '/no-such-page',
};

async function axe(page: Page) {
  const {violations} = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`.trim()),
  }));
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe in ${mode} mode`, () => {
    test.use({colorScheme: mode});
    for (const [type, path] of Object.entries(pageTypes)) {
      test(`${type} (${path}) has no violations`, async ({page}) => {
        await page.goto(path, {waitUntil: 'networkidle'});
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await axe(page)).toEqual([]);
      });
    }

    test('the open search panel has no violations', async ({page}) => {
      await page.goto('/quickstart');
      await hydrated(page);
      const search = page.getByPlaceholder('Search...');
      await search.click();
      await search.fill('rate limit');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    // One axe run per test: axe takes seconds on a long page, and a test that
    // ran three of them came near its timeout on a slow machine.
    test('the recent searches panel has no violations', async ({page}) => {
      await page.goto('/quickstart');
      await hydrated(page);
      await page.evaluate(() => localStorage.setItem('confidant-search-recent', JSON.stringify(['max_tokens', '429'])));
      await page.getByPlaceholder('Search...').click();
      await expect(page.getByRole('group', {name: 'Recent searches'}).getByRole('option')).toHaveCount(2);
      expect(await axe(page)).toEqual([]);
    });

    test('a table row opened by search has no violations', async ({page}) => {
      await page.goto('/quickstart');
      await hydrated(page);
      const search = page.getByPlaceholder('Search...');
      await search.click();
      await search.fill('max_tokens');
      await search.press('Enter');
      await expect(page.locator('tr#request-max_tokens.hash-target')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test('the compare view with its collapsed sections open has no violations', async ({page}) => {
      await page.goto('/compare?page=guides/proxy-configuration&from=1.25&to=1.26');
      await hydrated(page);
      await expect(page.getByRole('heading', {name: 'Changed facts'})).toBeVisible();
      for (const summary of await page.locator('main details > summary').all()) await summary.click();
      expect(await axe(page)).toEqual([]);
    });

    test('the compare view of a page the older version lacks, on a phone, has no violations', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto('/compare?page=security/hw-integrity&from=1.25&to=1.28');
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test('the "Compare with version" menu has no violations', async ({page}) => {
      await page.goto('/1.26/guides/proxy-configuration');
      await hydrated(page);
      await page.getByText('Compare with version', {exact: true}).click();
      await expect(page.getByRole('link', {name: '1.25', exact: true})).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test('the mobile menu has no violations', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto('/api/overview');
      await hydrated(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  });
}

/** Presses Tab until the focused element matches `selector`; fails with the path taken. */
async function tabTo(page: Page, selector: string, max = 150): Promise<void> {
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const {matches, label} = await page.evaluate((sel) => {
      const el = document.activeElement;
      return {
        matches: !!el?.matches(sel),
        label: el
          ? `${el.tagName.toLowerCase()}${el.getAttribute('href') ? `[${el.getAttribute('href')}]` : ''} ${el.textContent.trim().slice(0, 30)}`
          : '',
      };
    }, selector);
    if (matches) return;
    path.push(label);
  }
  throw new Error(`Tab never reached ${selector}; focus went: ${path.join(' → ')}`);
}

// The keyboard-only walk, in four legs that each start from a loaded page:
// a single walk of a few hundred checked Tab presses came near its timeout on
// a slow machine, and a failure in one leg now names that leg. Each Tab is a
// round trip to the browser and a check of the focused element: a leg of up
// to 150 of them takes 10-30 s on a busy 2-core machine.
test.describe('keyboard only', () => {
  test('skip link, navbar, and the version dropdown with its versions in the tab order', async ({page}) => {
    await page.goto('/rate-limits');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await tabTo(page, 'a.navbar__brand');

    // The version dropdown opens with Enter and its versions are links in the tab order.
    await tabTo(page, '.navbar .dropdown > .navbar__link');
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar .dropdown').first()).toHaveClass(/dropdown--show/);
    // Its menu fades in (a CSS transition): Tab skips it until it is visible.
    await expect(page.locator('.navbar .dropdown__menu a').first()).toBeVisible();
    await tabTo(page, '.navbar .dropdown__menu a[href="/1.27/rate-limits"]', 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/1\.27\/rate-limits$/);
  });

  test('search: type, move to a result with the arrow keys, open it with Enter', async ({page}) => {
    await page.goto('/1.27/rate-limits');
    await hydrated(page);
    await tabTo(page, 'input[placeholder="Search..."]');
    await page.keyboard.type('proxy');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/1\.27\/rate-limits$/);
    await expect(page).toHaveURL(/\/1\.27\//);
  });

  test('the sidebar: its links are reachable and open with Enter', async ({page}) => {
    await page.goto('/1.27/quickstart');
    await hydrated(page);
    await tabTo(page, 'nav[aria-label="Docs sidebar"] a[href="/1.27/rate-limits"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/1\.27\/rate-limits$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Rate limits');
  });

  test('the table of contents: a link moves to its section', async ({page}) => {
    await page.goto('/1.27/rate-limits');
    await hydrated(page);
    await tabTo(page, '.table-of-contents a');
    const href = await page.evaluate(() => document.activeElement!.getAttribute('href')!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeInViewport();
  });
});

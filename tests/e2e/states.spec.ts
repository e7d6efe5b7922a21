// The shell's states and its behaviour, in the browser. The colour mode
// cycle and persistence, the version choice persisting across pages and
// reloads, and the mobile menu's secondary menu are in shell.spec.ts.
import {expect, test, type Page} from '@playwright/test';
import {hydrated, openMobileMenu, scrollTo} from './support/site';

const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const announcementBar = (page: Page) => page.locator('.theme-announcement-bar');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

// Storage unavailable (iframe, incognito, strict privacy): one
// warning, and the site behaves as with empty storage.
const unavailableStorage = {
  // As in a sandboxed iframe or with strict privacy settings: any access throws.
  'cannot be read': () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  },
  // As with a privacy extension: the object is there, every use throws.
  'throws on getItem and setItem': () => {
    const deny = () => {
      throw new DOMException('Storage is disabled.', 'SecurityError');
    };
    Storage.prototype.getItem = deny;
    Storage.prototype.setItem = deny;
    Storage.prototype.removeItem = deny;
  },
};

for (const [name, makeUnavailable] of Object.entries(unavailableStorage)) {
  test(`with local storage that ${name}, the site works and logs one warning`, async ({page}) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(makeUnavailable);
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/quickstart');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart');

    // It behaves as empty storage: choices work for the visit, nothing breaks.
    await toggle(page).click();
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await announcementBar(page).getByRole('button', {name: 'Close'}).click();
    await expect(announcementBar(page)).toHaveCount(0);
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/rate-limits"]').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Rate limits');
    expect(warnings.filter((w) => w.includes('browser storage is not available'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test('the colour mode chosen in one tab applies in the other tabs', async ({context}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  }
  // system -> light -> dark
  await toggle(first).click();
  await toggle(first).click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(second)).toHaveAttribute('aria-label', /currently dark mode/);
  // dark -> system, which is light here
  await toggle(first).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(toggle(second)).toHaveAttribute('aria-label', /currently system mode/);
});

test.describe('the announcement bar', () => {
  test('stays dismissed across pages and reloads', async ({page}) => {
    await page.goto('/');
    // Close is a React control: it works once the page has hydrated.
    await hydrated(page);
    await announcementBar(page).getByRole('button', {name: 'Close'}).click();
    await expect(announcementBar(page)).toHaveCount(0);
    expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('true');
    await page.goto('/1.23/quickstart');
    await hydrated(page);
    await expect(announcementBar(page)).toHaveCount(0);
  });

  test('comes back when its id changes', async ({page}) => {
    await page.goto('/');
    // Close is a React control: it works once the page has hydrated.
    await hydrated(page);
    await announcementBar(page).getByRole('button', {name: 'Close'}).click();
    await expect(announcementBar(page)).toHaveCount(0);
    const id = await stored(page, 'docusaurus.announcement.id');
    expect(id).toBeTruthy();
    // What a reader who dismissed the previous announcement has stored.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'a-previous-announcement'));
    await page.reload();
    await hydrated(page);
    await expect(announcementBar(page)).toBeVisible();
    expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('false');
    expect(await stored(page, 'docusaurus.announcement.id')).toBe(id);
  });
});

test('the navbar hides on scroll down and shows on scroll up, near the top and at the page end', async ({page}) => {
  await page.goto('/api/chat-completions');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  const hidden = /navbarHidden/;
  const height = await navbar.evaluate((n) => n.getBoundingClientRect().height);

  // Near the top it stays, even scrolling down.
  await scrollTo(page, Math.floor(height / 2));
  await expect(navbar).not.toHaveClass(hidden);
  await expect(navbar).toBeInViewport();

  await scrollTo(page, 2000);
  await expect(navbar).toHaveClass(hidden);
  await expect(navbar).not.toBeInViewport();

  await scrollTo(page, 1800);
  await expect(navbar).not.toHaveClass(hidden);
  await expect(navbar).toBeInViewport();

  await scrollTo(page, 2500);
  await expect(navbar).toHaveClass(hidden);
  await scrollTo(page, Math.floor(height / 2));
  await expect(navbar).not.toHaveClass(hidden);

  // At the page end it shows, even though the last scroll went down: the navigation is there at the end.
  await scrollTo(page, 3000);
  await expect(navbar).toHaveClass(hidden);
  await scrollTo(page, 'end');
  await expect(navbar).not.toHaveClass(hidden);
  await expect(navbar).toBeInViewport();
  // Just before the end: down hides it, any scroll up shows it again.
  const end = await page.evaluate(() => window.scrollY);
  await scrollTo(page, end - 200);
  await scrollTo(page, end - 100);
  await expect(navbar).toHaveClass(hidden);
  await scrollTo(page, end - 100 - Math.floor(height / 3));
  await expect(navbar).not.toHaveClass(hidden);
});

test.describe('below 996 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the side menu closes when the viewport becomes desktop width', async ({page}) => {
    const sidebar = await openMobileMenu(page, '/api/overview');

    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
    // Back at phone width, the menu is closed, not reopened.
    await page.setViewportSize({width: 390, height: 844});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(sidebar).not.toBeVisible();
  });
});

test('skip to main content works from the keyboard', async ({page}) => {
  await page.goto('/rate-limits');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // Focus is on <main>, where a screen reader reads on, not on <body>.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  // The next stop is inside the content, not the announcement, navbar or sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.closest('.navbar, .theme-doc-sidebar-container') === null)).toBe(true);
});

test.describe('the desktop breakpoint is 996 px (below 996 px is mobile)', () => {
  const toggleButton = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
  const docsSidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');

  for (const [width, layout] of [
    [995, 'mobile'],
    [996, 'desktop'],
    [997, 'desktop'],
  ] as const) {
    test(`${width} px is ${layout}`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/api/overview');
      await hydrated(page);
      const navbarSource = page.locator('nav.navbar').getByRole('link', {name: 'Public source repository'});
      if (layout === 'mobile') {
        await expect(toggleButton(page)).toBeVisible();
        await expect(navbarSource).toBeHidden();
        await expect(docsSidebar(page)).toBeHidden();
      } else {
        await expect(toggleButton(page)).toBeHidden();
        await expect(navbarSource).toBeVisible();
        // Rendered by React only for a desktop window size (useWindowSize), shown by CSS.
        await expect(docsSidebar(page)).toBeVisible();
      }
    });
  }

  test('the side menu opened at 995 px closes at 996 px', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    const sidebar = await openMobileMenu(page, '/api/overview');
    await page.setViewportSize({width: 996, height: 800});
    await expect(sidebar).toBeHidden();
    await expect(docsSidebar(page)).toBeVisible();
  });
});

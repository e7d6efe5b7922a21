import {expect, test, type Page} from '@playwright/test';
import {hydrated, openMobileMenu} from './support/site';
import {hasPage, upgradingPage} from '../../src/data/pageMatrix';
import {latestVersion, versions} from '../../src/data/versions';

const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

test.describe('docs version dropdown', () => {
  test('switches to the same page in another version and remembers the choice', async ({page}) => {
    await page.goto('/quickstart');
    // The menu's links switch versions through React: hover once it has hydrated.
    await hydrated(page);
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: latestVersion}).first();
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '1.24', exact: true}).click();
    await expect(page).toHaveURL(/\/1\.24\/quickstart$/);
    await expect(page.locator('.navbar .dropdown > .navbar__link').first()).toHaveText('1.24');

    const preferred = () => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
    expect(await preferred()).toBe('1.24');

    // Reading a page of another version does not overwrite the choice; a reload keeps it.
    await page.goto('/architecture/overview');
    await page.reload();
    expect(await preferred()).toBe('1.24');
  });

  test('lists every version, Next first, then the releases newest first', async ({page}) => {
    await page.goto('/');
    const items = page.locator('.navbar .dropdown__menu').first().locator('.dropdown__link');
    await expect(items).toHaveText(versions.map((v) => v.label));
    expect(versions.map((v) => v.label).slice(0, 2)).toEqual(['Next', latestVersion]);
  });
});

test.describe('colour mode', () => {
  test('starts light, cycles light, dark, system, and persists', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAttribute('aria-label', /currently system mode/);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-label', /currently light mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await toggle(page).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-label', /currently system mode/);
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('follows the OS preference while the reader has not chosen', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/1.26');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('dismissing the announcement bar persists', async ({page}) => {
  await page.goto('/');
  // Close is a React button: before hydration a click does nothing.
  await hydrated(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText(latestVersion);
  await expect(bar.getByRole('link', {name: 'Read the release notes'})).toHaveAttribute('href', '/release');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test.describe('below 996 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the mobile menu opens with "← Back to main menu"', async ({page}) => {
    const sidebar = await openMobileMenu(page, '/api/overview');
    await expect(sidebar.getByRole('link', {name: 'Quickstart'})).toBeVisible();
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar.getByRole('link', {name: 'Source'})).toBeVisible();
  });

  test('choosing a version in the mobile menu closes the menu', async ({page}) => {
    const sidebar = await openMobileMenu(page, '/api/overview');
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    // The "Versions" dropdown starts open: it holds the version being read.
    await sidebar.getByRole('link', {name: '1.25', exact: true}).click();
    await expect(page).toHaveURL(/\/1\.25\/api\/overview$/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test('the navbar has logo, title, version dropdown, search, source link and colour toggle', async ({page}) => {
  await page.goto('/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('img', {name: 'Confidant logo'})).toBeVisible();
  await expect(navbar.locator('.navbar__title')).toHaveText('Confidant');
  await expect(navbar.locator('.dropdown > .navbar__link').first()).toHaveText(latestVersion);
  await expect(navbar.getByRole('combobox', {name: 'Search the docs'})).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'Public source repository'})).toHaveAttribute(
    'href',
    'https://git.confidant.example/confidant/confidant-public',
  );
  await expect(toggle(page)).toBeVisible();
});

test.describe('the docs sidebar', () => {
  const topLevel = [
    'Introduction',
    'Quickstart',
    'Getting started',
    'Guides',
    'API',
    'Models',
    'Architecture',
    'Security',
    'Rate limits',
    'Release notes',
  ];
  const labels = (page: Page) =>
    page
      .locator('nav[aria-label="Docs sidebar"]')
      .locator('li.theme-doc-sidebar-item-link-level-1 > a, li.theme-doc-sidebar-item-category-level-1 > div > a')
      .allInnerTexts();

  // 1.23, the oldest version kept, has no upgrade notes: there is no version before it.
  for (const [path, version] of [
    ['/', latestVersion],
    ['/1.23', '1.23'],
    ['/next', 'next'],
  ] as const) {
    test(`lists the sections in order in ${path}`, async ({page}) => {
      await page.goto(path);
      const expected = hasPage(version, upgradingPage) ? [...topLevel, 'Upgrading'] : topLevel;
      expect((await labels(page)).map((l) => l.trim())).toEqual(expected);
    });
  }

  test('nests Attestation under Architecture and hardware integrity under Security', async ({page}) => {
    await page.goto('/architecture/attestation/overview');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('button', {name: 'Attestation'}).or(sidebar.getByRole('link', {name: 'Attestation'}))).toBeVisible();
    await page.goto('/security/hw-integrity');
    await expect(page.locator('.breadcrumbs')).toContainText('Security');
  });

  test('shows breadcrumbs', async ({page}) => {
    await page.goto('/1.25/guides/tool-calling');
    await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toContainText('Guides');
  });
});

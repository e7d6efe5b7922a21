import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {clientNavigate, consoleProblems, hydrated} from './support/site';
import {allRoutes, pageMatrix, pagesOf, routeOf} from '../../src/data/pageMatrix';
import {site} from '../../src/data/site';
import {latestVersion, versionOrder} from '../../src/data/versions';
import {compareRoute} from '../../src/plugins/version-compare/client/format';
import {errorPageFiles} from '../../src/lib/requestTarget';

const buildDir = 'build';
const notFoundTitle = 'Page Not Found';

/** Routes of the built site, read from its HTML files: `a/b.html` serves `/a/b`. */
function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        walk(full);
      } else if (entry.endsWith('.html') && !errorPageFiles.some((file) => full === path.join(buildDir, file))) {
        const rel = path.relative(buildDir, full).replace(/\.html$/, '');
        routes.push(rel === 'index' ? '/' : `/${rel}`);
      }
    }
  };
  walk(buildDir);
  return routes.sort();
}

/** Pages that exist in some version but not in this one, plus paths no version has. */
function absentRoutes(): string[] {
  const absent = versionOrder.flatMap((v) => pageMatrix.filter((p) => !p.versions.includes(v)).map((p) => routeOf(v, p.path)));
  return [
    ...absent,
    // The latest release is at the root only.
    `/${latestVersion}`,
    `/${latestVersion}/quickstart`,
    '/1.22',
    '/1.22/quickstart',
    '/docs',
    '/blog',
    '/tags',
    '/search',
    '/api',
    '/models',
    '/next/guides',
    '/architecture/attestation',
    '/nope',
    '/next/nope',
    '/1.24/api/overview/extra',
  ];
}

test('the built site has exactly the routes of the page matrix, and the compare view', () => {
  expect(builtRoutes()).toEqual([...allRoutes(), compareRoute].sort());
});

test('every route answers 200 with its own page', async ({request}) => {
  for (const route of allRoutes()) {
    const response = await request.get(route, {maxRedirects: 0});
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const canonical = /<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec(html)?.[1];
    expect(canonical, route).toBe(`${site.docsUrl}${route === '/' ? '/' : route}`);
    expect(html.includes(notFoundTitle), `${route} shows the not-found page`).toBe(false);
  }
});

test('every absent page answers 404 with the not-found page', async ({request}) => {
  const absent = absentRoutes();
  // The matrix must give us something to test in every version.
  expect(absent.length).toBeGreaterThan(versionOrder.length);
  for (const route of absent) {
    const response = await request.get(route, {maxRedirects: 0});
    expect(response.status(), route).toBe(404);
    const html = await response.text();
    expect(html.includes(notFoundTitle), `${route} shows the not-found page`).toBe(true);
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1], route).toBe(`${notFoundTitle} | Confidant Docs`);
  }
});

test('an unknown path shows the not-found page in the browser', async ({page}) => {
  const response = await page.goto('/1.24/security/hw-integrity');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: notFoundTitle})).toBeVisible();
  await expect(page).toHaveTitle(`${notFoundTitle} | Confidant Docs`);
  // And after a client-side navigation to an unknown path.
  await page.goto('/1.24/quickstart');
  await hydrated(page);
  await clientNavigate(page, '/1.24/no-such-page');
  await expect(page.getByRole('heading', {level: 1, name: notFoundTitle})).toBeVisible();
  await expect(page).toHaveTitle(`${notFoundTitle} | Confidant Docs`);
});

// The servers answer each of these with build/404.html, rendered once, for
// /404: the page must hydrate as that page whatever the router would match
// for the path (a version's catch-all, a page in another letter case), and a
// path that is not valid percent-encoding must not stop React from starting.
test.describe('the not-found page hydrates cleanly on every path that reaches it', () => {
  const versionButton = (page: Page) => page.locator('.navbar__item.dropdown > a[role="button"]');
  // A path that is not valid percent-encoding gets its stray % re-encoded in
  // the address before the router reads it; it names the same missing page.
  const paths: [requested: string, address: string][] = [
    ['/no-such-page', '/no-such-page'],
    ['/1.23/x', '/1.23/x'],
    ['/next/x', '/next/x'],
    ['/1.25/models/nope', '/1.25/models/nope'],
    ['/Quickstart', '/Quickstart'],
    ['/%E0%A4', '/%25E0%25A4'],
    ['/next/%E0%A4', '/next/%25E0%25A4'],
    ['/1.25/%E0%A4', '/1.25/%25E0%25A4'],
  ];
  for (const [requested, address] of paths) {
    test(`${requested}: no console error, and the colour toggle and search work`, async ({page}) => {
      const problems = consoleProblems(page);
      const response = await page.goto(requested);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(notFoundTitle);
      expect(new URL(page.url()).pathname).toBe(address);
      // The same navbar as build/404.html: the latest version's.
      await expect(versionButton(page)).toHaveText(latestVersion);

      const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
      const before = await toggle.getAttribute('aria-label');
      await toggle.click();
      await expect(toggle).not.toHaveAttribute('aria-label', before!);
      const search = page.getByRole('combobox', {name: 'Search the docs'});
      await search.click();
      await search.fill('rate limits');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(problems()).toEqual([]);
    });
  }

  test('a client-side navigation to such a path shows the same page as a full load', async ({page}) => {
    const problems = consoleProblems(page);
    await page.goto('/1.23/quickstart');
    await hydrated(page);
    await expect(versionButton(page)).toHaveText('1.23');
    await clientNavigate(page, '/1.23/x');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(notFoundTitle);
    await expect(versionButton(page)).toHaveText(latestVersion);
    // Back and Forward, as the router sees them, to a path it cannot decode.
    await clientNavigate(page, '/1.23/%E0%A4');
    await expect(page).toHaveURL(/\/1\.23\/%25E0%25A4$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(notFoundTitle);
    await page.goBack();
    await expect(page).toHaveURL(/\/1\.23\/x$/);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart');
    expect(problems()).toEqual([]);
  });
});

test('client-side navigation reaches a page of another section', async ({page}) => {
  await page.goto('/1.25/quickstart');
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Release notes', exact: true}).click();
  await expect(page).toHaveURL(/\/1\.25\/release$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Release notes');
  expect(pagesOf('1.25')).toContain('release');
});

test('a trailing .html or /index.html is redirected away by the server, in the browser too', async ({page}) => {
  for (const [from, to, title] of [
    ['/1.25/quickstart.html', '/1.25/quickstart', /^Quickstart \|/],
    ['/1.25/index.html', '/1.25', /^Introduction \|/],
  ] as const) {
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page).toHaveTitle(title);
  }
});

test("the breadcrumbs' home icon leads to the home of the version being read", async ({page}) => {
  const problems = consoleProblems(page);
  for (const version of ['1.23', latestVersion, 'next'] as const) {
    const guide = pagesOf(version).find((p) => p.startsWith('guides/'))!;
    await page.goto(routeOf(version, guide));
    const home = page.locator('nav[aria-label="Breadcrumbs"]').getByRole('link', {name: 'Home page'});
    // As served, and once React has the page.
    await expect(home).toHaveAttribute('href', routeOf(version, ''));
    await hydrated(page);
    await home.click();
    await expect(page).toHaveURL(routeOf(version, ''));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  }
  expect(problems()).toEqual([]);
});

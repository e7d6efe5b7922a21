import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {clientNavigate, hydrated} from './support/site';
import {allRoutes, pageMatrix, pagesOf, routeOf} from '../../src/data/pageMatrix';
import {site} from '../../src/data/site';
import {versionOrder} from '../../src/data/versions';
import {compareRoute} from '../../src/plugins/version-compare/format';

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
      } else if (entry.endsWith('.html') && full !== path.join(buildDir, '404.html')) {
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
    '/1.28',
    '/1.28/quickstart',
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

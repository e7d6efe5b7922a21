// The page actions above every docs page: Copy page, View as Markdown, Copy
// link to this version.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './support/site';

const site = 'https://docs.confidant.example';

test.beforeEach(async ({context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const actions = page.getByRole('group', {name: 'Page actions'});
  await expect(actions).toBeVisible();
  return actions;
}

const clipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

for (const [path, link] of [
  ['/1.23/api/embeddings', `${site}/1.23/api/embeddings`],
  ['/quickstart', `${site}/quickstart`],
  ['/next', `${site}/next`],
] as const) {
  test(`on ${path}, Copy page copies its Markdown twin and Copy link copies the page's URL in this version`, async ({page, request}) => {
    const actions = await open(page, path);
    const twin = `${path}.md`;
    const status = page.getByRole('status').filter({hasText: /copied|Could not/});

    await actions.getByRole('button', {name: 'Copy page'}).click();
    await expect(status).toHaveText('Page copied as Markdown.');
    expect(await clipboard(page)).toBe(await (await request.get(twin)).text());

    await actions.getByRole('button', {name: 'Copy link to this version'}).click();
    await expect(status).toHaveText('Link copied.');
    expect(await clipboard(page)).toBe(link);

    await expect(actions.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', twin);
  });
}

test('View as Markdown opens the twin itself, not a client-side route', async ({page}) => {
  const actions = await open(page, '/1.25/guides/tool-calling');
  const [response] = await Promise.all([
    page.waitForResponse('**/1.25/guides/tool-calling.md'),
    actions.getByRole('link', {name: 'View as Markdown'}).click(),
  ]);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  await expect(page).toHaveURL(/\/1\.25\/guides\/tool-calling\.md$/);
});

test('works from the keyboard: Enter and Space on the buttons', async ({page}) => {
  const actions = await open(page, '/rate-limits');
  await actions.getByRole('button', {name: 'Copy link to this version'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Link copied.'})).toBeVisible();
  expect(await clipboard(page)).toBe(`${site}/rate-limits`);
  await actions.getByRole('button', {name: 'Copy page'}).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown.'})).toBeVisible();
  // Tab order: Copy page, View as Markdown, Copy link.
  await page.keyboard.press('Tab');
  await expect(actions.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(actions.getByRole('button', {name: 'Copy link to this version'})).toBeFocused();
});

test('says so when the twin cannot be loaded, and copies nothing', async ({page}) => {
  await page.route('**/*.md', (route) => route.abort());
  const actions = await open(page, '/api/models');
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await actions.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: /^Could not load the page as Markdown: .+\.$/})).toBeVisible();
  expect(await clipboard(page)).toBe('before');
});

test('says so when the server has no twin for the page', async ({page}) => {
  await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'no'}));
  const actions = await open(page, '/api/models');
  await actions.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Could not load the page as Markdown: the server answered 404.'})).toBeVisible();
});

test('adds no request before it is used', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await open(page, '/api/overview');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.endsWith('.md'))).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing in ${mode} mode, with a message shown`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    const actions = await open(page, '/api/overview');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await actions.getByRole('button', {name: 'Copy link to this version'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Link copied.'})).toBeVisible();
    const {violations} = await new AxeBuilder({page}).include('[aria-label="Page actions"]').include('[role="status"]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('fits a 360 px phone without overflow', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await open(page, '/1.23/guides/proxy-configuration');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// Compare a page across versions (/compare) and the upgrade notes.
import {existsSync, readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {hydrated} from './support/site';
import {pageMatrix} from '../../src/data/pageMatrix';
import {versionOrder} from '../../src/data/versions';
import {compareIndexPath, comparisonPath, type CompareIndex} from '../../src/plugins/version-compare/client/format';

const ocspUrl = '/compare?page=guides/proxy-configuration&from=1.25&to=1.26';

test('every pair of versions that share a page has its comparison, and nothing else', () => {
  const index = JSON.parse(readFileSync(`build${compareIndexPath}`, 'utf8')) as CompareIndex;
  let pairs = 0;
  for (const {path, versions} of pageMatrix) {
    expect(Object.keys(index[path] ?? {}).sort(), path).toEqual([...versions].sort());
    const present = versionOrder.filter((v) => versions.includes(v));
    for (const [i, from] of present.entries()) {
      for (const to of present.slice(i + 1)) {
        expect(existsSync(`build${comparisonPath(path, from, to)}`), `${path} ${from}...${to}`).toBe(true);
        pairs++;
      }
    }
    const missing = versionOrder.find((v) => !versions.includes(v));
    if (missing) {
      const other = present[0]!;
      const [a, b] = versionOrder.indexOf(missing) < versionOrder.indexOf(other) ? [missing, other] : [other, missing];
      expect(existsSync(`build${comparisonPath(path, a, b)}`), `${path} ${a}...${b}`).toBe(false);
    }
  }
  expect(pairs).toBeGreaterThan(700);
});

test('from a page, "Compare with version" opens its differences, changed facts first (OCSP defaults, 1.25 to 1.26)', async ({page}) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/compare-data/')) dataRequests.push(request.url());
  });
  // A hydration mismatch or a render error reaches the console or the page's errors.
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/1.26/guides/proxy-configuration', {waitUntil: 'networkidle'});
  await hydrated(page);
  // Loaded on demand: the page's own load fetched no comparison.
  expect(dataRequests).toEqual([]);

  await page.getByText('Compare with version', {exact: true}).click();
  await page.getByRole('link', {name: '1.25', exact: true}).click();
  await expect(page).toHaveURL(ocspUrl);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Compare “Configure the proxy”: 1.25 and 1.26');

  const facts = page.locator('section', {has: page.getByRole('heading', {name: 'Changed facts'})});
  await expect(facts.getByRole('listitem').filter({hasText: '--nvidiaOCSPAllowUnknown'})).toHaveText(
    'The default of --nvidiaOCSPAllowUnknown changes from false to true.',
  );
  await expect(facts.getByText('Proxy flags and defaults', {exact: true})).toBeVisible();
  await expect(facts.getByRole('listitem').filter({hasText: '--nvidiaOCSPRevokedGracePeriod'})).toContainText('from 0 to 48');
  // Facts come before the sections.
  await expect(page.locator('main h2').first()).toContainText('Changed facts');

  // The flags table: the Default cell is marked word by word.
  const flags = page.locator('section', {has: page.getByRole('heading', {name: /^Flags/})});
  const row = flags.getByRole('row').filter({hasText: '--nvidiaOCSPAllowUnknown'});
  await expect(row.locator('del')).toHaveText('[removed: false]');
  await expect(row.locator('ins')).toHaveText('[added: true]');
  await expect(flags.getByRole('link', {name: 'Read in 1.26'})).toHaveAttribute('href', '/1.26/guides/proxy-configuration#flags');

  // Sections that differ only in the image tag are set apart, collapsed.
  await expect(page.getByText(/sections differ only in version numbers$/)).toBeVisible();
  expect(dataRequests.length).toBeGreaterThan(0);

  // Opened directly, the view hydrates from its loading state without a mismatch.
  await page.goto(ocspUrl);
  await hydrated(page);
  await expect(page.getByRole('heading', {name: 'Changed facts'})).toBeVisible();
  expect(problems).toEqual([]);
});

test('the menu names a page by its doc id, the introduction too, older version first', async ({page}) => {
  await page.goto('/1.23');
  await hydrated(page);
  await page.getByText('Compare with version', {exact: true}).click();
  await expect(page.getByRole('link', {name: '1.24', exact: true})).toHaveAttribute('href', '/compare?page=intro&from=1.23&to=1.24');
  await page.goto('/next/security/hw-integrity');
  await hydrated(page);
  await page.getByText('Compare with version', {exact: true}).click();
  await expect(page.getByRole('link', {name: '1.25 (no such page)', exact: true})).toHaveAttribute(
    'href',
    '/compare?page=security/hw-integrity&from=1.25&to=next',
  );
});

test('the view is noindex and absent from the sitemap', async ({page, request}) => {
  await page.goto(ocspUrl);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/guides/proxy-configuration');
  expect(sitemap).not.toContain('compare');
});

test('the form compares another pair, older version first whatever the order chosen', async ({page}) => {
  await page.goto(ocspUrl);
  await hydrated(page);
  await expect(page.getByRole('heading', {name: 'Changed facts'})).toBeVisible();
  await page.getByRole('combobox', {name: 'From'}).selectOption('1.28');
  await page.getByRole('combobox', {name: 'To'}).selectOption('1.23');
  await page.getByRole('button', {name: 'Compare'}).click();
  await expect(page).toHaveURL('/compare?page=guides/proxy-configuration&from=1.23&to=1.28');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Compare “Configure the proxy”: 1.23 and 1.28');
  // 1.24 added the OCSP flags: rows added to the flags table.
  const flags = page.locator('section', {has: page.getByRole('heading', {name: /^Flags/})});
  await expect(flags.getByText('Added table row').first()).toBeVisible();
});

test('a page another version lacks says where it starts or ends, with links', async ({page}) => {
  await page.goto('/compare?page=security/hw-integrity&from=1.25&to=1.28');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('“Hardware integrity” is new in 1.27: 1.25 does not have it.');
  await expect(alert.getByRole('link', {name: 'Read it in 1.27'})).toHaveAttribute('href', '/1.27/security/hw-integrity');
  await alert.getByRole('link', {name: 'compare 1.27 with 1.28'}).click();
  await expect(page.getByRole('heading', {level: 1})).toContainText('1.27 and 1.28');

  await page.goto('/compare?page=models/multilingual-e5-large-instruct&from=1.26&to=next');
  await expect(page.getByRole('alert')).toContainText('was removed in 1.28: Next does not have it. The last version with it is 1.27.');
  await expect(page.getByRole('alert').getByRole('link', {name: 'Read it in 1.27'})).toHaveAttribute(
    'href',
    '/1.27/models/multilingual-e5-large-instruct',
  );
});

test('bad input gets a clear answer, never a 5xx', async ({page, request}) => {
  await page.goto('/compare?page=no/such/page&from=1.25&to=1.26');
  await expect(page.getByRole('alert')).toHaveText('These docs have no page “no/such/page”. Choose one below.');
  await page.goto('/compare?page=quickstart&from=1.99&to=1.26');
  await expect(page.getByRole('alert')).toContainText('Choose two versions from the lists');
  await page.goto('/compare?page=quickstart&from=1.26&to=1.26');
  await expect(page.getByRole('alert')).toHaveText('Choose two different versions to compare.');
  await page.goto('/compare');
  await expect(page.getByText('Choose a page and two versions')).toBeVisible();
  for (const path of ['/compare-data/1.26...1.25/quickstart.json', '/compare-data/%2e%2e/package.json', '/compare/extra']) {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
  }
});

test('a failed load offers Retry, on the first visit too', async ({page}) => {
  let fail = true;
  await page.route('**/compare-data/**', (route) => (fail ? route.abort() : route.continue()));
  await page.goto(ocspUrl);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Could not load the comparison.');
  fail = false;
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByRole('heading', {name: 'Changed facts'})).toBeVisible();
});

for (const [name, url, ready] of [
  ['the form', '/compare', 'Compare versions'],
  ['a comparison', ocspUrl, 'Compare “Configure the proxy”: 1.25 and 1.26'],
] as const) {
  test(`on a phone, nothing on screen moves when ${name} replaces the loading message`, async ({page}) => {
    // The view renders after its data arrives. The footer, under the short
    // loading message on a phone, moved down then (Lighthouse: CLS 0.17).
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(url);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(ready);
    await expect(page.getByRole('button', {name: 'Compare', exact: true})).toBeVisible();
    // Every shift so far: the buffered entries, read once the page has been idle.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const e of entries as unknown as {value: number; hadRecentInput: boolean}[]) if (!e.hadRecentInput) sum += e.value;
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          observer.observe({type: 'layout-shift', buffered: true});
          requestAnimationFrame(() =>
            requestIdleCallback(() => {
              add(observer.takeRecords());
              observer.disconnect();
              resolve(sum);
            }),
          );
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
}

test('each release links to its upgrade notes, generated from the data', async ({page}) => {
  await page.goto('/1.26/release');
  await hydrated(page);
  await page.getByRole('link', {name: 'upgrading from 1.25 to 1.26'}).click();
  await expect(page).toHaveURL('/1.26/upgrading#from-125-to-126');
  await expect(page.locator('h2#from-125-to-126')).toBeInViewport();
  const ocsp = page.getByRole('listitem').filter({hasText: 'The default of --nvidiaOCSPAllowUnknown changes from false to true.'});
  await expect(ocsp).toHaveCount(1);
  await expect(
    page
      .getByRole('listitem')
      .filter({hasText: 'Contrast v1.13.0 instead of v1.12.0'})
      .getByRole('link', {name: 'Contrast integration (1.26)'}),
  ).toHaveAttribute('href', '/1.26/architecture/attestation/contrast-integration');

  // A page a note names also opens in the compare view, for the same two versions.
  await ocsp.getByRole('link', {name: 'compare with 1.25'}).click();
  await expect(page).toHaveURL(ocspUrl);
  await expect(page.getByRole('heading', {name: 'Changed facts'})).toBeVisible();
});

import {expect, test} from '@playwright/test';

test('search finds a page of the version being read and goes there', async ({page}) => {
  await page.goto('/1.24/quickstart');
  await page.getByRole('button', {name: 'Search'}).click();
  const input = page.getByPlaceholder('Search...');
  await input.fill('Qwen2.5-Coder');
  const results = page.locator('.aa-Panel .aa-Item');
  await expect(results.first()).toBeVisible();
  const hrefs = await page.locator('.aa-Panel a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/1\.24\//);
  }
  await results.first().click();
  await expect(page).toHaveURL(/\/1\.24\//);
});

test('a query with no match says so', async ({page}) => {
  await page.goto('/');
  await page.getByRole('button', {name: 'Search'}).click();
  await page.getByPlaceholder('Search...').fill('zzzqqqxxx');
  await expect(page.getByText('No results found.')).toBeVisible();
});

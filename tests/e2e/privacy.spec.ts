import {expect, test} from '@playwright/test';

// One page of each type, in several versions.
const pages = [
  '/',
  '/quickstart',
  '/api/chat-completions',
  '/models/overview',
  '/models/gemma-3-27b',
  '/rate-limits',
  '/architecture/attestation/overview',
  '/1.23/guides/proxy-configuration',
  '/next/release',
  '/no-such-page',
];

test('no page requests any other host and none sets a cookie', async ({page, context, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      foreign.push(url);
    }
  });
  for (const path of pages) {
    await page.goto(path, {waitUntil: 'networkidle'});
  }
  // Searching loads the index: still from our own host.
  await page.getByRole('combobox', {name: 'Search the docs'}).fill('attestation');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

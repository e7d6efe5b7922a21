// The OpenAPI documents as both servers serve them (projects node and nginx),
// and the link to them on the API pages.
import {expect, test} from '@playwright/test';
import {expectedHeaders, hydrated} from './support/site';
import {latestVersion} from '../../src/data/versions';

const documents: [path: string, version: string][] = [
  ['/openapi.json', latestVersion],
  ['/1.23/openapi.json', '1.23'],
  ['/next/openapi.json', 'next'],
];

for (const [path, version] of documents) {
  test(`${path} is the OpenAPI 3.1 document of ${version}, served as JSON with the security headers`, async ({request}) => {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    // A Content-Disposition would override the file name the download link gives.
    expect(headers['content-disposition']).toBeUndefined();
    for (const [name, value] of Object.entries(expectedHeaders())) {
      expect(headers[name.toLowerCase()], name).toBe(value);
    }
    const document = (await response.json()) as {openapi: string; info: {version: string}; servers: {url: string}[]};
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(version);
    expect(document.servers[0]?.url).toBe('http://localhost:8080/v1');
  });
}

test('an API page links its version’s document as a download, not as a route', async ({page}) => {
  await page.goto('/1.23/api/chat-completions');
  await hydrated(page);
  const link = page.getByRole('link', {name: 'Download the OpenAPI document'});
  await expect(link).toHaveAttribute('href', '/1.23/openapi.json');
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('confidant-openapi-1.23.json');
  await expect(page).toHaveURL(/\/1\.23\/api\/chat-completions$/);
});

test('the OpenAI-compatibility page links the document of its version too', async ({page}) => {
  await page.goto('/next/api/openai-compatibility');
  await expect(page.getByRole('link', {name: 'Download the OpenAPI document'})).toHaveAttribute('href', '/next/openapi.json');
  await expect(page.getByRole('row', {name: /tool_choice: "required"/})).toContainText('Rejected: 400');
});

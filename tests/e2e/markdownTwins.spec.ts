// The Markdown twins and llms files as both servers serve them (projects node
// and nginx), and the link to each twin in the page head.
import {readFileSync} from 'node:fs';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {hydrated} from './support/site';

const site = 'https://docs.confidant.example';

const expectedHeaders = (): Record<string, string> =>
  (JSON.parse(readFileSync('build/.server/security-headers.json', 'utf8')) as {headers: Record<string, string>}).headers;

async function fetchText(request: APIRequestContext, path: string, type: string): Promise<string> {
  const response = await request.get(path, {maxRedirects: 0});
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe(`${type}; charset=utf-8`);
  for (const [name, value] of Object.entries(expectedHeaders())) {
    expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
  return response.text();
}

test('a twin is the rendered page as Markdown: front matter, component tables, tabs, code languages', async ({request}) => {
  const md = await fetchText(request, '/1.23/api/chat-completions.md', 'text/markdown');
  expect(md).toMatch(
    /^---\ntitle: "Chat completions"\ndescription: ".+"\nversion: "1\.23"\ncanonical: "https:\/\/docs\.confidant\.example\/1\.23\/api\/chat-completions"\n---\n/,
  );
  // The request table is rendered by <ApiFields> from src/data/apiReference.ts.
  expect(md).toContain('| `model` | string | Yes |');
  expect(md).toMatch(/^\*\*Python\*\*\n\n```python\n/m);
  expect(md).toMatch(/^```bash\ncurl http:\/\/localhost:8080\/v1\/chat\/completions/m);
  // No page chrome.
  expect(md).not.toMatch(/On this page|Previous|Edit this page|<\/?(div|span|svg|button)\b/);
});

test('a diagram in a twin is its Mermaid source', async ({request}) => {
  const md = await fetchText(request, '/architecture/encryption.md', 'text/markdown');
  expect(md).toMatch(/^```mermaid\nsequenceDiagram\n/m);
  expect(md).not.toContain('/diagrams/');
});

test('the version roots and the site root have twins too', async ({request}) => {
  const roots: [path: string, canonical: string][] = [
    ['/index.md', `${site}/`],
    ['/next.md', `${site}/next`],
    ['/1.23.md', `${site}/1.23`],
  ];
  for (const [path, canonical] of roots) {
    expect(await fetchText(request, path, 'text/markdown'), path).toContain(`canonical: "${canonical}"`);
  }
});

for (const prefix of ['', '/1.23', '/next']) {
  test(`${prefix}/llms.txt links a twin for every page of the version, and each link resolves`, async ({request}) => {
    const txt = await fetchText(request, `${prefix}/llms.txt`, 'text/plain');
    expect(txt).toMatch(/^# Confidant Docs \S+\n\n> .+\n/);
    expect(txt).toContain(`${site}${prefix}/openapi.json`);
    const links = [...txt.matchAll(/^- \[[^\]]+\]\((https:\/\/docs\.confidant\.example\/[^)]+\.md)\)/gm)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(30);
    for (const link of links) {
      const path = link.slice(site.length);
      // `/1.23/...` and the version root's own twin `/1.23.md`; for the root version, no other version's path.
      const inVersion = prefix === '' ? !/^\/(1\.\d+|next)[/.]/.test(path) : path.startsWith(`${prefix}/`) || path === `${prefix}.md`;
      expect(inVersion, `${link} belongs to the version`).toBe(true);
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status(), link).toBe(200);
      expect(response.headers()['content-type'], link).toBe('text/markdown; charset=utf-8');
    }
  });
}

test('llms-full.txt holds every page of the version, each under its URL', async ({request}) => {
  const full = await fetchText(request, '/next/llms-full.txt', 'text/plain');
  const txt = await fetchText(request, '/next/llms.txt', 'text/plain');
  const pages = [...txt.matchAll(/\]\((https:\/\/[^)]+)\.md\)/g)].map((m) => m[1]!.replace(/\/index$/, '/'));
  for (const url of pages) expect(full, url).toContain(`<!-- ${url} -->`);
  expect(full).not.toMatch(/^canonical: /m);
});

test('each page links its twin in the head, also after a client-side navigation', async ({page}) => {
  await page.goto('/1.25/quickstart');
  await hydrated(page);
  const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(alternate).toHaveCount(1);
  await expect(alternate).toHaveAttribute('href', '/1.25/quickstart.md');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(/\/1\.25\/quickstart$/);
  const next = new URL(page.url()).pathname;
  await expect(alternate).toHaveCount(1);
  await expect(alternate).toHaveAttribute('href', `${next}.md`);
});

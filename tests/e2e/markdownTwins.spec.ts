// The Markdown twins and llms files as both servers serve them (projects node
// and nginx), and the link to each twin in the page head.
import {expect, test, type APIRequestContext} from '@playwright/test';
import {expectedHeaders, hydrated} from './support/site';
import {pagesOf, routeOf} from '../../src/data/pageMatrix';
import {getVersion, versionOrder, versionPrefix} from '../../src/data/versions';
import {markdownTwinPath} from '../../src/utils/markdownTwin';

const site = 'https://docs.confidant.example';

/** What both servers send for each kind of file an llms.txt links. */
const contentTypes: Record<string, string> = {'.md': 'text/markdown', '.txt': 'text/plain', '.json': 'application/json'};

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

test('a table the compatibility page renders from data reads as plain text, without the comments of server rendering', async ({
  request,
}) => {
  const md = await fetchText(request, '/api/openai-compatibility.md', 'text/markdown');
  expect(md).toContain('| `tool_choice: "required"` | Rejected: 400 |');
  expect(md).not.toContain('<!--');
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

for (const version of versionOrder) {
  const prefix = versionPrefix(version);
  test(`${prefix}/llms.txt links the twin of every page of ${version}, and every URL in it resolves`, async ({request}) => {
    const txt = await fetchText(request, `${prefix}/llms.txt`, 'text/plain');
    expect(txt).toMatch(new RegExp(`^# Confidant Docs ${getVersion(version).label.replace('.', '\\.')}\\n\\n> .+\\n`));
    expect(txt).toContain(`${site}${prefix}/openapi.json`);
    // The twins it lists are those of the pages of the version, no more, no fewer (src/data/pageMatrix.ts).
    const twins = [...txt.matchAll(/^- \[[^\]]+\]\((https:\/\/[^)\s]+)\)/gm)].map((m) => m[1]!);
    const expected = pagesOf(version).map((page) => site + markdownTwinPath(routeOf(version, page)));
    expect([...twins].sort()).toEqual([...expected].sort());
    // Every URL, the context lines too (llms-full.txt, the OpenAPI document, the other versions' llms.txt).
    const urls = [...new Set([...txt.matchAll(/https:\/\/docs\.confidant\.example[^\s)`;]*/g)].map((m) => m[0]))];
    expect(urls.length).toBeGreaterThan(twins.length);
    for (const url of urls) {
      const response = await request.get(url.slice(site.length), {maxRedirects: 0});
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe(`${contentTypes[url.slice(url.lastIndexOf('.'))]}; charset=utf-8`);
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

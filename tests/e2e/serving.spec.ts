// The site served as production serves it. Runs once per server (the node
// server of `npm start`, nginx with deploy/nginx.conf, and the edge platform
// with the build's _headers and _redirects): all must pass. Where the edge
// answers in its own way, the test says so and asserts what it does
// (the parity table, serverParity.spec.ts, says why per request).
import {readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {expectedHeaders} from './support/site';
import {latestVersion} from '../../src/data/versions';

/** A raw request, the path sent exactly as written (Playwright and fetch normalise `..`). */
function raw(baseURL: string, rawPath: string, method = 'GET'): Promise<{status: number; headers: http.IncomingHttpHeaders; body: string}> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({host: hostname, port, path: rawPath, method}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether this project's server is the edge platform (playwright.config.ts). */
const onEdge = (): boolean => test.info().project.name === 'edge';

/** What the edge platform sends for every file without a hash: its default, which revalidates before each reuse. */
const edgeRevalidate = 'public, max-age=0, must-revalidate';

/** The URL of the main bundle, a hashed asset, as the home page links it. */
async function mainBundle(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  // Preloaded in the head, added after the first paint (src/utils/ssrTemplate.ts).
  const src = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)?.[0];
  expect(src, 'the home page loads a hashed main bundle').toBeTruthy();
  return src!;
}

test('a page is served from a/b.html even where a folder a/b/ exists beside it', async ({request}) => {
  const response = await request.get('/1.23', {maxRedirects: 0});
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/docs-version-1\.23 /);
  expect(html).toContain('docs-doc-id-intro');
});

test('the one URL of a page: .html, /index.html and a trailing slash redirect to it in one hop, query kept', async ({request}) => {
  const cases: [string, string][] = [
    ['/quickstart.html', '/quickstart'],
    ['/1.25/api/overview.html', '/1.25/api/overview'],
    ['/quickstart/', '/quickstart'],
    ['/index.html', '/'],
    ['/api/overview/index.html', '/api/overview'],
    ['/quickstart/?a=1', '/quickstart?a=1'],
    ['/quickstart.html?a=1&b=2', '/quickstart?a=1&b=2'],
    ['/index.html?a=1', '/?a=1'],
    ['/api/overview/index.html?a=1', '/api/overview?a=1'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    const location = new URL(response.headers().location!, 'http://x');
    expect(location.pathname + location.search, from).toBe(to);
    expect((await request.get(to, {maxRedirects: 0})).status(), to).toBe(200);
  }
});

test('only GET and HEAD: other methods get 405 with Allow and the security headers', async ({request, baseURL}) => {
  const expected = expectedHeaders();
  // The edge platform answers an unknown method with 501 before any rule of
  // ours (parity table); the others reach its worker.
  const methods = ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND', 'TRACE', ...(onEdge() ? [] : ['FOO'])];
  for (const method of methods) {
    const {status, headers} = await raw(baseURL!, '/quickstart', method);
    expect(status, method).toBe(405);
    expect(headers.allow, method).toBe('GET, HEAD');
    for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${name} on ${method}`).toBe(value);
  }
  const head = await request.head('/quickstart');
  expect(head.status()).toBe(200);
  expect(head.headers().allow).toBeUndefined();
  expect((await head.body()).length).toBe(0);
  expect((await request.head('/no-such-page')).status()).toBe(404);
});

test('folders are never listed and hidden files never served: the not-found page instead', async ({request}) => {
  const notFound = await (await request.get('/no-such-page')).text();
  expect(notFound).toContain('Page Not Found');
  for (const path of [
    '/assets/js',
    '/assets/js/',
    '/assets',
    '/img',
    '/.server/security-headers.json',
    '/.server/security-headers.nginx.conf',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe(notFound);
  }
});

test('/.well-known/security.txt (RFC 9116) is served as text with the headers of every page', async ({request}) => {
  const response = await request.get('/.well-known/security.txt', {maxRedirects: 0});
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  // Revalidated like every file without a hash, and shown, not downloaded.
  expect(response.headers()['cache-control']).toBe(onEdge() ? edgeRevalidate : 'no-cache');
  expect(response.headers()['content-disposition']).toBeUndefined();
  for (const [name, value] of Object.entries(expectedHeaders())) expect(response.headers()[name.toLowerCase()], name).toBe(value);
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:security@confidant\.example$/m);
  const expires = /^Expires: (.+)$/m.exec(text)?.[1];
  expect(Date.parse(expires ?? '')).toBeGreaterThan(Date.now());
  // The folder is public for that file only.
  for (const path of ['/.well-known/', '/.well-known/.server', '/.well-known/../.server/security-headers.json']) {
    expect((await request.get(path, {maxRedirects: 0})).status(), path).toBe(404);
  }
});

test('path traversal is refused, plain or encoded', async ({baseURL}) => {
  for (const path of [
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/js/%2e%2e/%2e%2e/%2e%2e/package.json',
  ]) {
    const {status, body} = await raw(baseURL!, path);
    expect([400, 404], path).toContain(status);
    expect(body, path).not.toContain('"confidant-docs"');
  }
});

test('text is compressed with brotli or gzip', async ({request}) => {
  for (const path of ['/quickstart', await mainBundle(request), `/search-index-docs-default-${latestVersion}.json`]) {
    const response = await request.get(path, {headers: {'Accept-Encoding': 'br, gzip'}});
    expect(response.status(), path).toBe(200);
    expect(['br', 'gzip'], path).toContain(response.headers()['content-encoding']);
    expect(response.headers().vary, path).toMatch(/Accept-Encoding/i);
  }
});

test("text goes out as the build's precompressed twin: brotli, or gzip for a client without brotli", async ({request}) => {
  for (const path of ['/api/chat-completions', await mainBundle(request)]) {
    const file = `build${path}${path.endsWith('.js') ? '' : '.html'}`;
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const response = await request.get(path, {headers: {'Accept-Encoding': accept}});
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], `${path} (${accept})`).toBe(encoding);
      // The twin's own length: sent as written at build time, not compressed
      // again. The edge gets no twins (DEPLOY.md) and compresses on its own.
      if (!onEdge()) expect(Number(response.headers()['content-length']), `${path} (${accept})`).toBe(statSync(file + suffix).size);
      expect((await response.body()).equals(readFileSync(file)), `${path} (${accept})`).toBe(true);
    }
  }
});

test('hashed assets are cached for a year, pages and indexes revalidate', async ({request}) => {
  const asset = await request.get(await mainBundle(request));
  expect(asset.headers()['cache-control']).toMatch(/max-age=31536000/);
  expect(asset.headers()['cache-control']).toMatch(/immutable/);
  for (const path of ['/', '/quickstart', `/search-index-docs-default-${latestVersion}.json`, '/img/logo.svg']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe(onEdge() ? edgeRevalidate : 'no-cache');
  }
  // The edge stores no error at all.
  expect((await request.get('/no-such-page')).headers()['cache-control']).toBe(onEdge() ? 'no-store' : 'no-cache');
});

test('every response carries the security headers of the build', async ({request}) => {
  const expected = expectedHeaders();
  for (const path of ['/', '/api/chat-completions', await mainBundle(request), '/no-such-page', '/quickstart.html']) {
    const headers = (await request.get(path, {maxRedirects: 0})).headers();
    for (const [name, value] of Object.entries(expected)) {
      expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  }
  const csp = expected['Content-Security-Policy']!;
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(directive('script-src')).toMatch(/'sha256-/);
  expect(directive('connect-src')).toBe("connect-src 'self'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(expected['X-Content-Type-Options']).toBe('nosniff');
  expect(expected['Referrer-Policy']).toBeTruthy();
  expect(expected['Permissions-Policy']).toBeTruthy();
});

test.describe('the Content-Security-Policy in the browser', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {cspViolations: string[]};
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
  });
  const violations = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

  test('blocks nothing the site does: pages, diagrams, search, the not-found page', async ({page}) => {
    // Five pages to network idle and a search: the edge's local server takes a second and more per request under load.
    test.setTimeout(120_000);
    // The home page has the colour-mode script, the base URL banner script and a diagram.
    for (const path of ['/', '/api/chat-completions', '/models/overview', '/1.23/guides/privategpt', '/no-such-page']) {
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/');
    const search = page.getByPlaceholder('Search...');
    await search.click();
    await search.fill('attestation');
    // The edge's local server compresses the search index per request, slowly under load.
    await expect(page.getByRole('option').first()).toBeVisible(onEdge() ? {timeout: 60_000} : {});
    expect(await violations(page)).toEqual([]);
  });

  test('is enforced: an injected inline script does not run', async ({page}) => {
    await page.goto('/quickstart');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      return (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    expect((await violations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
  });
});

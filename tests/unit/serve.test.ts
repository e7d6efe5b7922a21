import {mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import net, {type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  connectionCap,
  connectionLimits,
  createStaticServer,
  immutableCacheControl,
  openFileLimit,
  readSecurityHeaders,
  type StaticServer,
} from '../../scripts/serve';
import {localMainConfig} from '../../scripts/lib/nginx';
import {writeServerConfig} from '../../src/plugins/security-headers';

// A small build: pages, a folder beside a page of the same name, a hashed
// asset, the not-found page, and a secret next to (not inside) the build.
const top = mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
const root = path.join(top, 'build');
const rootLink = path.join(top, 'current');
const notFound = '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>';
const asset = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const files: Record<string, string> = {
  'index.html': '<!doctype html><script>theme()</script><h1>Home</h1>',
  '404.html': notFound,
  'a/b.html': '<!doctype html><h1>Page B</h1>',
  'a/b.md': '# Page B\n',
  'index.md': '# Home\n',
  'a/b/c.html': '<!doctype html><h1>Page C</h1>',
  'assets/js/main.0123abcd.js': asset,
  'search-index-docs.json': '{"documents":[]}',
  '.well-known/security.txt': 'Contact: mailto:security@example.test\n',
  '.well-known/.hidden': 'NOT PUBLIC',
  'a/.well-known/x.txt': 'NOT PUBLIC EITHER',
};
// A file with the twins `npm run build` writes beside it (scripts/lib/precompress.ts).
const twinned = `export const text = ${JSON.stringify('y'.repeat(5000))};`;
const twinnedBr = zlib.brotliCompressSync(twinned);
const twinnedGz = zlib.gzipSync(twinned, {level: 9});

let server: StaticServer;
let port: number;
/** The same build, with a short headers timeout and room for two connections. */
let limited: http.Server;
let limitedPort: number;

beforeAll(async () => {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), body);
  }
  writeFileSync(path.join(root, 'assets/js/twin.0123abcd.js'), twinned);
  writeFileSync(path.join(root, 'assets/js/twin.0123abcd.js.br'), twinnedBr);
  writeFileSync(path.join(root, 'assets/js/twin.0123abcd.js.gz'), twinnedGz);
  writeFileSync(path.join(top, 'secret.txt'), 'TOP SECRET');
  mkdirSync(path.join(top, 'outside'));
  writeFileSync(path.join(top, 'outside/passwd'), 'TOP SECRET');
  await writeServerConfig(root);
  // Served through a link to the build folder, as an atomic deploy does.
  symlinkSync(root, rootLink);
  server = createStaticServer({root: rootLink});
  limited = createStaticServer({root: rootLink, limits: {headersTimeoutMs: 500, maxConnections: 2, requestsPerConnection: 3}});
  await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
  limitedPort = (limited.address() as AddressInfo).port;
  // Links that appear below it once it runs: to a file, a folder, a page.
  symlinkSync(path.join(top, 'secret.txt'), path.join(root, 'link.txt'));
  symlinkSync(path.join(top, 'outside'), path.join(root, 'linkdir'));
  symlinkSync(path.join(root, 'a/b.html'), path.join(root, 'linkpage.html'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => limited.close(resolve));
  rmSync(top, {recursive: true, force: true});
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: the path goes out exactly as written (no URL normalisation). */
function get(rawPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port, path: rawPath, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request written byte for byte (any method, any path), and the head and body of the answer. */
function send(request: string): Promise<{status: number; head: string; body: string}> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split(/\r\n\r\n(.*)/s);
      resolve({status: Number(head.slice(9, 12)), head, body});
    });
    socket.write(request);
  });
}

const request = (method: string, target: string, headers = '') =>
  send(`${method} ${target} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`);

describe('serve', () => {
  it('serves /a/b from a/b.html even with a folder a/b/ beside it, and / from index.html', async () => {
    expect((await get('/a/b')).body.toString()).toContain('Page B');
    expect((await get('/a/b/c')).body.toString()).toContain('Page C');
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('Home');
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const reply = await get('/no/such/page');
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toBe(notFound);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
  });

  it('lists no directory', async () => {
    for (const dir of ['/assets', '/assets/js/', '/a', '/a/']) {
      const reply = await get(dir);
      const final = reply.status === 301 ? await get(reply.headers.location!) : reply;
      expect(final.status, dir).toBe(404);
      expect(final.body.toString(), dir).not.toContain('main.0123abcd.js');
    }
  });

  it('refuses path traversal, plain or encoded', async () => {
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/a/%2e%2e%2f%2e%2e%2fsecret.txt']) {
      const reply = await get(p);
      expect([400, 404], p).toContain(reply.status);
      expect(reply.body.toString(), p).not.toContain('TOP SECRET');
    }
  });

  it('serves a build whose folder is a link, follows no link below it, and serves no hidden file', async () => {
    expect((await get('/a/b')).body.toString()).toContain('Page B');
    for (const p of ['/link.txt', '/linkdir/passwd', '/linkpage']) {
      const reply = await get(p);
      expect(reply.status, p).toBe(404);
      expect(reply.body.toString(), p).toBe(notFound);
    }
    const hidden = await get('/.server/security-headers.json');
    expect(hidden.status).toBe(404);
    expect(hidden.body.toString()).toBe(notFound);
  });

  it('serves /.well-known/ (RFC 8615) as text, and still no other hidden path', async () => {
    const txt = await get('/.well-known/security.txt');
    expect(txt.status).toBe(200);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.body.toString()).toContain('Contact: mailto:');
    for (const p of ['/.well-known/.hidden', '/a/.well-known/x.txt']) expect((await get(p)).status, p).toBe(404);
  });

  it('redirects /a/b.html, /a/b/ and /index.html to the one clean URL', async () => {
    expect(await get('/a/b.html')).toMatchObject({status: 301, headers: {location: '/a/b'}});
    expect(await get('/a/b/')).toMatchObject({status: 301, headers: {location: '/a/b'}});
    const index = await get('/index.html');
    expect(index.status).toBe(301);
  });

  it('gzips text without a twin for a client that takes gzip, as nginx does; no brotli per request', async () => {
    const file = '/assets/js/main.0123abcd.js';
    const identityTag = (await get(file)).headers.etag!;
    const gzip = await get(file, {'Accept-Encoding': 'gzip'});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(asset);
    // The representation differs from the file's bytes: a weak ETag.
    expect(gzip.headers.etag).toBe(`W/${identityTag}`);
    for (const accept of [{'Accept-Encoding': 'br'}, {}] as Record<string, string>[]) {
      const plain = await get(file, accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(asset);
      expect(plain.headers.vary, 'it varies even when not compressed').toBe('Accept-Encoding');
    }
  });

  it("sends a file's precompressed twin when the client accepts its encoding: br first, then gzip, else the file", async () => {
    const twin = '/assets/js/twin.0123abcd.js';
    const identity = await get(twin);
    const br = await get(twin, {'Accept-Encoding': 'gzip, deflate, br'});
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(twinnedBr)).toBe(true);
    expect(br.headers['content-length']).toBe(String(twinnedBr.length));
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    // Each representation has its own validator: the twin file's (nginx: mtime-size).
    const twinStats = statSync(path.join(root, 'assets/js/twin.0123abcd.js.br'));
    expect(br.headers.etag).toBe(`"${Math.floor(twinStats.mtimeMs / 1000).toString(16)}-${twinStats.size.toString(16)}"`);
    expect(br.headers.etag).not.toBe(identity.headers.etag);

    const gzip = await get(twin, {'Accept-Encoding': 'gzip'});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(twinnedGz)).toBe(true);

    for (const refused of [{}, {'Accept-Encoding': 'br;q=0, gzip;q=0'}, {'Accept-Encoding': 'identity'}] as Record<string, string>[]) {
      const plain = await get(twin, refused);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(twinned);
    }
  });

  it('sends the whole twin for a range its client takes encoded, and 304 only for the ETag of what it would send', async () => {
    const twin = '/assets/js/twin.0123abcd.js';
    // As nginx: the twin is sent whole; the file itself serves ranges.
    const encoded = await get(twin, {Range: 'bytes=0-9', 'Accept-Encoding': 'br'});
    expect(encoded.status).toBe(200);
    expect(encoded.headers['content-encoding']).toBe('br');
    const part = await get(twin, {Range: 'bytes=0-9'});
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.toString()).toBe(twinned.slice(0, 10));
    const br = await get(twin, {'Accept-Encoding': 'br'});
    expect((await get(twin, {'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag!})).status).toBe(304);
    // The file's own ETag names another representation than the brotli one.
    const identityTag = (await get(twin)).headers.etag!;
    expect((await get(twin, {'Accept-Encoding': 'br', 'If-None-Match': identityTag})).status).toBe(200);
    const head = await request('HEAD', twin, 'Accept-Encoding: br\r\n');
    expect(head.head).toMatch(/content-encoding: br/i);
    expect(head.head).toContain(`Content-Length: ${twinnedBr.length}`);
    expect(head.body).toBe('');
  });

  it('caches hashed assets for a year and makes everything else revalidate', async () => {
    expect((await get('/assets/js/main.0123abcd.js')).headers['cache-control']).toBe(immutableCacheControl);
    // A part, a 416 or a redirect under /assets/ is no hashed file.
    for (const range of ['bytes=0-9', 'bytes=999999-']) {
      expect((await get('/assets/js/main.0123abcd.js', {Range: range})).headers['cache-control'], range).toBe('no-cache');
    }
    expect((await get('/assets/js/x.html')).headers['cache-control']).toBe('no-cache');
    for (const p of ['/', '/a/b', '/search-index-docs.json', '/nope']) {
      expect((await get(p)).headers['cache-control'], p).toBe('no-cache');
    }
  });

  it('sends the security headers on pages, assets, 404s and redirects', async () => {
    const expected = readSecurityHeaders(root);
    for (const p of ['/', '/assets/js/main.0123abcd.js', '/nope', '/a/b.html', '/../secret.txt']) {
      const {headers} = await get(p);
      for (const [name, value] of Object.entries(expected)) {
        expect(headers[name.toLowerCase()], `${name} on ${p}`).toBe(value);
      }
    }
    const csp = expected['Content-Security-Policy']!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    // The inline script of index.html is allowed by its hash.
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers odd paths with the not-found page or a short 400/414, never 5xx', async () => {
    for (const p of [`/${'x'.repeat(300)}`, `/a/${'x'.repeat(252)}`, '/%e0%a4', '/%c0%ae%c0%ae/secret.txt', '/404.html']) {
      const reply = await get(p);
      expect(reply.status, p.slice(0, 20)).toBe(404);
      expect(reply.body.toString(), p.slice(0, 20)).toBe(notFound);
    }
    for (const [p, status] of [
      ['/a/b%00', 400],
      ['/%00', 400],
      ['/%', 400],
      ['/%zz', 400],
      ['/a%e', 400],
      [`/${'x'.repeat(9000)}`, 414],
    ] as const) {
      const reply = await get(p);
      expect(reply.status, p.slice(0, 20)).toBe(status);
      expect(reply.body.toString(), p.slice(0, 20)).toBe(`${status} ${http.STATUS_CODES[status]}\n`);
      expect(reply.headers['content-type'], p.slice(0, 20)).toBe('text/plain; charset=utf-8');
    }
  });

  it('answers methods other than GET and HEAD with 405 and Allow, unknown ones too', async () => {
    const expected = readSecurityHeaders(root);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'PROPFIND', 'FOO', 'BREW']) {
      const reply = await request(method, '/a/b', 'Content-Length: 0\r\n');
      expect(reply.status, method).toBe(405);
      expect(reply.head, method).toMatch(/^Allow: GET, HEAD$/m);
      expect(reply.head, method).toContain(`Content-Security-Policy: ${expected['Content-Security-Policy']}`);
      expect(reply.body, method).toContain('405 Method Not Allowed');
    }
    // CONNECT names a host, not a path: a bad request, as nginx answers.
    expect((await request('CONNECT', 'x:443')).status).toBe(400);
    // nginx: a method must be capitals; anything else is a bad request.
    expect((await request('get', '/a/b')).status).toBe(400);
    const head = await request('HEAD', '/a/b');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.head).not.toMatch(/^Allow:/m);
  });

  it('keeps the query string in its redirects, and reaches /x from /x/index.html in one hop', async () => {
    for (const [from, to] of [
      ['/a/b/?q=1', '/a/b?q=1'],
      ['/a/b.html?q=1&r=%2F', '/a/b?q=1&r=%2F'],
      ['/index.html?q=1', '/?q=1'],
      ['/a/b/index.html', '/a/b'],
      ['/a/b/index.html?q=1', '/a/b?q=1'],
      ['/a/b/index?q=1', '/a/b?q=1'],
    ]) {
      expect(await get(from!), from).toMatchObject({status: 301, headers: {location: to}});
    }
  });

  it('answers If-Modified-Since with 304 and sends Last-Modified beside the ETag', async () => {
    const first = await get('/a/b');
    expect(first.headers.etag).toBeTruthy();
    const lastModified = first.headers['last-modified']!;
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
    const fresh = await get('/a/b', {'If-Modified-Since': lastModified});
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    expect((await get('/a/b', {'If-Modified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT'})).status).toBe(200);
    expect((await get('/a/b', {'If-None-Match': '"other"', 'If-Modified-Since': lastModified})).status).toBe(200);
    expect((await get('/a/b', {'If-None-Match': first.headers.etag!})).status).toBe(304);
  });

  it('serves one range, the whole file for several or another unit, and 416 past the end', async () => {
    const one = await get('/assets/js/main.0123abcd.js', {Range: 'bytes=0-2047'});
    expect(one.status).toBe(206);
    expect(one.headers['content-encoding']).toBeUndefined();
    expect(one.body.toString()).toBe(asset.slice(0, 2048));
    for (const range of ['bytes=0-9,20-29', 'items=0-9']) {
      const whole = await get('/assets/js/main.0123abcd.js', {Range: range});
      expect(whole.status, range).toBe(200);
      expect(whole.body.toString(), range).toBe(asset);
    }
    const past = await get('/assets/js/main.0123abcd.js', {Range: 'bytes=999999-'});
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${asset.length}`);
    expect(past.body.toString()).not.toContain('console.log');
    // A file gzipped now has no byte ranges (nginx's gzip filter comes first).
    expect((await get('/assets/js/main.0123abcd.js', {Range: 'bytes=0-9', 'Accept-Encoding': 'gzip'})).status).toBe(200);
  });

  it('honours If-Range: a stale validator gets the whole file, not a part of a changed one (RFC 9110 13.1.5)', async () => {
    const file = '/assets/js/main.0123abcd.js';
    const {etag, 'last-modified': lastModified} = (await get(file)).headers;
    for (const current of [etag!, lastModified!]) {
      const part = await get(file, {Range: 'bytes=0-9', 'If-Range': current});
      expect(part.status, current).toBe(206);
      expect(part.body.toString()).toBe(asset.slice(0, 10));
    }
    const later = new Date(Date.parse(lastModified!) + 3_600_000).toUTCString();
    for (const stale of ['"stale"', `W/${etag!}`, 'Mon, 01 Jan 1990 00:00:00 GMT', later]) {
      const whole = await get(file, {Range: 'bytes=0-9', 'If-Range': stale});
      expect(whole.status, stale).toBe(200);
      expect(whole.body.toString(), stale).toBe(asset);
    }
  });

  it('refuses to start on a folder that is not a complete build, or has a link below it', () => {
    expect(() => createStaticServer({root: path.join(top, 'outside')})).toThrow(/npm run build/);
    expect(() => createStaticServer({root})).toThrow(/symbolic links below it \(link.txt, linkdir, linkpage.html\)/);
  });

  it('answers what node itself would answer without the security headers: no Host, Expect, HTTP/0.9', async () => {
    const csp = `Content-Security-Policy: ${readSecurityHeaders(root)['Content-Security-Policy']}`;
    const noHost = await send('GET /a/b HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost.status).toBe(400);
    expect(noHost.head).toContain(csp);
    expect((await send('GET /a/b HTTP/1.0\r\n\r\n')).status).toBe(200);
    // nginx ignores an expectation it does not know.
    const expectation = await request('GET', '/a/b', 'Expect: foo\r\n');
    expect(expectation.status).toBe(200);
    expect(expectation.head).toContain(csp);
    for (const version of ['2.0', '0.9']) {
      const other = await send(`GET /a/b HTTP/${version}\r\nHost: x\r\n\r\n`);
      expect(other.status, version).toBe(400);
      expect(other.head, version).toContain(csp);
    }
    // An HTTP/0.9 answer has no headers: none at all.
    expect((await send('GET /a/b\r\n\r\n')).head).toBe('');
  });

  it('answers a page with its Markdown twin for a client that asks for Markdown, and says so in Vary', async () => {
    for (const [target, twin] of [
      ['/a/b', '# Page B\n'],
      ['/', '# Home\n'],
      ['/a/b?x=1', '# Page B\n'],
    ] as const) {
      const markdown = await get(target, {Accept: 'text/markdown, text/html;q=0.9'});
      expect(markdown.headers['content-type'], target).toBe('text/markdown; charset=utf-8');
      expect(markdown.body.toString(), target).toBe(twin);
      expect(markdown.headers.vary, target).toBe('Accept');
    }
    const html = await get('/a/b', {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'});
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers.vary).toBe('Accept');
    // A page without a twin stays HTML; a file that is no page has no Vary: Accept.
    expect((await get('/a/b/c', {Accept: 'text/markdown'})).headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await get('/search-index-docs.json', {Accept: 'text/markdown'})).headers.vary).toBeUndefined();
  });

  it('refuses a Host nginx refuses (empty, a space, `..`, no name) with the bad-request page and the security headers', async () => {
    const csp = `Content-Security-Policy: ${readSecurityHeaders(root)['Content-Security-Policy']}`;
    for (const host of ['', 'local host', 'a..b', '.', ':80', 'a/b']) {
      const reply = await send(`GET /a/b HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(reply.status, host).toBe(400);
      expect(reply.head, host).toContain(csp);
    }
    // HTTP/1.0 needs no Host, but one it sends must be valid.
    expect((await send('GET /a/b HTTP/1.0\r\nHost: \r\n\r\n')).status).toBe(400);
    for (const host of ['x:3000', 'x.', '.x', '[::1]:80', 'X', 'a\\b']) {
      expect((await send(`GET /a/b HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).status, host).toBe(200);
    }
  });

  it('refuses a second line of a header nginx takes once; of two Range lines, takes the first', async () => {
    for (const [name, value] of [
      ['If-None-Match', '"x"'],
      ['If-Modified-Since', 'Mon, 01 Jan 1990 00:00:00 GMT'],
      ['If-Range', '"x"'],
      ['Expect', 'foo'],
      ['Authorization', 'Basic eDp5'],
    ]) {
      const reply = await request('GET', '/a/b', `${name}: ${value}\r\n${name}: ${value}\r\n`);
      expect(reply.status, name).toBe(400);
      expect(reply.head, name).toMatch(/^Content-Security-Policy: /m);
    }
    const part = await request('GET', '/assets/js/main.0123abcd.js', 'Range: bytes=0-1\r\nRange: bytes=2-3\r\n');
    expect(part.status).toBe(206);
    expect(part.body).toBe(asset.slice(0, 2));
  });

  it('takes the absolute form as nginx parses it: any host it takes, a query without a path', async () => {
    // The path of `http://host?q` is `/`, spelled otherwise: redirected, as nginx does.
    const rootQuery = await request('GET', `http://localhost:${port}?a=1`);
    expect(rootQuery.status).toBe(301);
    expect(rootQuery.head).toMatch(/^Location: \/\?a=1\r?$/m);
    expect((await request('GET', `http://localhost:${port}/a/b?a=1`)).status).toBe(200);
    expect((await request('GET', 'http://localhost')).status).toBe(200);
    for (const target of [
      'http:///a/b',
      'http://:80/a/b',
      'http://a..b/a/b',
      'http://a_b/a/b',
      'http://u@h/a/b',
      'http://h:x/a/b',
      'http://h#x',
    ]) {
      const reply = await request('GET', target);
      expect(reply.status, target).toBe(400);
      expect(reply.head, target).toMatch(/^Content-Security-Policy: /m);
    }
    // An empty query is none (nginx's $is_args).
    const emptyQuery = await request('GET', '/a/b/?');
    expect(emptyQuery.status).toBe(301);
    expect(emptyQuery.head).toMatch(/^Location: \/a\/b\r?$/m);
  });

  it('sends 100 Continue only before a file it serves, as nginx does: never before a refusal, a redirect or a 404', async () => {
    const interim = (reply: {head: string}) => reply.head.startsWith('HTTP/1.1 100 Continue');
    const post = await request('POST', '/a/b', 'Expect: 100-continue\r\nContent-Length: 5\r\n');
    expect(post.status).toBe(405);
    expect(post.head).toMatch(/^Content-Security-Policy: /m);
    for (const target of ['/nope', '/a/b/', '/%zz']) {
      const reply = await request('GET', target, 'Expect: 100-continue\r\nContent-Length: 5\r\n');
      expect(interim(reply), target).toBe(false);
      expect(reply.status, target).not.toBe(200);
    }
    // The answer after the interim one, with the security headers.
    const page = await request('GET', '/a/b', 'Expect: 100-continue\r\nContent-Length: 5\r\n');
    expect(interim(page)).toBe(true);
    expect(page.body).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(page.body).toMatch(/^Content-Security-Policy: /m);
    // HTTP/1.0, or another expectation beside it: no interim answer (ngx_http_test_expect).
    expect(interim(await request('GET', '/a/b', 'Expect: 100-continue, foo\r\n'))).toBe(false);
    expect(interim(await send('GET /a/b HTTP/1.0\r\nExpect: 100-continue\r\n\r\n'))).toBe(false);
  });

  it('serves the whole file as one range for a last byte past any size (RFC 9110 14.1.2; nginx answers 416 past 2^63)', async () => {
    const reply = await get('/assets/js/main.0123abcd.js', {Range: 'bytes=0-99999999999999999999'});
    expect(reply.status).toBe(206);
    expect(reply.headers['content-range']).toBe(`bytes 0-${asset.length - 1}/${asset.length}`);
    expect((await get('/assets/js/main.0123abcd.js', {Range: 'bytes=-99999999999999999999'})).status).toBe(206);
    expect((await get('/assets/js/main.0123abcd.js', {Range: 'bytes=99999999999999999999-'})).status).toBe(416);
  });

  it('takes a tab around a header value as white space (RFC 9112 5.1; nginx refuses it)', async () => {
    expect((await send('GET /a/b HTTP/1.1\r\nHost:\tx\r\nTransfer-Encoding:\tchunked\r\nConnection: close\r\n\r\n0\r\n\r\n')).status).toBe(
      200,
    );
    expect((await send('POST /a/b HTTP/1.1\r\nHost: x\r\nTransfer-Encoding:\tchunked\r\nConnection: close\r\n\r\n0\r\n\r\n')).status).toBe(
      405,
    );
  });

  it('answers a request with a slow body at once, then closes: one answer, no 408 after it', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (c: Buffer) => (received += c.toString('latin1')));
    // The headers and one byte of a body of 100,000 that never comes.
    socket.write('GET /a/b HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nx');
    await new Promise((resolve) => socket.on('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/^Connection: close\r$/m);
    expect(received.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
  });

  it('answers a request with an invalid chunked body once: no second, unasked answer', async () => {
    for (const chunk of ['ZZ', '-5', '0x5']) {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (c: Buffer) => (received += c.toString('latin1')));
      socket.write(`GET /a/b HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}\r\nabcde\r\n0\r\n\r\n`);
      await new Promise((resolve) => socket.on('close', resolve));
      expect(received.match(/HTTP\/1\.1 \d{3}/g), chunk).toEqual(['HTTP/1.1 200']);
    }
  });

  it('answers a bad request that follows an answer on a kept-alive connection', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (c: Buffer) => (received += c.toString('latin1')));
    socket.write('GET /a/b HTTP/1.1\r\nHost: x\r\n\r\n');
    // The whole first answer, then the next request (as a keep-alive agent does).
    await new Promise<void>((resolve) => socket.on('data', () => received.includes('Page B') && resolve()));
    socket.write('FOO /a/b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    expect(received.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 405']);
  });

  describe('with short limits', () => {
    it('answers headers that never end with 408 and the security headers, then closes', async () => {
      const socket = net.connect(limitedPort, '127.0.0.1');
      let received = '';
      socket.on('data', (c: Buffer) => (received += c.toString('latin1')));
      socket.write('GET /a/b HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      await new Promise((resolve) => socket.on('close', resolve));
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(received).toContain(`Content-Security-Policy: ${readSecurityHeaders(root)['Content-Security-Policy']}`);
    });

    it('answers the last request a connection takes with Connection: close, then closes: never a 503', async () => {
      const socket = net.connect(limitedPort, '127.0.0.1');
      let received = '';
      socket.on('data', (c: Buffer) => (received += c.toString('latin1')));
      // Five requests pipelined on one connection that takes three.
      socket.write('GET /a/b HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(5));
      await new Promise((resolve) => socket.on('close', resolve));
      expect(received.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 200']);
      expect(received.match(/^Connection: close\r$/gm)).toHaveLength(1);
      expect(received.match(/^Content-Security-Policy: /gm)).toHaveLength(3);
    });
  });

  it('has the limits of deploy/nginx.conf', () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    const seconds = (directive: string) => Number(new RegExp(`^\\s*${directive} (\\d+)s;`, 'm').exec(conf)?.[1]) * 1000;
    expect(connectionLimits.headersTimeoutMs).toBe(seconds('client_header_timeout'));
    expect(connectionLimits.keepAliveTimeoutMs).toBe(seconds('keepalive_timeout'));
    expect(connectionLimits.sendTimeoutMs).toBe(seconds('send_timeout'));
    expect(connectionLimits.requestsPerConnection).toBe(Number(/^\s*keepalive_requests (\d+);/m.exec(conf)?.[1]));
    const main = localMainConfig({prefix: '/p', mimeTypes: '/m', siteConfig: '/s', runAsRoot: false, brotliModule: '/b'});
    expect(connectionLimits.maxConnections).toBe(Number(/worker_connections (\d+);/.exec(main)?.[1]));
    // And the server runs with them, connections at once fitted to the limit of open files.
    expect({
      headersTimeoutMs: server.headersTimeout,
      keepAliveTimeoutMs: server.keepAliveTimeout,
      sendTimeoutMs: server.timeout,
      maxConnections: server.connectionCap,
    }).toEqual({
      ...connectionLimits,
      requestsPerConnection: undefined,
      maxConnections: connectionCap(connectionLimits.maxConnections, openFileLimit()),
    });
    // Counted by the server itself (tests/unit/serveLoad.test.ts), not by node, which closes every connection beyond its limit.
    expect(server.maxConnections).toBeUndefined();
    // Requests per connection are counted by the server itself, not node (which answers 503).
    expect(server.maxRequestsPerSocket).toBe(0);
  });
});

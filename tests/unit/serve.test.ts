import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createStaticServer, immutableCacheControl, readSecurityHeaders} from '../../scripts/serve';
import {writeServerConfig} from '../../src/plugins/security-headers';

// A small build: pages, a folder beside a page of the same name, a hashed
// asset, the not-found page, and a secret next to (not inside) the build.
const top = mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
const root = path.join(top, 'build');
const notFound = '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>';
const asset = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const files: Record<string, string> = {
  'index.html': '<!doctype html><script>theme()</script><h1>Home</h1>',
  '404.html': notFound,
  'a/b.html': '<!doctype html><h1>Page B</h1>',
  'a/b/c.html': '<!doctype html><h1>Page C</h1>',
  'assets/js/main.0123abcd.js': asset,
  'search-index-docs.json': '{"documents":[]}',
};

let server: http.Server;
let port: number;

beforeAll(async () => {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), body);
  }
  writeFileSync(path.join(top, 'secret.txt'), 'TOP SECRET');
  symlinkSync(path.join(top, 'secret.txt'), path.join(root, 'link.txt'));
  await writeServerConfig(root);
  server = createStaticServer({root});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
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

  it('follows no symlink and serves no hidden file', async () => {
    expect((await get('/link.txt')).status).toBe(404);
    const hidden = await get('/.server/security-headers.json');
    expect(hidden.status).toBe(404);
    expect(hidden.body.toString()).toBe(notFound);
  });

  it('redirects /a/b.html, /a/b/ and /index.html to the one clean URL', async () => {
    expect(await get('/a/b.html')).toMatchObject({status: 301, headers: {location: '/a/b'}});
    expect(await get('/a/b/')).toMatchObject({status: 301, headers: {location: '/a/b'}});
    const index = await get('/index.html');
    expect(index.status).toBe(301);
  });

  it('compresses with brotli or gzip, as the client accepts', async () => {
    const br = await get('/assets/js/main.0123abcd.js', {'Accept-Encoding': 'br'});
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(asset);
    const gzip = await get('/assets/js/main.0123abcd.js', {'Accept-Encoding': 'gzip'});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(asset);
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await get('/assets/js/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(asset);
  });

  it('caches hashed assets for a year and makes everything else revalidate', async () => {
    expect((await get('/assets/js/main.0123abcd.js')).headers['cache-control']).toBe(immutableCacheControl);
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

  it('refuses to start on a folder that is not a complete build', () => {
    expect(() => createStaticServer({root: top})).toThrow(/npm run build/);
  });
});

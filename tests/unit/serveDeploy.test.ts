// A deploy under the node server (scripts/serve.ts): the build folder's link
// switches, a SIGHUP calls reload(), and the next request gets the new build
// with its own headers; no restart, so no connection is refused.
import {mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createStaticServer, readSecurityHeaders, type StaticServer} from '../../scripts/serve';
import {writeServerConfig} from '../../src/plugins/security-headers';

const top = mkdtempSync(path.join(os.tmpdir(), 'serve-deploy-'));
const link = path.join(top, 'current');

/** A build whose page and inline script (so its CSP) say `name`. */
async function build(name: string): Promise<string> {
  const dir = path.join(top, name);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><script>load("${name}")</script><h1>Build ${name}</h1>`);
  writeFileSync(path.join(dir, '404.html'), `<!doctype html><h1>Not found in ${name}</h1>`);
  writeFileSync(path.join(dir, '400.html'), `<!doctype html><h1>Bad request in ${name}</h1>`);
  await writeServerConfig(dir);
  return dir;
}

let server: StaticServer;
let port: number;
let a: string;
let b: string;

function get(target: string): Promise<{status: number; csp: string; body: string}> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port, path: target, agent: false}, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({status: res.statusCode ?? 0, csp: String(res.headers['content-security-policy']), body}));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  a = await build('a');
  b = await build('b');
  symlinkSync(a, link);
  server = createStaticServer({root: link});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(top, {recursive: true, force: true});
});

describe('a deploy under the node server', () => {
  it('serves the new build, with its own policy, from the request after reload()', async () => {
    expect((await get('/')).body).toContain('Build a');
    rmSync(link);
    symlinkSync(b, link);
    // Until the reload, the build it started with, whole: page and policy agree.
    const before = await get('/');
    expect(before.body).toContain('Build a');
    expect(before.csp).toBe(readSecurityHeaders(a)['Content-Security-Policy']);
    expect(server.reload()).toBe(b);
    const after = await get('/');
    expect(after.body).toContain('Build b');
    expect(after.csp).toBe(readSecurityHeaders(b)['Content-Security-Policy']);
    expect(after.csp).not.toBe(before.csp);
  });

  it('keeps the build it serves when the new one is not complete', async () => {
    const broken = path.join(top, 'broken');
    mkdirSync(broken);
    writeFileSync(path.join(broken, 'index.html'), '<h1>Broken</h1>');
    rmSync(link);
    symlinkSync(broken, link);
    expect(() => server.reload()).toThrow(/not a complete production build/);
    expect((await get('/')).body).toContain('Build b');
    rmSync(link);
    symlinkSync(b, link);
  });

  it('answers with its error pages from memory once the build folder is gone', async () => {
    renameSync(b, path.join(top, 'b-moved'));
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Not found in b');
    expect(missing.csp).toBe(readSecurityHeaders(path.join(top, 'b-moved'))['Content-Security-Policy']);
    const bad = await get('/%ZZ');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Bad request in b');
  });
});

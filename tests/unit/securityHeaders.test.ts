import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {buildScriptHashes, writeServerConfig} from '../../src/plugins/security-headers';
import {contentSecurityPolicy, inlineScriptHashes, nginxHeaderDirectives, securityHeaders} from '../../src/plugins/security-headers/policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The directive of a policy, e.g. `script-src`, as its list of sources. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script a browser runs', () => {
    const a = 'document.documentElement.setAttribute("data-theme","dark")';
    const b = '\n  if (1 < 2 && "&amp;") { insertBanner() }\n';
    const html = `<!doctype html><html><head><script>${a}</script><script type="module">${b}</script></head><body></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(a), sha256(b)]);
  });

  it('skips scripts loaded from a file and data blocks such as JSON-LD', () => {
    const html =
      '<script src=/assets/js/main.js defer></script>' +
      '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>' +
      '<script type="text/plain">not code</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('reads unquoted attributes the way Docusaurus minifies them', () => {
    expect(inlineScriptHashes('<script data-rh=true>var x=1</script>')).toEqual([sha256('var x=1')]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy([sha256('b'), sha256('a'), sha256('b')]);

  it('allows scripts from the own origin and by hash only: no unsafe-inline, no eval', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...[sha256('a'), sha256('b')].sort()]);
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it('keeps every fetch on the own origin and forbids framing and plugins', () => {
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });
});

describe('security headers', () => {
  const headers = securityHeaders([sha256('x')]);

  it('sends the headers a static site needs', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Content-Security-Policy']).toContain(sha256('x'));
  });

  it('writes them as nginx add_header lines for every status', () => {
    const lines = nginxHeaderDirectives(headers)
      .split('\n')
      .filter((l) => l.startsWith('add_header'));
    expect(lines).toHaveLength(Object.keys(headers).length);
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(() => nginxHeaderDirectives({'X-Bad': 'a"b'})).toThrow(/cannot quote/);
  });
});

describe('the build step', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'csp-build-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  mkdirSync(path.join(dir, 'a', 'b'), {recursive: true});
  writeFileSync(path.join(dir, 'index.html'), '<script>theme()</script><script>banner()</script>');
  writeFileSync(path.join(dir, 'a', 'b', 'page.html'), '<script>theme()</script>');
  writeFileSync(path.join(dir, 'a', 'notes.txt'), '<script>ignored()</script>');

  it('collects the scripts of every page, once each', async () => {
    expect(await buildScriptHashes(dir)).toEqual([sha256('banner()'), sha256('theme()')].sort());
  });

  it('writes the headers where both servers read them', async () => {
    const headers = await writeServerConfig(dir);
    const json = JSON.parse(readFileSync(path.join(dir, '.server', 'security-headers.json'), 'utf8')) as {headers: unknown};
    expect(json.headers).toEqual(headers);
    const nginx = readFileSync(path.join(dir, '.server', 'security-headers.nginx.conf'), 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`);
    // Written after the pages were read: its own folder holds no page.
    expect(await buildScriptHashes(dir)).toHaveLength(2);
  });
});

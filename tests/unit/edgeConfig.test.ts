import {lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {filesBelow, isUploaded, stageEdge} from '../../scripts/lib/edgeStage';
import {canonicalPath} from '../../src/lib/requestTarget';
import {writeServerConfig} from '../../src/plugins/security-headers';
import {
  edgeFileProblems,
  edgeHeaders,
  edgeLimits,
  edgeRedirects,
  edgeRuleProblems,
  pagePaths,
} from '../../src/plugins/security-headers/edge';
import {securityHeaders} from '../../src/plugins/security-headers/policy';

const headers = securityHeaders(["'sha256-abc'"]);

/** `_headers` read as the platforms read it: each pattern with its header lines. */
function parseHeaders(text: string): Map<string, Array<[string, string]>> {
  const rules = new Map<string, Array<[string, string]>>();
  let current: Array<[string, string]> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      current!.push([name!, value!]);
    } else {
      current = [];
      rules.set(line, current);
    }
  }
  return rules;
}

const redirectRules = (text: string) =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' '));

describe('_headers', () => {
  const rules = parseHeaders(edgeHeaders(headers));

  it('sends every security header of the build, the CSP with its hashes, on every path', () => {
    expect(Object.fromEntries(rules.get('/*')!)).toEqual(headers);
  });

  it('caches /assets/ for a year as immutable, and sets Cache-Control nowhere else (a second value would be joined to it)', () => {
    expect(rules.get('/assets/*')).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
    const elsewhere = [...rules].filter(([pattern, lines]) => pattern !== '/assets/*' && lines.some(([name]) => name === 'Cache-Control'));
    expect(elsewhere).toEqual([]);
  });

  it('names the Markdown twins text/markdown with their charset, and the charset of the other text files', () => {
    expect(rules.get('/*.md')).toEqual([['Content-Type', 'text/markdown; charset=utf-8']]);
    expect(rules.get('/*.json')).toEqual([['Content-Type', 'application/json; charset=utf-8']]);
    expect(rules.get('/*.js')).toEqual([['Content-Type', 'application/javascript; charset=utf-8']]);
  });
});

describe('_redirects', () => {
  const pages = pagePaths([
    'index.html',
    '404.html',
    'quickstart.html',
    path.join('1.23', 'api', 'overview.html'),
    '1.23.html',
    'search.html',
  ]);

  it('lists each page of the build at its one URL, not the not-found page', () => {
    expect(pages).toEqual(['/', '/1.23', '/1.23/api/overview', '/quickstart', '/search']);
  });

  it("sends each other URL of a page to its one URL in one hop, as nginx's rewrites do", () => {
    const rules = redirectRules(edgeRedirects(pages));
    expect(rules).toContainEqual(['/quickstart.html', '/quickstart', '301']);
    expect(rules).toContainEqual(['/1.23/', '/1.23', '301']);
    expect(rules).toContainEqual(['/index.html', '/', '301']);
    for (const [source, target, status] of rules) {
      expect(status).toBe('301');
      expect(canonicalPath(source!)).toBe(target);
    }
    expect(rules).toHaveLength(2 + 4 * (pages.length - 1));
  });

  it('uses static rules only, which match on every platform', () => {
    expect(edgeRedirects(pages)).not.toMatch(/[*:]/);
  });

  it('refuses a page path that would not stand as one token of a rule', () => {
    expect(() => edgeRedirects(['/a b'])).toThrow(/cannot stand in a _redirects rule/);
  });
});

describe('the platforms’ limits', () => {
  const headerRules = (n: number) => Array.from({length: n}, (_, i) => `/p${i}\n  X-A: b`).join('\n');
  const redirects = (n: number, prefix = '/s') => Array.from({length: n}, (_, i) => `${prefix}${i} /t 301`).join('\n');

  it('accepts 100 header rules and refuses 101', () => {
    expect(edgeRuleProblems(headerRules(edgeLimits.headerRules), '')).toEqual([]);
    expect(edgeRuleProblems(headerRules(edgeLimits.headerRules + 1), '')).toEqual(['_headers has 101 rules, more than 100']);
  });

  it('accepts a header line of 2,000 characters and refuses 2,001', () => {
    const line = (length: number) => `/*\n  X-A: ${'a'.repeat(length - '  X-A: '.length)}`;
    expect(edgeRuleProblems(line(2000), '')).toEqual([]);
    expect(edgeRuleProblems(line(2001), '')).toEqual([expect.stringMatching(/^_headers has a line of 2001 characters, more than 2000/)]);
  });

  it('accepts 2,000 static and 100 dynamic redirects, and refuses one more of each', () => {
    const dynamic = (n: number) => redirects(n, '/d/*/');
    expect(edgeRuleProblems('', `${redirects(2000)}\n${dynamic(100)}`)).toEqual([]);
    expect(edgeRuleProblems('', redirects(2001))).toEqual(['_redirects has 2001 static rules, more than 2000']);
    expect(edgeRuleProblems('', dynamic(101))).toEqual(['_redirects has 101 dynamic rules, more than 100']);
  });

  it('accepts a redirect of 1,000 characters and refuses 1,001', () => {
    const rule = (length: number) => `/${'a'.repeat(length - ' /t 301'.length - 1)} /t 301`;
    expect(edgeRuleProblems('', rule(1000))).toEqual([]);
    expect(edgeRuleProblems('', rule(1001))).toEqual([expect.stringMatching(/^_redirects has a rule of 1001 characters/)]);
  });

  it('accepts 20,000 files of up to 25 MiB, and refuses one more file or one more byte', () => {
    const files = (n: number) => Array.from({length: n}, (_, i) => ({path: `f${i}`, size: 1}));
    expect(edgeFileProblems([...files(19_999), {path: 'big', size: 25 * 1024 * 1024}])).toEqual([]);
    expect(edgeFileProblems(files(20_001))).toEqual(['20001 files to upload, more than 20000']);
    expect(edgeFileProblems([{path: 'big', size: 25 * 1024 * 1024 + 1}])).toEqual(['big is 26214401 bytes, more than 26214400']);
  });
});

describe('the build', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));
  const build = (pages: string[]) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'edge-build-'));
    dirs.push(dir);
    for (const page of pages) {
      mkdirSync(path.dirname(path.join(dir, page)), {recursive: true});
      writeFileSync(path.join(dir, page), '<!doctype html><script>theme()</script>');
    }
    return dir;
  };

  it('writes _headers and _redirects beside build/.server/, from the same headers', async () => {
    const dir = build(['index.html', 'quickstart.html', '404.html']);
    const written = await writeServerConfig(dir);
    const rules = parseHeaders(readFileSync(path.join(dir, '_headers'), 'utf8'));
    expect(Object.fromEntries(rules.get('/*')!)).toEqual(written);
    expect(readFileSync(path.join(dir, '_redirects'), 'utf8')).toContain('/quickstart.html /quickstart 301');
  });

  it('fails when its pages need more redirects than a platform takes', async () => {
    // 500 pages need 4 rules each beside the 2 of the home page: 2,002.
    const dir = build(['index.html', ...Array.from({length: 500}, (_, i) => `p${i}.html`)]);
    await expect(writeServerConfig(dir)).rejects.toThrow(/_redirects has 2002 static rules, more than 2000/);
  });

  it('stages the upload without build/.server/, hidden files or the precompressed twins, keeps /.well-known/, and adds the edge worker', async () => {
    const dir = build(['index.html', 'quickstart.html']);
    await writeServerConfig(dir);
    mkdirSync(path.join(dir, '.well-known'));
    writeFileSync(path.join(dir, '.well-known', 'security.txt'), 'Contact: x');
    writeFileSync(path.join(dir, 'index.html.br'), 'br');
    writeFileSync(path.join(dir, 'index.html.gz'), 'gz');
    writeFileSync(path.join(dir, 'archive.gz'), 'a file of its own');
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'edge-stage-')), 'site');
    dirs.push(path.dirname(out));
    stageEdge(dir, out);
    expect(
      filesBelow(out)
        .map((file) => file.path)
        .sort(),
    ).toEqual(
      ['.well-known/security.txt', '_headers', '_redirects', '_worker.js', 'archive.gz', 'index.html', 'quickstart.html'].map((p) =>
        p.split('/').join(path.sep),
      ),
    );
    // The worker is the build's bundle, uploaded under the name Cloudflare Pages runs.
    expect(readFileSync(path.join(out, '_worker.js'), 'utf8')).toBe(readFileSync(path.join(dir, '.server', 'edge-worker.js'), 'utf8'));
  });

  it('stages the build a symbolic link points at, file by file, without its .server/ or twins', async () => {
    const dir = build(['index.html', 'quickstart.html']);
    await writeServerConfig(dir);
    writeFileSync(path.join(dir, 'index.html.br'), 'br');
    const link = path.join(mkdtempSync(path.join(os.tmpdir(), 'edge-link-')), 'build');
    dirs.push(path.dirname(link));
    symlinkSync(dir, link);
    const out = path.join(path.dirname(link), 'site');
    stageEdge(link, out);
    expect(lstatSync(out).isSymbolicLink()).toBe(false);
    expect(
      filesBelow(out)
        .map((file) => file.path)
        .sort(),
    ).toEqual(['_headers', '_redirects', '_worker.js', 'index.html', 'quickstart.html']);
  });

  it('refuses to stage a folder that is not a complete build', () => {
    const dir = build(['index.html']);
    expect(() => stageEdge(dir, path.join(dir, 'out'))).toThrow(/not a complete production build/);
  });

  it('leaves out a hidden folder at any depth', () => {
    expect(isUploaded(path.join('a', '.git', 'x'), () => false)).toBe(false);
    expect(isUploaded(path.join('a', '.well-known', 'x'), () => false)).toBe(false);
    expect(isUploaded(path.join('.well-known', 'security.txt'), () => false)).toBe(true);
  });
});

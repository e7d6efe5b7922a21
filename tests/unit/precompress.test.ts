import {randomBytes} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {linkWithoutTwins} from '../../scripts/benchServe';
import {isCompressible, precompressDir} from '../../scripts/lib/precompress';

describe('precompressDir', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('writes brotli and gzip twins of text files from 1 KB, only when smaller, and skips dot folders', async () => {
    const big = `<p>${'confidential inference '.repeat(200)}</p>`;
    const random = randomBytes(4096);
    mkdirSync(path.join(dir, 'assets'), {recursive: true});
    mkdirSync(path.join(dir, '.server'));
    writeFileSync(path.join(dir, 'page.html'), big);
    writeFileSync(path.join(dir, 'small.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'logo.png'), big);
    writeFileSync(path.join(dir, 'assets', 'noise.js'), random);
    writeFileSync(path.join(dir, '.server', 'headers.json'), big);

    const totals = await precompressDir(dir);

    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'page.html.br'))).toString()).toBe(big);
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'page.html.gz'))).toString()).toBe(big);
    expect(existsSync(path.join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, '.server', 'headers.json.br'))).toBe(false);
    // Bytes that do not compress get no twin: the file itself is smaller.
    expect(existsSync(path.join(dir, 'assets', 'noise.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'noise.js.gz'))).toBe(false);
    expect(totals).toMatchObject({files: 2, written: 2});
  });

  it('knows the compressible files by extension and size', () => {
    expect(isCompressible('a.js', 2048)).toBe(true);
    expect(isCompressible('a.JSON', 2048)).toBe(true);
    expect(isCompressible('a.js', 1000)).toBe(false);
    expect(isCompressible('a.woff2', 5000)).toBe(false);
    expect(isCompressible('a.js.br', 5000)).toBe(false);
  });
});

describe('bench:serve', () => {
  it('copies a build as hard links, leaving the twins out', () => {
    const from = mkdtempSync(path.join(os.tmpdir(), 'bench-from-'));
    const to = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-to-')), 'build');
    mkdirSync(path.join(from, '.server'));
    writeFileSync(path.join(from, 'a.js'), 'x');
    writeFileSync(path.join(from, 'a.js.br'), 'y');
    writeFileSync(path.join(from, 'a.js.gz'), 'z');
    writeFileSync(path.join(from, '.server', 'h.json'), '{}');
    linkWithoutTwins(from, to);
    expect(readdirSync(to).sort()).toEqual(['.server', 'a.js']);
    expect(statSync(path.join(to, 'a.js')).ino).toBe(statSync(path.join(from, 'a.js')).ino);
    expect(existsSync(path.join(to, '.server', 'h.json'))).toBe(true);
    rmSync(from, {recursive: true, force: true});
    rmSync(path.dirname(to), {recursive: true, force: true});
  });
});

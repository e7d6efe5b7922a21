/**
 * Precompressed twins of the build's text files. Written once per build
 * (scripts/precompress.ts) instead of on every request: brotli at its best
 * quality is too slow to run per request, and compressing per request capped
 * both servers' throughput (README, Serving). nginx serves the twins with
 * gzip_static and brotli_static, scripts/serve.ts as they do
 * (scripts/lib/fileResponse.ts).
 */
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/** Text types both servers compress: the files worth a twin. */
export const compressibleExtensions = ['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml', '.webmanifest'];

/** Below this, a compressed body saves less than its headers cost (nginx's gzip_min_length). */
export const minimumSize = 1024;

/** The encodings with twins, in the order the servers prefer them. */
export const encodings = [
  {name: 'br', suffix: '.br'},
  {name: 'gzip', suffix: '.gz'},
] as const;
export type Encoding = (typeof encodings)[number]['name'];

export function isCompressible(file: string, size: number): boolean {
  return size >= minimumSize && compressibleExtensions.includes(path.extname(file).toLowerCase());
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function compress(data: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(data, {level: zlib.constants.Z_BEST_COMPRESSION});
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Every compressible file under `dir`; folders whose name starts with a dot (never served) are skipped. */
export async function compressibleFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) found.push(...(await compressibleFiles(full)));
    } else if (entry.isFile() && isCompressible(entry.name, (await stat(full)).size)) {
      found.push(full);
    }
  }
  return found;
}

export interface PrecompressTotals {
  files: number;
  written: number;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file, each only
 * when it is smaller than the file. zlib runs in libuv's thread pool, so a
 * few files at a time keep every core busy.
 */
export async function precompressDir(dir: string, concurrency = os.availableParallelism()): Promise<PrecompressTotals> {
  const files = await compressibleFiles(dir);
  const totals: PrecompressTotals = {files: files.length, written: 0, bytes: 0, brBytes: 0, gzipBytes: 0};
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++]!;
      const data = await readFile(file);
      totals.bytes += data.length;
      for (const {name, suffix} of encodings) {
        const compressed = await compress(data, name);
        const kept = compressed.length < data.length ? compressed : data;
        if (kept === compressed) {
          await writeFile(file + suffix, compressed);
          totals.written++;
        }
        if (name === 'br') totals.brBytes += kept.length;
        else totals.gzipBytes += kept.length;
      }
    }
  };
  await Promise.all(Array.from({length: Math.max(1, concurrency)}, worker));
  return totals;
}

import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';

/** Every .md/.mdx file under the given files or folders, sorted. */
export async function listDocFiles(roots: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  async function walk(p: string): Promise<void> {
    const info = await stat(p);
    if (info.isDirectory()) {
      for (const entry of await readdir(p)) {
        await walk(path.join(p, entry));
      }
    } else if (/\.mdx?$/.test(p)) {
      out.push(p);
    }
  }
  for (const root of roots) {
    await walk(root);
  }
  return out.sort();
}

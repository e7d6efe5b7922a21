import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headersJsonFile, headersNginxFile, inlineScriptHashes, nginxHeaderDirectives, securityHeaders, serverConfigDir} from './policy';

/** Hash sources of the inline scripts of every HTML page under `outDir`. */
export async function buildScriptHashes(outDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
      } else if (entry.isFile() && entry.name.endsWith('.html')) {
        for (const hash of inlineScriptHashes(await readFile(full, 'utf8'))) hashes.add(hash);
      }
    }
  };
  await walk(outDir);
  return [...hashes].sort();
}

/** Writes the security headers for this build where both servers read them. */
export async function writeServerConfig(outDir: string): Promise<Record<string, string>> {
  const headers = securityHeaders(await buildScriptHashes(outDir));
  const dir = path.join(outDir, serverConfigDir);
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, headersJsonFile), `${JSON.stringify({headers}, null, 2)}\n`);
  await writeFile(path.join(dir, headersNginxFile), nginxHeaderDirectives(headers));
  return headers;
}

/**
 * After the build: hashes the inline scripts Docusaurus emitted (the colour
 * mode script on every page, the base URL banner on the home page) into the
 * Content-Security-Policy, and writes the headers to `build/.server/`.
 */
export default function securityHeadersPlugin(_context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      await writeServerConfig(outDir);
    },
  };
}

import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PostBuildStep} from '../post-build';
import {edgeHeaders, edgeHeadersFile, edgeRedirects, edgeRedirectsFile, edgeRuleProblems, pagePaths} from './edge';
import {
  edgeWorkerFile,
  headersJsonFile,
  headersNginxFile,
  inlineScriptHashes,
  nginxHeaderDirectives,
  securityHeaders,
  serverConfigDir,
} from './policy';

/** The HTML files under `outDir`, relative to it. */
async function htmlFiles(outDir: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
      } else if (entry.isFile() && entry.name.endsWith('.html')) {
        files.push(path.relative(outDir, full));
      }
    }
  };
  await walk(outDir);
  return files.sort();
}

/** Hash sources of the inline scripts of every HTML page under `outDir`. */
export async function buildScriptHashes(outDir: string, files?: readonly string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of files ?? (await htmlFiles(outDir))) {
    for (const hash of inlineScriptHashes(await readFile(path.join(outDir, file), 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}

/**
 * Writes the security headers for this build where both servers read them,
 * and the same headers with the caching and redirect rules as `_headers` and
 * `_redirects` for an edge platform. Fails when those break a platform's limits.
 */
export async function writeServerConfig(outDir: string): Promise<Record<string, string>> {
  const files = await htmlFiles(outDir);
  const headers = securityHeaders(await buildScriptHashes(outDir, files));
  const dir = path.join(outDir, serverConfigDir);
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, headersJsonFile), `${JSON.stringify({headers}, null, 2)}\n`);
  await writeFile(path.join(dir, headersNginxFile), nginxHeaderDirectives(headers));
  // Loaded here: the end-to-end specs import this module, and their loader takes no import.meta.
  const {edgeWorkerBundle} = await import('./edgeWorkerBundle');
  await writeFile(path.join(dir, edgeWorkerFile), await edgeWorkerBundle(headers));
  const edgeHeadersText = edgeHeaders(headers);
  const edgeRedirectsText = edgeRedirects(pagePaths(files));
  const problems = edgeRuleProblems(edgeHeadersText, edgeRedirectsText);
  if (problems.length > 0) throw new Error(`The edge rules break the platforms' limits:\n${problems.join('\n')}`);
  await writeFile(path.join(outDir, edgeHeadersFile), edgeHeadersText);
  await writeFile(path.join(outDir, edgeRedirectsFile), edgeRedirectsText);
  return headers;
}

/**
 * After the build: hashes the inline scripts Docusaurus emitted (the colour
 * mode script on every page, the base URL banner on the home page) into the
 * Content-Security-Policy, and writes the headers to `build/.server/` and the
 * edge rules beside the pages. It reads the HTML pages only.
 */
export const securityHeadersStep: PostBuildStep = {
  name: 'security-headers',
  async run({outDir}) {
    const headers = await writeServerConfig(outDir);
    return `${Object.keys(headers).length} headers for nginx, the node server and the edge`;
  },
};

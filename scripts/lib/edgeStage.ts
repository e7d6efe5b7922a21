/**
 * The folder to upload to an edge platform (Cloudflare Pages, Workers static
 * assets, Netlify): the build without what only our own servers read. Left
 * out are hidden files and folders other than /.well-known/ (build/.server/
 * holds the nginx include; nginx and the node server answer 404 for them,
 * and an edge platform would serve them) and the `.br` and `.gz` twins of
 * scripts/precompress.ts (the platforms compress on their own and would
 * serve a twin only as a file of its own, at /x.js.br). The build's edge
 * worker (build/.server/edge-worker.js, src/plugins/security-headers/
 * edgeWorker.ts) goes in as `_worker.js`, which Cloudflare Pages runs in
 * front of the files and never serves as one. Checked against the
 * platforms' limits (src/plugins/security-headers/edge.ts).
 */
import {copyFileSync, cpSync, existsSync, readdirSync, readFileSync, realpathSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {edgeFileProblems, edgeHeadersFile, edgeRedirectsFile, edgeRuleProblems} from '../../src/plugins/security-headers/edge';
import {edgeWorkerFile, serverConfigDir} from '../../src/plugins/security-headers/policy';

/** The name under which Cloudflare Pages runs a worker of the upload. */
export const pagesWorkerFile = '_worker.js';
import {symbolicLinksBelow, symbolicLinksError} from './symbolicLinks';

/** Whether a path relative to the build is uploaded. */
export function isUploaded(relative: string, exists: (relative: string) => boolean): boolean {
  const segments = relative.split(path.sep);
  if (segments.some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known'))) return false;
  const twinOf = /^(.+)\.(?:br|gz)$/.exec(relative)?.[1];
  return !(twinOf !== undefined && exists(twinOf));
}

/** The files below `dir`, relative to it, with their sizes. */
export function filesBelow(dir: string): Array<{path: string; size: number}> {
  const files: Array<{path: string; size: number}> = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push({path: path.relative(dir, full), size: statSync(full).size});
    }
  };
  walk(dir);
  return files;
}

/**
 * Copies the uploaded part of `buildDir` to `outDir` (replaced), and checks
 * the limits. `buildDir` may be a symbolic link (an atomic deploy switches
 * it): its target is staged, file by file; a link below it is refused.
 */
export function stageEdge(linkedBuildDir: string, outDir: string): {files: number; bytes: number} {
  if (!existsSync(linkedBuildDir)) {
    throw new Error(`${linkedBuildDir} does not exist: it is not a complete production build. Run \`npm run build\` first.`);
  }
  const buildDir = realpathSync(linkedBuildDir);
  const worker = path.join(buildDir, serverConfigDir, edgeWorkerFile);
  if (![edgeHeadersFile, edgeRedirectsFile].every((file) => existsSync(path.join(buildDir, file))) || !existsSync(worker)) {
    throw new Error(
      `${buildDir} has no ${edgeHeadersFile}, ${edgeRedirectsFile} and ${serverConfigDir}/${edgeWorkerFile}: it is not a complete production build. Run \`npm run build\` first.`,
    );
  }
  const links = symbolicLinksBelow(buildDir);
  if (links.length > 0) throw symbolicLinksError(buildDir, links);
  rmSync(outDir, {recursive: true, force: true});
  const exists = (relative: string): boolean => existsSync(path.join(buildDir, relative));
  cpSync(buildDir, outDir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(buildDir, source);
      return relative === '' || isUploaded(relative, exists);
    },
  });
  copyFileSync(worker, path.join(outDir, pagesWorkerFile));
  const files = filesBelow(outDir);
  const problems = [
    ...edgeRuleProblems(
      readFileSync(path.join(outDir, edgeHeadersFile), 'utf8'),
      readFileSync(path.join(outDir, edgeRedirectsFile), 'utf8'),
    ),
    ...edgeFileProblems(files),
  ];
  if (problems.length > 0) throw new Error(`${outDir} breaks the edge platforms' limits:\n${problems.join('\n')}`);
  return {files: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0)};
}

/**
 * The anchors of `npm run bench:perf`: Astro Starlight and stock Docusaurus,
 * each as its own template sets it up (scripts/bench/anchors/<name>/), built
 * over our own pages so that page lengths match. A benchmark's TBT depends on
 * the machine; its ratio to an anchor measured in the same run does not.
 *
 * The pages come from our build's Markdown twins, the same text a reader
 * downloads, so no fact is copied into the fixtures: every page of the latest
 * version, for a sidebar of our size, and each page the bench measures
 * (the 1.23 quickstart among them). An anchor's pages answer the same paths
 * as ours. Each anchor has its own package.json and lockfile; the bench
 * installs them on first use (and when the lockfile changes), never `npm ci`.
 * Their builds are precompressed as ours is, so the one server sends all
 * three the same way.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {latestVersion} from '../../src/data/versions';
import {frontMatter, readTwin} from '../../src/plugins/markdown-twins/toMarkdown';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {precompressDir} from './precompress';

export interface AnchorSite {
  /** Its folder under scripts/bench/anchors/, and its label in the bench's tables. */
  name: 'starlight' | 'docusaurus';
  /** Where its pages go, relative to its folder. */
  contentDir: string;
  /** Where its build lands, relative to its folder. */
  outDir: string;
  /**
   * The `slug` front matter that fixes a page's URL where the file path would not:
   * both derive the URL from the path, and both change a folder called
   * `1.23` (Starlight slugifies it to `123`, Docusaurus reads `1.` as an
   * ordering prefix).
   */
  slug: (route: string) => string;
}

export const anchorSites: readonly AnchorSite[] = [
  {name: 'starlight', contentDir: 'src/content/docs', outDir: 'dist', slug: (route) => route.slice(1)},
  {name: 'docusaurus', contentDir: 'docs', outDir: 'build', slug: (route) => route},
];

export const anchorsDir = path.resolve(import.meta.dirname, '../bench/anchors');

/**
 * A twin as an anchor's page: the title and description of its front matter
 * (the rest names our version and canonical URL, which the anchors do not
 * have), and its body without the `# Title` line, which both anchors render
 * from the title.
 */
export function anchorPage(twin: string, slug?: string): string {
  const {meta, body} = readTwin(twin);
  const kept = {title: meta.title, description: meta.description, ...(slug === undefined ? {} : {slug})};
  return `${frontMatter(kept)}${body.replace(/^\s*# [^\n]*\n/, '')}`;
}

function markdownFiles(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), {withFileTypes: true}).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : markdownFiles(dir, child);
    return entry.name.endsWith('.md') ? [child] : [];
  });
}

/**
 * The anchor pages for a build: file path under the content folder to text.
 * A version's root page (`/1.23`, `/next`) is its own landing page in our
 * site and has no counterpart in one-version anchors; it is left out unless
 * measured.
 */
export function anchorPages(site: AnchorSite, buildDir: string, measuredPaths: readonly string[]): Map<string, string> {
  const measured = new Set(measuredPaths.map((p) => markdownTwinPath(p).slice(1)));
  const pages = new Map<string, string>();
  for (const file of markdownFiles(buildDir)) {
    const twin = readFileSync(path.join(buildDir, file), 'utf8');
    if (!measured.has(file) && readTwin(twin).meta.version !== latestVersion) continue;
    const route = `/${file.replace(/(^|\/)index\.md$/, '').replace(/\.md$/, '')}`;
    pages.set(file, anchorPage(twin, route.includes('.') ? site.slug(route) : undefined));
  }
  const missing = [...measured].filter((file) => !pages.has(file));
  if (missing.length > 0) {
    throw new Error(
      `No Markdown twin in ${buildDir} for ${missing.join(', ')}. The anchors can only have docs pages: build the site first, or measure other pages with --no-anchors.`,
    );
  }
  return pages;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, ASTRO_TELEMETRY_DISABLED: '1'},
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Installs an anchor's packages when its lockfile changed since the last install. */
function install(dir: string): void {
  const lock = readFileSync(path.join(dir, 'package-lock.json'));
  const stamp = path.join(dir, 'node_modules', '.bench-lockfile-hash');
  const hash = createHash('sha256').update(lock).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  writeFileSync(stamp, hash);
}

/**
 * Writes an anchor's pages from our build, builds it and precompresses its
 * output; returns the folder to serve.
 */
export async function buildAnchor(site: AnchorSite, buildDir: string, measuredPaths: readonly string[]): Promise<string> {
  const dir = path.join(anchorsDir, site.name);
  install(dir);
  const content = path.join(dir, site.contentDir);
  rmSync(content, {recursive: true, force: true});
  for (const [file, text] of anchorPages(site, buildDir, measuredPaths)) {
    mkdirSync(path.dirname(path.join(content, file)), {recursive: true});
    writeFileSync(path.join(content, file), text);
  }
  const out = path.join(dir, site.outDir);
  rmSync(out, {recursive: true, force: true});
  run('npm', ['run', 'build'], dir);
  await precompressDir(out);
  return out;
}

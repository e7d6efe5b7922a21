/**
 * The logic of `npm run check:docs` (scripts/checkDocs.ts), without I/O:
 * which docs page a path names, which pages a branch changed, which steps
 * run for them, and whether a link resolves against the pages' sources.
 * The rules themselves stay where they are (the checkers in scripts/, the
 * unit tests in tests/unit/); this module only chooses what to run.
 */
import path from 'node:path';
import {hasPage, pathOfRoute} from '../../src/data/pageMatrix';
import {versionOfFile, versionOrder, type VersionName} from '../../src/data/versions';
import {docPathOf, folderOf} from '../../tests/unit/docsSources';

/** One page of one docs version: `docs/api/models.mdx` is `api/models` of next. */
export interface DocsPage {
  /** Relative to the repository, with `/`. */
  file: string;
  version: VersionName;
  docPath: string;
}

const pageExtension = /\.mdx?$/;

/** Where pages live, to say it in an error. */
export const wherePagesLive = `.md or .mdx files under docs/ (Next) or versioned_docs/version-<${versionOrder
  .filter((v) => v !== 'next')
  .join('|')}>/`;

/** The page a file is, or why it is none. `file` is relative to the repository. */
export function docsPageOf(file: string): DocsPage | {error: string} {
  const posix = file.split(path.sep).join('/');
  let version: VersionName | null;
  try {
    version = versionOfFile(posix);
  } catch (error) {
    // versioned_docs/version-9.9/: a folder for a version src/data/versions.ts does not know.
    return {error: `${file} is in no docs version: ${(error as Error).message}`};
  }
  const folder = version === null ? null : folderOf(version);
  if (version === null || folder === null || !posix.startsWith(`${folder}/`) || !pageExtension.test(posix)) {
    return {error: `${file} is not a docs page: pages are ${wherePagesLive}`};
  }
  return {file: posix, version, docPath: docPathOf(posix.slice(folder.length + 1))};
}

/** What the caller's file system says a path is. */
export interface PathInfo {
  kind: (relative: string) => 'file' | 'directory' | null;
  /** The .md/.mdx files under a directory, relative to the repository. */
  docFilesUnder: (relative: string) => string[];
}

export interface Inputs {
  pages: DocsPage[];
  errors: string[];
}

/**
 * The pages that command-line paths name: a page, or a folder of pages
 * (`docs/guides`, `versioned_docs/version-1.27`), relative to `cwd`. The
 * pages' files are relative to `root`, the repository. Every bad path is
 * named, not only the first.
 */
export function pagesOfInputs(inputs: readonly string[], where: {cwd: string; root: string}, fs: PathInfo): Inputs {
  const pages = new Map<string, DocsPage>();
  const errors: string[] = [];
  for (const input of inputs) {
    const relative = path.relative(where.root, path.resolve(where.cwd, input)).split(path.sep).join('/');
    if (relative === '' || relative.startsWith('../') || path.isAbsolute(relative)) {
      errors.push(`${input} is outside the repository's docs: pages are ${wherePagesLive}`);
      continue;
    }
    const kind = fs.kind(relative);
    if (kind === null) {
      errors.push(`${input}: no such file`);
      continue;
    }
    if (kind === 'directory') {
      if (!/^(docs|versioned_docs)(\/|$)/.test(relative)) {
        errors.push(`${input} is not a docs folder: pages are ${wherePagesLive}`);
        continue;
      }
      const files = fs.docFilesUnder(relative);
      if (files.length === 0) errors.push(`${input} holds no docs pages`);
      for (const file of files) {
        const page = docsPageOf(file);
        if ('error' in page) errors.push(page.error);
        else pages.set(page.file, page);
      }
      continue;
    }
    const page = docsPageOf(relative);
    if ('error' in page) errors.push(page.error.replace(relative, input));
    else pages.set(page.file, page);
  }
  return {pages: [...pages.values()].sort((a, b) => a.file.localeCompare(b.file)), errors};
}

export interface Changes {
  /** Docs pages added or changed, that exist. */
  pages: DocsPage[];
  /** Docs pages deleted (or renamed away): links into them must go too. */
  deleted: DocsPage[];
  /** Changed files that are no docs page (data, components, images): `npm test` covers them. */
  others: string[];
}

/**
 * The docs pages a branch changes, from `git diff --name-status --no-renames -z <base>`
 * (committed since the base and not yet committed) and
 * `git ls-files --others --exclude-standard -z` (untracked).
 */
export function changedPages(diffNameStatus: string, untracked: string): Changes {
  const fields = diffNameStatus.split('\0').filter((f) => f !== '');
  const status = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) status.set(fields[i + 1]!, fields[i]!);
  for (const file of untracked.split('\0').filter((f) => f !== '')) status.set(file, 'A');
  const changes: Changes = {pages: [], deleted: [], others: []};
  for (const [file, code] of [...status].sort(([a], [b]) => a.localeCompare(b))) {
    const page = docsPageOf(file);
    if ('error' in page) changes.others.push(file);
    else if (code.startsWith('D')) changes.deleted.push(page);
    else changes.pages.push(page);
  }
  return changes;
}

/**
 * The unit tests that read the docs folders, with what each enforces on a
 * page. They run whole: each reads every page of every version in a few
 * seconds, and several rules span pages (the page matrix, one tab groupId,
 * reviewed sentences that must still occur), so running them on a subset
 * could pass what `npm test` fails. tests/unit/checkDocs.test.ts fails when
 * a test starts reading the docs and is in neither list.
 */
export const contentTests: readonly {file: string; checks: string}[] = [
  {file: 'tests/unit/content.test.ts', checks: '250 words, API samples and tabs, guide sections and numbered steps, model and tier tables'},
  {
    file: 'tests/unit/docsSources.test.ts',
    checks: 'pages match the page matrix, front matter, no placeholders, release headings, model IDs',
  },
  {file: 'tests/unit/pageMatrix.test.ts', checks: 'page counts per version'},
  {file: 'tests/unit/versions.test.ts', checks: 'a folder per version'},
  {file: 'tests/unit/claimsLint.test.ts', checks: 'the claims lint, links to #claim-<id>, the reviewed lists'},
  {file: 'tests/unit/securityClaims.test.ts', checks: '<SecurityClaims /> on each security page'},
  {file: 'tests/unit/truthGuards.test.ts', checks: 'claims that must not come back, the disclosure section, the release key'},
  {file: 'tests/unit/apiStatuses.test.ts', checks: 'error tables of API and model pages'},
  {file: 'tests/unit/observations.test.ts', checks: '<WhatEachPartySees> on API, model and security pages'},
  {file: 'tests/unit/diagrams.test.ts', checks: 'committed SVGs for every Mermaid block'},
  {file: 'tests/unit/codeHighlight.test.ts', checks: 'a grammar for every fence language'},
  {file: 'tests/unit/codeTokens.test.ts', checks: 'every fence survives highlighting'},
  {file: 'tests/unit/search.test.ts', checks: 'search synonyms name words the 1.28 pages use'},
  {file: 'tests/unit/firstVisitChunks.test.ts', checks: 'no page renders doc cards'},
];

/** Tests that name the docs folders but check no page, so check:docs leaves them to `npm test`. */
export const notContentTests: readonly {file: string; why: string}[] = [
  {file: 'tests/unit/checkMdx.test.ts', why: 'tests the MDX checker, which the MDX step runs on the pages'},
  {file: 'tests/unit/checkCodeSamples.test.ts', why: 'tests the samples checker, which the samples step runs on the pages'},
  {file: 'tests/unit/openapiSamples.test.ts', why: 'tests the sample mapping, which the OpenAPI step runs on the pages'},
  {file: 'tests/unit/apiFields.test.ts', why: 'compiles fixtures at docs-like paths'},
  {file: 'tests/unit/docsSourcesHelpers.test.ts', why: 'tests the helpers on strings'},
  {file: 'tests/unit/checkDocs.test.ts', why: 'tests this command'},
  {
    file: 'tests/unit/versionCut.test.ts',
    why: "checks Next's pages for the release-day cut, and runs a cut in a copy of the repository (~45 s)",
  },
];

export type StepId = 'mdx' | 'links' | 'samples' | 'openapi' | 'content';

export interface Step {
  id: StepId;
  title: string;
}

const steps: Record<StepId, string> = {
  mdx: "MDX compiles, with the site's remark plugins and known components",
  links: 'Links and anchors resolve (against the sources)',
  samples: 'Code samples parse, compile and type-check',
  openapi: 'JSON samples are valid against their OpenAPI document',
  content: `Content rules of the unit tests (${contentTests.length} files, every page)`,
};

/**
 * The steps for the pages to check. A deleted page has nothing left to
 * compile, but links into it and the page matrix can break.
 */
export function planSteps(pages: readonly DocsPage[], deleted: readonly DocsPage[]): Step[] {
  const step = (id: StepId): Step => ({id, title: steps[id]});
  if (pages.length > 0) return (['mdx', 'links', 'samples', 'openapi', 'content'] as const).map(step);
  return deleted.length > 0 ? (['links', 'content'] as const).map(step) : [];
}

/** The component names a compiled page asks the MDX provider for (`_missingMdxReference("Foo", true)`). */
export function providedComponentsUsed(compiledJs: string): string[] {
  return [...new Set([...compiledJs.matchAll(/_missingMdxReference\("([^"]+)", true/g)].map((m) => m[1]!))].sort();
}

/**
 * Components a page may use without importing them: theme-classic's
 * MDXComponents (the site does not swizzle it). The remark plugins replace
 * theirs (<SecurityClaims />, <WhatEachPartySees />) before MDX looks.
 */
export const themeComponents: ReadonlySet<string> = new Set(['Head', 'Details']);

export interface Link {
  line: number;
  url: string;
  /** An image's source is a file, not a page. */
  image: boolean;
}

export type LinkTarget =
  | {kind: 'external'}
  | {kind: 'page'; file: string; anchor: string | null}
  | {kind: 'file'; file: string}
  | {kind: 'route'; route: string; anchor: string | null};

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Where a link of a page points, as Docusaurus reads it: a path ending in
 * .md/.mdx is a file relative to the page (the way these docs link), other
 * paths are URLs relative to the page's route, an image is a file.
 */
export function targetOf(from: DocsPage, link: Link, routeOfPage: (page: DocsPage) => string): LinkTarget {
  if (/^[a-z][a-z\d+.-]*:/i.test(link.url) || link.url.startsWith('//')) return {kind: 'external'};
  const hash = link.url.indexOf('#');
  const address = (hash === -1 ? link.url : link.url.slice(0, hash)).replace(/\?.*$/, '');
  const anchor = hash === -1 ? null : decode(link.url.slice(hash + 1));
  if (address === '') return {kind: 'page', file: from.file, anchor};
  const relativeFile = (): string => path.posix.normalize(path.posix.join(path.posix.dirname(from.file), decode(address)));
  if (pageExtension.test(address) && !address.startsWith('/')) return {kind: 'page', file: relativeFile(), anchor};
  if (link.image && !address.startsWith('/')) return {kind: 'file', file: relativeFile()};
  const route = new URL(address, `https://site.invalid${routeOfPage(from)}`).pathname.replace(/\/$/, '') || '/';
  return {kind: 'route', route: decode(route), anchor};
}

/** The page a route serves, in the version that serves it; null when no version has such a page. */
export function pageOfRoute(route: string): {version: VersionName; docPath: string} | null {
  for (const version of versionOrder) {
    // The root version's prefix is empty, so `/1.27/x` is `1.27/x` there: no page.
    const docPath = pathOfRoute(version, route);
    if (docPath !== null && hasPage(version, docPath)) return {version, docPath};
  }
  return null;
}

/** What the check knows of a page a link points to. */
export interface TargetPage {
  /** Its anchors, or null when it does not compile (the MDX step says why). */
  anchors: ReadonlySet<string> | null;
}

export interface LinkContext {
  pageOf: (file: string) => TargetPage | undefined;
  fileExists: (file: string) => boolean;
  staticFileExists: (route: string) => boolean;
  routeOfPage: (page: DocsPage) => string;
  fileOfRoute: (route: string) => string | null;
}

export interface LinkProblem {
  file: string;
  line: number;
  url: string;
  message: string;
}

/** The problems of one page's links: a page or file that does not exist, an anchor the page lacks. */
export function checkLinks(from: DocsPage, links: readonly Link[], context: LinkContext): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const link of links) {
    const target = targetOf(from, link, context.routeOfPage);
    const fail = (message: string): void => {
      problems.push({file: from.file, line: link.line, url: link.url, message});
    };
    if (target.kind === 'external') continue;
    if (target.kind === 'file') {
      if (!context.fileExists(target.file)) fail(`${target.file} does not exist`);
      continue;
    }
    let file: string;
    let anchor: string | null;
    if (target.kind === 'route') {
      const routed = context.fileOfRoute(target.route);
      if (routed === null) {
        if (!context.staticFileExists(target.route)) fail(`no docs page is served at ${target.route}, and static/ has no such file`);
        continue;
      }
      [file, anchor] = [routed, target.anchor];
    } else {
      [file, anchor] = [target.file, target.anchor];
    }
    const page = context.pageOf(file);
    if (page === undefined) {
      fail(context.fileExists(file) ? `${file} is not a docs page` : `${file} does not exist`);
      continue;
    }
    if (anchor === null || anchor === '' || page.anchors === null || page.anchors.has(anchor)) continue;
    const near = nearest(anchor, page.anchors);
    fail(`${file} has no anchor #${anchor}${near === null ? '' : ` (did you mean #${near}?)`}`);
  }
  return problems;
}

/** The anchor a mistyped or renamed one most likely meant, if any is close. */
export function nearest(anchor: string, anchors: ReadonlySet<string>): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(3, Math.floor(anchor.length / 3)) + 1;
  for (const candidate of anchors) {
    const distance = editDistance(anchor, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The docs file a link points to (the page itself for `#anchor`); null for other sites, files, and routes no page serves. */
export function fileOfLink(from: DocsPage, link: Link, context: LinkContext): string | null {
  const target = targetOf(from, link, context.routeOfPage);
  if (target.kind === 'page') return target.file;
  return target.kind === 'route' ? context.fileOfRoute(target.route) : null;
}

/** The links of a page that point into one of the given files, which renaming a heading there can break. */
export function linksInto(from: DocsPage, links: readonly Link[], files: ReadonlySet<string>, context: LinkContext): Link[] {
  return links.filter((link) => {
    const file = fileOfLink(from, link, context);
    return file !== null && file !== from.file && files.has(file);
  });
}

export interface StepResult {
  title: string;
  ok: boolean;
  seconds: number;
  /** One line: what was checked. */
  summary: string;
}

export function formatSeconds(seconds: number): string {
  return `${seconds.toFixed(1)} s`;
}

/** The closing lines: each step, the total, and what stays the gate. */
export function summaryLines(results: readonly StepResult[]): string[] {
  const failed = results.filter((r) => !r.ok);
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  const width = Math.max(...results.map((r) => r.title.length));
  return [
    'Summary',
    ...results.map((r) => `  ${r.ok ? 'pass' : 'FAIL'}  ${r.title.padEnd(width)}  ${formatSeconds(r.seconds).padStart(7)}  ${r.summary}`),
    failed.length === 0
      ? `All ${results.length} steps passed in ${formatSeconds(total)}.`
      : `${failed.length} of ${results.length} steps failed (${formatSeconds(total)}): ${failed.map((r) => r.title).join('; ')}.`,
    "Not checked here: the full build's link and anchor check over the rendered site, the HTML check, e2e and",
    'accessibility tests, and code outside the docs. `npm test` stays the gate before you merge.',
  ];
}

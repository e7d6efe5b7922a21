/**
 * The build's rules for an edge platform that serves static files: a
 * `_headers` and a `_redirects` file in the format Cloudflare Pages, Workers
 * static assets and Netlify read. They carry what deploy/nginx.conf and
 * scripts/serve.ts promise: the security headers of this build (the CSP with
 * its inline script hashes), a year and `immutable` for the hashed files
 * under /assets/, the charset of text files, and one URL per page.
 */
import path from 'node:path';
import {charsetTypes, contentType, immutableCacheControl} from '../../lib/contentTypes';
import {errorPageFiles} from '../../lib/requestTarget';

export const edgeHeadersFile = '_headers';
export const edgeRedirectsFile = '_redirects';

/**
 * The platforms' documented limits, checked at build time and in
 * tests/unit/edgeConfig.test.ts.
 * - _headers: https://developers.cloudflare.com/pages/configuration/headers/
 *   (100 rules, 2,000 characters per line).
 * - _redirects: https://developers.cloudflare.com/pages/configuration/redirects/
 *   (2,000 static and 100 dynamic rules; 1,000 characters per rule). wrangler
 *   3.114 parses both with the same constants and rejects a line over 2,000.
 * - Files: https://developers.cloudflare.com/pages/platform/limits/ (20,000
 *   files on the free plan, 25 MiB per file; wrangler's MAX_ASSET_COUNT and
 *   MAX_ASSET_SIZE).
 * - Netlify (https://docs.netlify.com/routing/redirects/) documents no hard
 *   number of rules; it advises wildcards from 10,000 redirects on, which the
 *   Cloudflare limits stay far below.
 */
export const edgeLimits = {
  headerRules: 100,
  headerLineLength: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineLength: 1000,
  files: 20_000,
  fileBytes: 25 * 1024 * 1024,
} as const;

/**
 * Extensions whose charset the platforms do not send as the servers do
 * (Cloudflare infers `application/json` and `text/markdown` without one;
 * Netlify does not know `.md`): named here, as contentType() types them.
 */
export const typedExtensions = ['md', 'json', 'txt', 'xml', 'css', 'js'] as const;

/**
 * `_headers`: the security headers on every path (redirects and the
 * not-found page included), the year for /assets/, and the content types.
 * Cache-Control is set only for /assets/: a second value on `/*` would be
 * joined to it with a comma (Cloudflare) rather than replaced, and
 * everything else gets the platforms' default, `public, max-age=0,
 * must-revalidate`, which revalidates before each reuse as `no-cache` does.
 */
export function edgeHeaders(headers: Record<string, string>): string {
  const block = (pattern: string, lines: Record<string, string>): string =>
    [pattern, ...Object.entries(lines).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const types = typedExtensions.map((extension) => {
    const type = contentType(`x.${extension}`);
    if (!charsetTypes.includes(type.replace(/;.*/, ''))) throw new Error(`.${extension} is not a text type: ${type}`);
    return block(`/*.${extension}`, {'Content-Type': type});
  });
  return `${[
    '# Written by src/plugins/security-headers at build time, as build/.server/ is. Do not edit.',
    block('/*', headers),
    block('/assets/*', {'Cache-Control': immutableCacheControl}),
    ...types,
  ].join('\n')}\n`;
}

/** The path of each page of the build (trailingSlash: false), from its HTML files relative to the build folder. */
export function pagePaths(htmlFiles: readonly string[]): string[] {
  return htmlFiles
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !(errorPageFiles as readonly string[]).includes(`/${file}`))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/(?:\/index)?\.html$/, '')}`))
    .sort();
}

/**
 * `_redirects`: the other URLs of each page to its one URL (
 * src/lib/requestTarget.ts canonicalPath: `.html`, `/index`, `/index.html`, a
 * trailing slash), in one hop, 301 as nginx answers them. Static rules
 * only: one splat per rule and none in the middle on Netlify, and
 * Cloudflare keeps the query on these. Cloudflare redirects `.html` and a
 * trailing slash itself (308); these rules make Netlify do the same.
 */
export function edgeRedirects(pages: readonly string[]): string {
  const rules: string[] = [];
  for (const page of pages) {
    if (/[\s#?%]/.test(page)) throw new Error(`Page path ${JSON.stringify(page)} cannot stand in a _redirects rule as it is`);
    const sources = page === '/' ? ['/index', '/index.html'] : [`${page}.html`, `${page}/`, `${page}/index`, `${page}/index.html`];
    for (const source of sources) rules.push(`${source} ${page} 301`);
  }
  return `# Written by src/plugins/security-headers at build time. Do not edit.\n${rules.join('\n')}\n`;
}

/** What breaks a platform's limits in these files, as sentences; empty when none. */
export function edgeRuleProblems(headersText: string, redirectsText: string): string[] {
  const problems: string[] = [];
  const rulesOf = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const headerLines = rulesOf(headersText);
  const headerRules = headerLines.filter((line) => !/^\s/.test(line)).length;
  if (headerRules > edgeLimits.headerRules) {
    problems.push(`${edgeHeadersFile} has ${headerRules} rules, more than ${edgeLimits.headerRules}`);
  }
  for (const line of headerLines) {
    if (line.length > edgeLimits.headerLineLength) {
      problems.push(
        `${edgeHeadersFile} has a line of ${line.length} characters, more than ${edgeLimits.headerLineLength}: ${line.slice(0, 60)}…`,
      );
    }
  }
  const redirects = rulesOf(redirectsText);
  const dynamic = redirects.filter((line) => /[*:]/.test(line.split(/\s+/)[0]!)).length;
  if (redirects.length - dynamic > edgeLimits.staticRedirects) {
    problems.push(`${edgeRedirectsFile} has ${redirects.length - dynamic} static rules, more than ${edgeLimits.staticRedirects}`);
  }
  if (dynamic > edgeLimits.dynamicRedirects) {
    problems.push(`${edgeRedirectsFile} has ${dynamic} dynamic rules, more than ${edgeLimits.dynamicRedirects}`);
  }
  for (const line of redirects) {
    if (line.length > edgeLimits.redirectLineLength) {
      problems.push(
        `${edgeRedirectsFile} has a rule of ${line.length} characters, more than ${edgeLimits.redirectLineLength}: ${line.slice(0, 60)}…`,
      );
    }
  }
  return problems;
}

/** What breaks the file limits in an upload: `files` as relative path and size. */
export function edgeFileProblems(files: ReadonlyArray<{path: string; size: number}>): string[] {
  const problems: string[] = [];
  if (files.length > edgeLimits.files) problems.push(`${files.length} files to upload, more than ${edgeLimits.files}`);
  for (const file of files) {
    if (file.size > edgeLimits.fileBytes) problems.push(`${file.path} is ${file.size} bytes, more than ${edgeLimits.fileBytes}`);
  }
  return problems;
}

/**
 * What the MCP server's tools know about the docs, without any I/O: which
 * version a reader means, where a page and its twin live, the sections of a
 * twin, one operation of an OpenAPI document with its references resolved,
 * and search results as an agent reads them. The facts come from the same
 * modules the site is built from (src/data, src/utils, src/search), so the
 * server cannot disagree with the site.
 */
import {site} from '../../src/data/site';
import {latestVersion, versionOrder, versionPrefix, versions, type DocsVersion, type VersionName} from '../../src/data/versions';
import {openApiPath} from '../../src/data/openapiUrl';
import {llmsPath} from '../../src/data/llmsUrl';
import {markdownTwinPath, pageRoute} from '../../src/utils/markdownTwin';
import {highlightTerms, type ResultGroup} from '../../src/search/engine';
import {snippet} from '../../src/search/snippet';

/** A bad input or a missing file, said so that an agent can act on it. Tools answer it as an MCP tool error. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}

export type VersionStatus = 'latest' | 'older' | 'unreleased';

export function statusOf(version: DocsVersion): VersionStatus {
  if (version.name === latestVersion) return 'latest';
  return version.released === null ? 'unreleased' : 'older';
}

/** The site's address without a trailing slash: `https://docs.confidant.example`. */
export type SiteBase = string;

export const defaultSiteUrl: SiteBase = site.docsUrl;

export function absoluteUrl(base: SiteBase, sitePath: string): string {
  return `${base.replace(/\/+$/, '')}${sitePath}`;
}

export interface VersionInfo {
  name: VersionName;
  label: string;
  /** Where its pages live: `/` for the latest release, `/1.27`, `/next`. */
  path: string;
  url: string;
  released: string | null;
  status: VersionStatus;
  llmsTxt: string;
  openapi: string;
}

export function versionInfo(base: SiteBase, version: DocsVersion): VersionInfo {
  return {
    name: version.name,
    label: version.label,
    path: versionPrefix(version.name) || '/',
    url: absoluteUrl(base, versionPrefix(version.name) || '/'),
    released: version.released,
    status: statusOf(version),
    llmsTxt: absoluteUrl(base, llmsPath(version.name, 'llms.txt')),
    openapi: absoluteUrl(base, openApiPath(version.name)),
  };
}

/** One line per version, for the messages that list them. */
export function versionSummary(): string {
  return versions
    .map((v) => {
      const status = statusOf(v);
      const where = versionPrefix(v.name) || '/';
      return `${v.name} (${status === 'latest' ? `latest release, at ${where}` : `${status}, at ${where}`})`;
    })
    .join(', ');
}

/**
 * The version a tool input names. Accepts the name (`1.27`, `next`), the
 * label (`Next`), `latest`, a leading `v` and a patch number (`v1.27.3` is
 * 1.27: the docs are per minor release). Omitted: the latest release.
 */
export function resolveVersion(input: string | undefined): VersionName {
  if (input === undefined || input.trim() === '') return latestVersion;
  const text = input.trim().toLowerCase();
  if (text === 'latest') return latestVersion;
  const minor = /^v?(\d+\.\d+)(?:\.\d+)?$/.exec(text)?.[1];
  const name = minor ?? text;
  const found = versions.find((v) => v.name === name || v.label.toLowerCase() === name);
  if (!found) {
    throw new ToolInputError(
      `Unknown version ${JSON.stringify(input)}. The docs have these versions: ${versionSummary()}. ` +
        `Leave the version out for the latest release, or call list_versions for their release dates.`,
    );
  }
  return found.name;
}

/** The version whose URL prefix starts a route (`/1.23/quickstart` is 1.23), or null for the root version's routes. */
export function versionOfRoute(route: string): VersionName | null {
  const first = route.split('/')[1] ?? '';
  if (first === '') return null;
  return versions.find((v) => v.path !== '' && v.path === first)?.name ?? null;
}

export interface PageRef {
  version: VersionName;
  /** The page's route: `/1.23/quickstart`, `/` for the latest release's introduction. */
  route: string;
  /** The anchor the input carried (`#streaming`), without `#`, or ''. */
  anchor: string;
}

/** Hosts whose URLs name pages of these docs: the public address, and the site the server reads. */
function docsOrigins(base: SiteBase): Set<string> {
  return new Set([new URL(defaultSiteUrl).origin, new URL(base).origin]);
}

/**
 * The page a `get_page` input names. `path` is relative to the version
 * (`quickstart`, `/api/models`) unless it starts with a version's prefix
 * (`/1.23/quickstart`); `url` is an address on the docs site, of the page or
 * of its Markdown twin. `.md`, `.html`, a trailing slash and a query are
 * ignored; an anchor picks a section.
 */
export function resolvePage(input: {path?: string; url?: string; version?: string}, base: SiteBase): PageRef {
  const {path, url} = input;
  if ((path === undefined || path.trim() === '') && (url === undefined || url.trim() === '')) {
    throw new ToolInputError(
      'Give the page as `path` (for example "quickstart" or "/1.27/api/models") or as `url` (an address on the docs site).',
    );
  }
  if (path !== undefined && url !== undefined && path.trim() !== '' && url.trim() !== '') {
    throw new ToolInputError('Give either `path` or `url`, not both.');
  }
  let raw: string;
  if (url !== undefined && url.trim() !== '') {
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
    } catch {
      throw new ToolInputError(
        `${JSON.stringify(url)} is not a URL. Give a full address such as ${absoluteUrl(base, '/quickstart')}, or use \`path\`.`,
      );
    }
    if (!docsOrigins(base).has(parsed.origin)) {
      throw new ToolInputError(
        `${parsed.origin} is not the docs site. Give an address on ${[...docsOrigins(base)].join(' or ')}, or a \`path\` such as "/quickstart".`,
      );
    }
    const basePath = new URL(base).pathname.replace(/\/+$/, '');
    raw = parsed.pathname.startsWith(`${basePath}/`) ? parsed.pathname.slice(basePath.length) : parsed.pathname;
    raw += parsed.hash;
  } else {
    raw = path!.trim();
  }
  const [beforeHash = '', ...hashParts] = raw.split('#');
  const anchor = hashParts.join('#');
  let pathname = beforeHash.split('?')[0]!;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Left as typed: a page whose path does not decode does not exist either.
  }
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  pathname = pathname.replace(/\/index\.(md|html)$/, '/').replace(/\.(md|html)$/, '');
  if (pathname.split('/').some((part) => part === '..' || part === '.')) {
    throw new ToolInputError(`${JSON.stringify(raw)} is not a page path: it contains "." or ".." segments.`);
  }
  const route = pageRoute(pathname.replace(/\/{2,}/g, '/'));
  const inRoute = versionOfRoute(route);
  if (input.version !== undefined && input.version.trim() !== '') {
    const asked = resolveVersion(input.version);
    if (inRoute !== null && inRoute !== asked) {
      throw new ToolInputError(
        `The page ${route} is in version ${inRoute}, but version ${JSON.stringify(input.version)} was asked for. ` +
          `Drop the version prefix from the path, or leave \`version\` out.`,
      );
    }
    if (inRoute === null && url !== undefined && url.trim() !== '' && asked !== latestVersion) {
      throw new ToolInputError(
        `${url} is a page of the latest release (${latestVersion}), but version ${asked} was asked for. ` +
          `Use \`path\` with the version, or the address of the ${asked} page (${absoluteUrl(base, versionPrefix(asked) + route)}).`,
      );
    }
    if (inRoute === null) {
      const prefixed = versionPrefix(asked) + (route === '/' ? '' : route);
      return {version: asked, route: prefixed === '' ? '/' : prefixed, anchor};
    }
  }
  return {version: inRoute ?? latestVersion, route, anchor};
}

/** Site-absolute path of a page's Markdown twin. */
export function twinPathOf(route: string): string {
  return markdownTwinPath(route);
}

/** Words to search for when a path names no page: `/guides/proxy-setup` looks for "guides proxy setup". */
export function wordsOfRoute(route: string): string {
  const version = versionOfRoute(route);
  const rest = version ? route.slice(versionPrefix(version).length) : route;
  return rest
    .split(/[/_.-]+/)
    .filter((w) => w.length > 0)
    .join(' ');
}

export interface Heading {
  level: number;
  text: string;
  /** 0-based line of the heading in the twin. */
  line: number;
}

const fence = /^\s{0,3}(`{3,}|~{3,})/;

/** The twin's headings, outside code blocks (a `# comment` in a shell sample is no heading). */
export function headingsOf(markdown: string): Heading[] {
  const lines = markdown.split('\n');
  const headings: Heading[] = [];
  let open: string | null = null;
  let inFrontMatter = lines[0] === '---';
  lines.forEach((line, i) => {
    if (inFrontMatter) {
      if (i > 0 && line === '---') inFrontMatter = false;
      return;
    }
    const marker = fence.exec(line)?.[1];
    if (marker) {
      if (open === null) open = marker;
      else if (marker[0] === open[0] && marker.length >= open.length) open = null;
      return;
    }
    if (open !== null) return;
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (match) headings.push({level: match[1]!.length, text: match[2]!, line: i});
  });
  return headings;
}

/** A heading as a reader would type it: no Markdown marks, no links, lowercased. */
export function plainHeading(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A heading's anchor as Docusaurus writes one when the page sets none (github-slugger's rule). */
export function slugOf(text: string): string {
  return plainHeading(text)
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text of a twin from a heading to the next heading of the same or a higher level. */
export function sectionText(markdown: string, heading: Heading): string {
  const lines = markdown.split('\n');
  const next = headingsOf(markdown).find((h) => h.line > heading.line && h.level <= heading.level);
  return lines
    .slice(heading.line, next ? next.line : lines.length)
    .join('\n')
    .trimEnd();
}

/** The heading a `section` input names: its text, or its anchor. */
export function findHeading(markdown: string, section: string): Heading | undefined {
  const headings = headingsOf(markdown).filter((h) => h.level > 1);
  const wanted = plainHeading(section.replace(/^#+\s*/, ''));
  return (
    headings.find((h) => plainHeading(h.text) === wanted) ??
    headings.find((h) => slugOf(h.text) === wanted.replace(/\s+/g, '-')) ??
    headings.find((h) => plainHeading(h.text).startsWith(wanted) && wanted.length >= 3)
  );
}

/** The heading whose section holds the table row whose first cell names `rowTitle` (`max_tokens`). */
export function headingOfRow(markdown: string, rowTitle: string): Heading | undefined {
  const name = rowTitle.split(/[\s<]/)[0] ?? rowTitle;
  const lines = markdown.split('\n');
  const rowLine = lines.findIndex((line) => {
    const first = /^\|\s*([^|]*)\|/.exec(line)?.[1] ?? '';
    return first.replace(/[`*]/g, '').trim().split(/,\s*/).includes(name) || first.replace(/[`*]/g, '').trim().startsWith(`${name} `);
  });
  if (rowLine === -1) return undefined;
  return headingsOf(markdown)
    .filter((h) => h.line < rowLine && h.level > 1)
    .at(-1);
}

export interface SearchHit {
  title: string;
  /** The section's heading, or null for the page's opening. */
  section: string | null;
  url: string;
  markdownUrl: string;
  snippet: string;
}

/** The box's results as an agent reads them, in the box's order: pages best first, each with its best sections. */
export function searchHits(groups: readonly ResultGroup[], query: string, base: SiteBase): SearchHit[] {
  return groups.flatMap((group) =>
    group.hits.map((hit) => {
      const {document} = hit;
      const [route = '/'] = document.sectionRoute.split('#');
      return {
        title: document.pageTitle,
        section: document.kind === 'page' ? null : document.sectionTitle,
        url: absoluteUrl(base, document.sectionRoute),
        markdownUrl: absoluteUrl(base, markdownTwinPath(route)),
        snippet: snippet(document.content, highlightTerms(query, hit))
          .map((part) => part.text)
          .join(''),
      };
    }),
  );
}

/** The version names in release order, for schemas and descriptions. */
export const versionNames: readonly VersionName[] = versionOrder;

export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};
type JsonObject = {[key: string]: JsonValue};

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The path prefix of the document's first server: `/v1` for `http://localhost:8080/v1`. */
function serverPath(doc: JsonObject): string {
  const servers = doc.servers;
  const first = Array.isArray(servers) && isObject(servers[0]) ? servers[0].url : undefined;
  if (typeof first !== 'string') return '';
  try {
    return new URL(first).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/** Every operation of a document as the docs write it: `POST /v1/chat/completions`. */
export function operationsOf(doc: unknown): string[] {
  if (!isObject(doc) || !isObject(doc.paths)) return [];
  const prefix = serverPath(doc);
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    isObject(item) ? httpMethods.filter((m) => isObject(item[m])).map((m) => `${m.toUpperCase()} ${prefix}${p}`) : [],
  );
}

/** A local JSON pointer (`#/components/schemas/Error`) resolved in the document. */
function pointerTarget(doc: JsonObject, ref: string): JsonValue | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: JsonValue | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = Array.isArray(node) ? node[Number(key)] : node[key];
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * A copy of `value` with every local `$ref` replaced by what it points to,
 * recursively. A reference inside its own expansion (a recursive schema)
 * stays a `$ref`; `x-resolved-from` says where an expansion came from.
 */
export function resolveRefs(doc: JsonObject, value: JsonValue, expanding: readonly string[] = []): JsonValue {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(doc, v, expanding));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    const target = pointerTarget(doc, ref);
    if (target === undefined || expanding.includes(ref)) return value;
    const {$ref: _ref, ...siblings} = value;
    const resolved = resolveRefs(doc, target, [...expanding, ref]);
    const rest = resolveRefs(doc, siblings, expanding);
    return isObject(resolved) && isObject(rest) ? {'x-resolved-from': ref, ...resolved, ...rest} : resolved;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(doc, v, expanding)]));
}

export interface ResolvedOperation {
  operation: string;
  method: string;
  /** The path as the document's `paths` holds it, below the server URL. */
  path: string;
  server: string | null;
  definition: JsonValue;
}

/** One operation (`POST /v1/chat/completions`) with the schemas and responses it references resolved. */
export function findOperation(doc: unknown, operation: string, version: VersionName): ResolvedOperation {
  if (!isObject(doc) || !isObject(doc.paths)) {
    throw new ToolInputError(`The OpenAPI document of ${version} has no paths; it is not an OpenAPI document this server can read.`);
  }
  const available = operationsOf(doc);
  const match = /^\s*([a-z]+)\s+(\S+)\s*$/i.exec(operation);
  const list = `Operations in ${version}: ${available.join(', ')}.`;
  if (!match) {
    throw new ToolInputError(`Give the operation as a method and a path, such as "POST /v1/chat/completions". ${list}`);
  }
  const method = match[1]!.toLowerCase();
  const prefix = serverPath(doc);
  const asked = match[2]!.split('?')[0]!.replace(/\/+$/, '');
  const candidates = [asked, prefix && asked.startsWith(`${prefix}/`) ? asked.slice(prefix.length) : null].filter(
    (p): p is string => p !== null,
  );
  const paths = doc.paths;
  const path = candidates.find((p) => isObject(paths[p]));
  const item = path === undefined ? undefined : (paths[path] as JsonObject);
  const definition = item?.[method];
  if (path === undefined || !isObject(definition)) {
    throw new ToolInputError(`${method.toUpperCase()} ${asked} is not an operation of the ${version} API. ${list}`);
  }
  const servers = doc.servers;
  const server = Array.isArray(servers) && isObject(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url : null;
  // Parameters shared by every method of a path belong to the operation too.
  const shared = item?.parameters;
  const own = Array.isArray(definition.parameters) ? definition.parameters : [];
  const withShared: JsonObject = Array.isArray(shared) ? {...definition, parameters: [...shared, ...own]} : definition;
  return {
    operation: `${method.toUpperCase()} ${prefix}${path}`,
    method: method.toUpperCase(),
    path,
    server,
    definition: resolveRefs(doc, withShared),
  };
}

/**
 * Where the MCP server reads the docs' static files from: the published site
 * (`--site`, over HTTP, that origin only) or a local build (`--dir`, the file
 * system only). Both answer the same site-absolute paths (`/llms.txt`,
 * `/1.23/quickstart.md`) and fail with a SourceError that says what happened
 * and where, so a tool can pass it on to the agent.
 */
import {readFile, realpath} from 'node:fs/promises';
import path from 'node:path';

export type SourceErrorKind = 'not-found' | 'unreachable' | 'bad-answer' | 'not-json';

export class SourceError extends Error {
  constructor(
    readonly kind: SourceErrorKind,
    /** The URL or file that failed. */
    readonly where: string,
    message: string,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

export interface DocsSource {
  /** The site address or the folder, for messages. */
  readonly description: string;
  /** The file at a site-absolute path, as text. Throws SourceError. */
  readText: (sitePath: string) => Promise<string>;
  /** Where a site-absolute path is read from, for messages. */
  locationOf: (sitePath: string) => string;
}

/** A site-absolute path without `..`, query or fragment: the only kind of path the tools build. */
function checkSitePath(sitePath: string): string {
  if (!sitePath.startsWith('/') || /[?#\\]/.test(sitePath) || sitePath.split('/').some((part) => part === '..' || part === '.')) {
    throw new SourceError('not-found', sitePath, `Not a path of the docs site: ${JSON.stringify(sitePath)}`);
  }
  return sitePath;
}

/** Redirects followed on the same origin; a redirect to any other host is refused, not followed. */
const maxRedirects = 3;
/** A site that accepts the connection but never answers must not hang the agent's tool call forever. */
export const requestTimeoutMs = 20_000;

export interface SiteSourceOptions {
  fetchFn?: typeof fetch;
  timeoutMs?: number;
}

/** Reads from the docs site at `siteUrl` (its origin and base path); requests nothing from any other host. */
export function siteSource(siteUrl: string, {fetchFn = fetch, timeoutMs = requestTimeoutMs}: SiteSourceOptions = {}): DocsSource {
  const base = new URL(siteUrl);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new Error(`--site needs an http or https address, got ${JSON.stringify(siteUrl)}`);
  }
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const urlOf = (sitePath: string): URL => new URL(checkSitePath(sitePath).slice(1), base);

  return {
    description: base.href.replace(/\/$/, ''),
    locationOf: (sitePath) => urlOf(sitePath).href,
    async readText(sitePath) {
      let url = urlOf(sitePath);
      for (let hop = 0; ; hop++) {
        // The one place that requests anything: the origin is checked on every hop.
        if (url.origin !== base.origin) {
          throw new SourceError('bad-answer', url.href, `${urlOf(sitePath).href} redirects to another host (${url.origin}); not followed.`);
        }
        let response: Response;
        try {
          response = await fetchFn(url, {redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: {accept: '*/*'}});
        } catch (error) {
          const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
          const cause = reason instanceof Error ? reason.message : String(reason);
          const timedOut = error instanceof Error && error.name === 'TimeoutError';
          throw new SourceError(
            'unreachable',
            url.href,
            `The docs site did not answer ${url.href}: ${timedOut ? `no answer in ${timeoutMs / 1000} s` : cause}. ` +
              `Check the address given with --site (${base.href}) and the network, or run the server on a local build with --dir.`,
          );
        }
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location && hop < maxRedirects) {
          url = new URL(location, url);
          continue;
        }
        if (response.status === 404 || response.status === 410) {
          throw new SourceError('not-found', url.href, `${url.href} does not exist on the docs site (HTTP ${response.status}).`);
        }
        if (!response.ok) {
          throw new SourceError(
            'bad-answer',
            url.href,
            `The docs site answered ${url.href} with HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
          );
        }
        return response.text();
      }
    },
  };
}

/** Reads from a local build folder; nothing outside it. */
export function dirSource(dir: string): DocsSource {
  const root = path.resolve(dir);
  const fileOf = (sitePath: string): string => path.join(root, ...checkSitePath(sitePath).split('/').filter(Boolean));
  return {
    description: root,
    locationOf: fileOf,
    async readText(sitePath) {
      const file = fileOf(sitePath);
      try {
        // A symlink in the build must not lead outside it.
        const real = await realpath(file);
        const realRoot = await realpath(root);
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) {
          throw new SourceError('not-found', file, `${file} leads outside the build folder ${root}; not read.`);
        }
        return await readFile(real, 'utf8');
      } catch (error) {
        if (error instanceof SourceError) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') {
          throw new SourceError('not-found', file, `${file} does not exist in the build folder ${root}.`);
        }
        throw new SourceError('unreachable', file, `Could not read ${file}: ${(error as Error).message}.`);
      }
    },
  };
}

/** The file at a path, parsed as JSON; a file that is not JSON says so, with where it came from. */
export async function readJson(source: DocsSource, sitePath: string, what: string): Promise<unknown> {
  const text = await source.readText(sitePath);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const where = source.locationOf(sitePath);
    const start = JSON.stringify(text.slice(0, 40));
    throw new SourceError(
      'not-json',
      where,
      `${where} should be ${what} in JSON, but it is not JSON (${(error as Error).message}; it starts with ${start}). ` +
        `Is ${source.description} the docs site, or a build of it?`,
    );
  }
}

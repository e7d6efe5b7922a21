/**
 * The edge's worker: Cloudflare Pages runs an upload's `_worker.js` in front
 * of its static files (advanced mode). It makes the edge answer a request's
 * address as nginx and the node server do, with the same rules
 * (src/lib/requestTarget.ts, decide): `//quickstart` and other spellings of
 * a page's one URL redirect there in one hop; an address that cannot be read
 * (`/%ZZ/quickstart`) gets the bad-request page with 400, and one too long to read with 414; what names no file
 * (the error pages by their own paths, hidden files, an encoded slash) the
 * not-found page with 404; other methods than GET and HEAD 405. Everything
 * else goes to the platform's static files, with the build's `_headers` and
 * `_redirects`.
 *
 * Bundled at build time (./index.ts) into build/.server/edge-worker.js, with
 * the build's security headers for the answers it writes itself; the edge
 * stage uploads it as `_worker.js` (scripts/lib/edgeStage.ts). The platform
 * has parsed the address before the worker sees it: `.` and `..` are
 * resolved, and the rest of the path arrives as the client sent it.
 *
 * What the platform adds to its files and the servers do not send is taken
 * off every answer on the way out (`Access-Control-Allow-Origin: *`), and
 * what they send and the platform does not is put on (`Vary:
 * Accept-Encoding`, see compressedTypes).
 */
import {contentType} from '../../lib/contentTypes';
import {allowedMethods, badRequestFile, decide, notFoundFile, plainPath, statusText} from '../../lib/requestTarget';

/** Set by the bundler: the build's security headers (build/.server/security-headers.json). */
declare const SECURITY_HEADERS: Record<string, string>;

interface Env {
  /** The platform's static files, with `_headers` and `_redirects` applied. */
  ASSETS: {fetch: (request: Request) => Promise<Response>};
}

/** As nginx and the node server send every answer but a whole hashed asset. */
const revalidate = 'no-cache';

/**
 * Added by the platform's asset server to every file it answers (wrangler
 * 3.114's pages-shared handler, attachHeaders, as on Cloudflare Pages);
 * nginx and the node server send none: no other origin may read the site.
 */
const platformOnlyHeaders = ['Access-Control-Allow-Origin'];

/**
 * The types the platform compresses with brotli or gzip when the client
 * takes them, after the worker (Cloudflare's list,
 * https://developers.cloudflare.com/speed/optimization/content/brotli/content-compression/,
 * which miniflare's entry worker applies): an answer of one of them depends
 * on Accept-Encoding, and says so as nginx's gzip_vary does. The platform
 * says nothing. `text/markdown` is not on the list: the platform sends the
 * Markdown twins as they are.
 */
const compressedTypes = new Set([
  'text/html',
  'text/richtext',
  'text/plain',
  'text/css',
  'text/x-script',
  'text/x-component',
  'text/x-java-source',
  'text/x-markdown',
  'application/javascript',
  'application/x-javascript',
  'text/javascript',
  'text/js',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'application/x-perl',
  'application/x-httpd-cgi',
  'text/xml',
  'application/xml',
  'application/rss+xml',
  'application/vnd.api+json',
  'application/x-protobuf',
  'application/json',
  'multipart/bag',
  'multipart/mixed',
  'application/xhtml+xml',
  'font/ttf',
  'font/otf',
  'font/x-woff',
  'image/svg+xml',
  'application/vnd.ms-fontobject',
  'application/ttf',
  'application/x-ttf',
  'application/otf',
  'application/x-otf',
  'application/truetype',
  'application/opentype',
  'application/x-opentype',
  'application/font-woff',
  'application/eot',
  'application/font',
  'application/font-sfnt',
  'application/wasm',
  'application/javascript-binast',
  'application/manifest+json',
  'application/ld+json',
  'application/graphql+json',
  'application/geo+json',
]);

/**
 * Whether the platform compresses this answer for a client that takes it.
 * A 304 has no Content-Type: it says what its 200 would (RFC 9110, 15.4.5),
 * by the path's type; a path without an extension is a page, which the
 * platform serves from `/x.html`. An answer without a type and a body (a
 * redirect) says nothing, as the node server's.
 */
function variesByEncoding(answer: Response, pathname: string): boolean {
  const typeOfPath = (): string => (/\.[^./]+$/.test(pathname) ? contentType(pathname) : 'text/html');
  const type = answer.headers.get('Content-Type') ?? (answer.status === 304 ? typeOfPath() : undefined);
  return type !== undefined && compressedTypes.has(type.split(';')[0]!.trim().toLowerCase());
}

/** An answer as it leaves the worker: the platform's own headers off, Vary on. */
function finished(answer: Response, pathname: string): Response {
  const out = new Response(answer.body, answer);
  for (const name of platformOnlyHeaders) out.headers.delete(name);
  if (variesByEncoding(out, pathname)) {
    const fields = (out.headers.get('Vary') ?? '').split(',').map((field) => field.trim().toLowerCase());
    if (!fields.includes('accept-encoding') && !fields.includes('*')) out.headers.append('Vary', 'Accept-Encoding');
  }
  return out;
}

function textAnswer(status: number): Response {
  return new Response(statusText(status), {
    status,
    headers: {
      ...SECURITY_HEADERS,
      'Cache-Control': revalidate,
      'Content-Type': 'text/plain; charset=utf-8',
      ...(status === 405 ? {Allow: allowedMethods.join(', ')} : {}),
    },
  });
}

/** An error page of the build with its status; the platform serves `/x.html` at `/x`. */
async function errorPage(request: Request, env: Env, file: string, status: number): Promise<Response> {
  const url = new URL(file.replace(/\.html$/, ''), request.url);
  const page = await env.ASSETS.fetch(new Request(url, {method: request.method === 'HEAD' ? 'HEAD' : 'GET'}));
  if (!page.ok) return textAnswer(status);
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', revalidate);
  headers.delete('ETag');
  return new Response(request.method === 'HEAD' ? null : page.body, {status, headers});
}

async function respond(request: Request, env: Env, url: URL): Promise<Response> {
  const decision = decide(request.method, `${url.pathname}${url.search}`);
  switch (decision.kind) {
    case 'serve': {
      // A path with a character a URL carries encoded names no file: every
      // name in the build is plain. The platform's asset server failed on
      // some (502 for `/%E4%B8%AD/index`, making a redirect of its own).
      if (!plainPath.test(decision.pathname)) return errorPage(request, env, notFoundFile, 404);
      const answer = await env.ASSETS.fetch(request);
      // decide() has made every redirect nginx and the node server make. The
      // platform redirects more: any path ending in `/index` or `/index/`
      // to its folder (308, in its decoded spelling: `/%3F/index` to `/?/`),
      // and `x/` and `x.html` to `x` when the file is there. Here that is a
      // path no page has (decide() redirects the plain ones, and every page
      // of the build but `/` is an `x.html`), which names no file: the
      // not-found page, as nginx answers it.
      if (answer.status >= 300 && answer.status < 400 && answer.status !== 304) {
        return errorPage(request, env, notFoundFile, 404);
      }
      if (answer.status !== 404) return answer;
      // The platform sends the not-found page for a missing `/x.json`
      // with the type `_headers` gives `.json`: the page showed as text.
      const headers = new Headers(answer.headers);
      headers.set('Content-Type', 'text/html; charset=utf-8');
      return new Response(answer.body, {status: 404, headers});
    }
    case 'redirect':
      return new Response(null, {
        status: 301,
        headers: {...SECURITY_HEADERS, Location: decision.location, 'Cache-Control': revalidate},
      });
    case 'error':
      if (decision.status === 404) return errorPage(request, env, notFoundFile, 404);
      if (decision.status === 400 || decision.status === 414) return errorPage(request, env, badRequestFile, decision.status);
      return textAnswer(decision.status);
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    return finished(await respond(request, env, url), url.pathname);
  },
};

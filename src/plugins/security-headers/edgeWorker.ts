/**
 * The edge's worker: Cloudflare Pages runs an upload's `_worker.js` in front
 * of its static files (advanced mode). It makes the edge answer a request's
 * address as nginx and the node server do, with the same rules
 * (src/lib/requestTarget.ts, decide): `//quickstart` and other spellings of
 * a page's one URL redirect there in one hop; an address that cannot be read
 * (`/%ZZ/quickstart`) gets the bad-request page with 400; what names no file
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
 */
import {allowedMethods, badRequestFile, decide, notFoundFile, statusText} from '../../lib/requestTarget';

/** Set by the bundler: the build's security headers (build/.server/security-headers.json). */
declare const SECURITY_HEADERS: Record<string, string>;

interface Env {
  /** The platform's static files, with `_headers` and `_redirects` applied. */
  ASSETS: {fetch: (request: Request) => Promise<Response>};
}

/** As nginx and the node server send every answer but a whole hashed asset. */
const revalidate = 'no-cache';

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

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const decision = decide(request.method, `${url.pathname}${url.search}`);
    switch (decision.kind) {
      case 'serve': {
        const answer = await env.ASSETS.fetch(request);
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
        if (decision.status === 400) return errorPage(request, env, badRequestFile, 400);
        return textAnswer(decision.status);
    }
  },
};

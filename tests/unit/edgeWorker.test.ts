// The edge's worker (src/plugins/security-headers/edgeWorker.ts) answers an
// address as the node server and nginx do, and hands everything else to the
// platform's static files.
import {beforeAll, describe, expect, it} from 'vitest';
import {edgeWorkerBundle} from '../../src/plugins/security-headers/edgeWorkerBundle';

const headers = {'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff'};

type Worker = {fetch: (request: Request, env: {ASSETS: {fetch: (request: Request) => Promise<Response>}}) => Promise<Response>};
let worker: Worker;

/**
 * The platform's files: the page of each path, with the headers of _headers
 * and the one its asset server adds to every file (wrangler 3.114's
 * pages-shared handler, attachHeaders).
 */
const platformHeaders = {'Access-Control-Allow-Origin': '*'};
const assets = {
  asked: [] as string[],
  /** Set by a test: the platform's answer for every path. */
  only: undefined as Response | undefined,
  fetch(request: Request): Promise<Response> {
    if (assets.only) return Promise.resolve(assets.only.clone());
    const {pathname} = new URL(request.url);
    assets.asked.push(`${request.method} ${pathname}`);
    // The asset server's own redirect of any path ending in /index to its folder.
    if (pathname.endsWith('/index')) {
      return Promise.resolve(
        new Response(null, {status: 308, headers: {...headers, ...platformHeaders, Location: decodeURIComponent(pathname.slice(0, -5))}}),
      );
    }
    const pages: Record<string, string> = {
      '/400': '<h1>Bad request</h1>',
      '/404': '<h1>Page Not Found</h1>',
      '/quickstart': '<h1>Quickstart</h1>',
    };
    const body = pages[pathname];
    return Promise.resolve(
      new Response(body ?? '<h1>Page Not Found</h1>', {
        status: body ? 200 : 404,
        headers: {...headers, ...platformHeaders, 'Content-Type': 'text/html; charset=utf-8', ETag: '"x"'},
      }),
    );
  },
};

const ask = (target: string, method = 'GET') => worker.fetch(new Request(`http://docs.example${target}`, {method}), {ASSETS: assets});

beforeAll(async () => {
  (globalThis as {SECURITY_HEADERS?: unknown}).SECURITY_HEADERS = headers;
  worker = (await import('../../src/plugins/security-headers/edgeWorker')).default;
});

describe('the edge worker', () => {
  it('redirects another spelling of a page to its one URL in one hop, with the security headers', async () => {
    for (const [target, location] of [
      ['//quickstart', '/quickstart'],
      ['/1.23//api//embeddings?x=1', '/1.23/api/embeddings?x=1'],
      ['//quickstart/', '/quickstart'],
      ['/quick%73tart', '/quickstart'],
    ]) {
      const answer = await ask(target!);
      expect(answer.status, target).toBe(301);
      expect(answer.headers.get('Location'), target).toBe(location);
      expect(answer.headers.get('Content-Security-Policy')).toBe(headers['Content-Security-Policy']);
      expect(answer.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('answers an address it cannot read with the bad-request page and 400', async () => {
    for (const target of ['/%ZZ/quickstart', '/%', '/quickstart%00']) {
      const answer = await ask(target);
      expect(answer.status, target).toBe(400);
      expect(await answer.text()).toContain('Bad request');
      expect(answer.headers.get('Content-Security-Policy')).toBe(headers['Content-Security-Policy']);
      expect(answer.headers.get('ETag')).toBeNull();
    }
    const head = await ask('/%', 'HEAD');
    expect(head.status).toBe(400);
    expect(await head.text()).toBe('');
  });

  it('answers an address too long to read with the bad-request page and 414', async () => {
    const answer = await ask(`/quickstart?q=${'a'.repeat(9000)}`);
    expect(answer.status).toBe(414);
    expect(await answer.text()).toContain('Bad request');
    expect(answer.headers.get('Content-Security-Policy')).toBe(headers['Content-Security-Policy']);
  });

  it('answers the error pages by their own paths, hidden files and an encoded slash with the not-found page and 404', async () => {
    for (const target of ['/400', '/404', '/404.html', '/.server/security-headers.json', '/1.23/api%2Fembeddings']) {
      const answer = await ask(target);
      expect(answer.status, target).toBe(404);
      expect(await answer.text()).toContain('Page Not Found');
    }
  });

  it('answers other methods than GET and HEAD with 405 and Allow', async () => {
    const answer = await ask('/quickstart', 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('GET, HEAD');
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('hands every other request to the static files as it came', async () => {
    assets.asked.length = 0;
    const answer = await ask('/quickstart?a=1');
    expect(answer.status).toBe(200);
    expect(assets.asked).toEqual(['GET /quickstart']);
    expect((await ask('/nope')).status).toBe(404);
  });

  it('sends the not-found page as HTML whatever the missing path’s extension', async () => {
    assets.only = new Response('<h1>Page Not Found</h1>', {status: 404, headers: {'Content-Type': 'application/json; charset=utf-8'}});
    try {
      const answer = await ask('/nope.json');
      expect(answer.status).toBe(404);
      expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(await answer.text()).toContain('Page Not Found');
    } finally {
      assets.only = undefined;
    }
  });

  it('passes on no Access-Control-Allow-Origin: the platform adds `*` to every file, nginx and the node server send none', async () => {
    for (const [target, status] of [
      ['/quickstart', 200],
      ['/nope', 404],
      ['/404', 404],
      ['/%ZZ/quickstart', 400],
    ] as const) {
      const answer = await ask(target);
      expect(answer.status, target).toBe(status);
      expect(answer.headers.get('Access-Control-Allow-Origin'), target).toBeNull();
      expect(answer.headers.get('X-Content-Type-Options'), target).toBe('nosniff');
    }
  });

  it('says Vary: Accept-Encoding on every answer of a type the platform compresses, and on its 304', async () => {
    const vary = async (target: string, platform?: Response, method = 'GET') => {
      assets.only = platform;
      try {
        return (await ask(target, method)).headers.get('Vary');
      } finally {
        assets.only = undefined;
      }
    };
    expect(await vary('/quickstart')).toBe('Accept-Encoding');
    expect(await vary('/nope')).toBe('Accept-Encoding');
    expect(await vary('/%ZZ/quickstart')).toBe('Accept-Encoding');
    // The worker's own short text answers are compressed too.
    expect(await vary('/quickstart', undefined, 'POST')).toBe('Accept-Encoding');
    const file = (type: string, extra: Record<string, string> = {}) =>
      new Response('x', {status: 200, headers: {...headers, 'Content-Type': type, ...extra}});
    expect(await vary('/assets/js/main.1.js', file('application/javascript; charset=utf-8'))).toBe('Accept-Encoding');
    expect(await vary('/img/logo.svg', file('image/svg+xml'))).toBe('Accept-Encoding');
    expect(await vary('/x', file('text/html', {Vary: 'Accept'}))).toBe('Accept, Accept-Encoding');
    expect(await vary('/x', file('text/html', {Vary: 'accept-encoding'}))).toBe('accept-encoding');
    // Types the platform sends as they are: Markdown (text/markdown is not on its list) and images.
    expect(await vary('/quickstart.md', file('text/markdown; charset=utf-8'))).toBeNull();
    expect(await vary('/img/social-card.png', file('image/png'))).toBeNull();
    // A 304 has no Content-Type: the type of its path decides, as for its 200.
    const notModified = () => new Response(null, {status: 304, headers: {...headers, ETag: '"x"'}});
    expect(await vary('/quickstart', notModified())).toBe('Accept-Encoding');
    expect(await vary('/img/logo.svg', notModified())).toBe('Accept-Encoding');
    expect(await vary('/img/social-card.png', notModified())).toBeNull();
    // A redirect has no body, as the node server's.
    expect(await vary('//quickstart')).toBeNull();
  });

  it('answers the not-found page where the platform would redirect a path that is no page (`/a%20b/index`), as nginx does', async () => {
    for (const target of ['/a%20b/index', '/caf%C3%A9/index', '/%3F/index']) {
      const answer = await ask(target);
      expect(answer.status, target).toBe(404);
      expect(answer.headers.get('Location'), target).toBeNull();
      expect(answer.headers.get('Cache-Control'), target).toBe('no-cache');
      expect(answer.headers.get('Content-Security-Policy'), target).toBe(headers['Content-Security-Policy']);
      expect(await answer.text(), target).toContain('Page Not Found');
    }
    const head = await ask('/a%20b/index', 'HEAD');
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('answers a path no build file can have (a character a URL carries encoded) itself, without asking the platform', async () => {
    assets.asked.length = 0;
    for (const target of ['/%E4%B8%AD/index', '/a%7Cb', '/caf%C3%A9']) {
      const answer = await ask(target);
      expect(answer.status, target).toBe(404);
      expect(await answer.text(), target).toContain('Page Not Found');
    }
    // Only the not-found page was fetched from the platform.
    expect(assets.asked.every((asked) => asked.endsWith(' /404'))).toBe(true);
  });

  it('is bundled into one module that imports nothing, with the build’s headers', async () => {
    const bundle = await edgeWorkerBundle(headers);
    expect(bundle).not.toMatch(/^\s*import\s/m);
    expect(bundle).not.toMatch(/\brequire\(/);
    expect(bundle).toContain(JSON.stringify(headers['Content-Security-Policy']));
    expect(bundle).toMatch(/export\s*\{[^}]*default/);
  });
});

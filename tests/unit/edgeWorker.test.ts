// The edge's worker (src/plugins/security-headers/edgeWorker.ts) answers an
// address as the node server and nginx do, and hands everything else to the
// platform's static files.
import {beforeAll, describe, expect, it} from 'vitest';
import {edgeWorkerBundle} from '../../src/plugins/security-headers/edgeWorkerBundle';

const headers = {'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff'};

type Worker = {fetch: (request: Request, env: {ASSETS: {fetch: (request: Request) => Promise<Response>}}) => Promise<Response>};
let worker: Worker;

/** The platform's files: the page of each path, with the headers of _headers. */
const assets = {
  asked: [] as string[],
  /** Set by a test: the platform's answer for every path. */
  only: undefined as Response | undefined,
  fetch(request: Request): Promise<Response> {
    if (assets.only) return Promise.resolve(assets.only.clone());
    const {pathname} = new URL(request.url);
    assets.asked.push(`${request.method} ${pathname}`);
    const pages: Record<string, string> = {
      '/400': '<h1>Bad request</h1>',
      '/404': '<h1>Page Not Found</h1>',
      '/quickstart': '<h1>Quickstart</h1>',
    };
    const body = pages[pathname];
    return Promise.resolve(
      new Response(body ?? '<h1>Page Not Found</h1>', {
        status: body ? 200 : 404,
        headers: {...headers, 'Content-Type': 'text/html; charset=utf-8', ETag: '"x"'},
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

  it('is bundled into one module that imports nothing, with the build’s headers', async () => {
    const bundle = await edgeWorkerBundle(headers);
    expect(bundle).not.toMatch(/^\s*import\s/m);
    expect(bundle).not.toMatch(/\brequire\(/);
    expect(bundle).toContain(JSON.stringify(headers['Content-Security-Policy']));
    expect(bundle).toMatch(/export\s*\{[^}]*default/);
  });
});

/**
 * Serves a production build the way deploy/nginx.conf serves it: `/a/b` from
 * `a/b.html`, the not-found page with status 404, no directory listing, no
 * hidden files, compression, long caching for hashed assets and revalidation
 * for everything else, and the build's security headers on every response.
 *
 * The file serving itself is serve-handler (the library behind `serve` and
 * `docusaurus serve`), compression is the `compression` middleware.
 *
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import {existsSync, readFileSync} from 'node:fs';
import {lstat} from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {headersJsonFile, serverConfigDir} from '../src/plugins/security-headers/policy';

type HandlerConfig = NonNullable<Parameters<typeof serveHandler>[2]>;
type HandlerMethods = NonNullable<Parameters<typeof serveHandler>[3]>;

/** Hashed file names under assets/ never change content: cache them for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Pages, search indexes, images without hash: reuse only after revalidating. */
export const revalidateCacheControl = 'no-cache';

/** The security headers the build wrote (see src/plugins/security-headers). */
export function readSecurityHeaders(root: string): Record<string, string> {
  const file = path.join(root, serverConfigDir, headersJsonFile);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: ${root} is not a complete production build. Run \`npm run build\` first.`);
  }
  const {headers} = JSON.parse(readFileSync(file, 'utf8')) as {headers: Record<string, string>};
  return headers;
}

/** True when a path below root has a segment starting with a dot (`.server/`, `.git`, `.env`). */
export function isHidden(root: string, absolutePath: string): boolean {
  return path
    .relative(root, absolutePath)
    .split(path.sep)
    .some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
}

export interface ServerOptions {
  /** The build folder. */
  root: string;
  /** Headers sent with every response; defaults to the ones the build wrote. */
  headers?: Record<string, string>;
}

export function createStaticServer({root: rootDir, headers}: ServerOptions): http.Server {
  const root = path.resolve(rootDir);
  const securityHeaders = headers ?? readSecurityHeaders(root);
  const config: HandlerConfig = {
    public: root,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    symlinks: false,
    etag: true,
    headers: [
      // Later entries win: the assets rule overrides the default.
      {source: '**', headers: [{key: 'Cache-Control', value: revalidateCacheControl}]},
      {source: 'assets/**', headers: [{key: 'Cache-Control', value: immutableCacheControl}]},
    ],
  };
  // serve-handler reads the file system through these: a hidden path does not exist.
  const notFound = (p: string) => Object.assign(new Error(`ENOENT: ${p}`), {code: 'ENOENT'});
  const methods = {
    lstat: (p: string) => (isHidden(root, p) ? Promise.reject(notFound(p)) : lstat(p)),
  } as unknown as HandlerMethods;
  const compress = compression() as unknown as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    next: (err?: unknown) => void,
  ) => void;

  return http.createServer((req, res) => {
    // Set before serve-handler writes its own headers, so that redirects and
    // errors carry them too.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    compress(req, res, () => {
      serveHandler(req, res, config, methods).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        res.end('Internal server error');
      });
    });
  });
}

function main(): void {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      dir: {type: 'string', default: 'build'},
    },
  });
  const port = Number(values.port);
  let server: http.Server;
  try {
    server = createStaticServer({root: values.dir});
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  server.on('error', (error) => {
    console.error(`Cannot serve on ${values.host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, values.host, () => {
    const shown = values.host === '127.0.0.1' ? 'localhost' : values.host;
    console.log(`Serving ${path.resolve(values.dir)} at http://${shown}:${port}/`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main();
}

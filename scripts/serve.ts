/**
 * Serves a production build the way deploy/nginx.conf serves it: `/a/b` from
 * `a/b.html`, the not-found page with status 404, no directory listing, no
 * hidden files, compression, long caching for hashed assets and revalidation
 * for everything else, and the build's security headers on every response.
 * Bad input gets the answer nginx gives (400, 404, 405, 414, 431), never a 5xx.
 *
 * The file serving itself is serve-handler (the library behind `serve` and
 * `docusaurus serve`); a text file goes out as the brotli or gzip twin the
 * build wrote beside it (scripts/lib/precompress.ts) when the request accepts
 * one, else through the `compression` middleware, as nginx's gzip_static and
 * brotli_static fall back to gzip; what
 * comes before them (the request's path, method and redirects) is
 * scripts/lib/requestTarget.ts.
 *
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import {createReadStream, existsSync, readFileSync, statSync, type Stats} from 'node:fs';
import {lstat} from 'node:fs/promises';
import http from 'node:http';
import type {Socket} from 'node:net';
import path from 'node:path';
import {Readable} from 'node:stream';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {headersJsonFile, serverConfigDir} from '../src/plugins/security-headers/policy';
import {
  allowedMethods,
  clientErrorStatus,
  decide,
  etagMatches,
  headerStatus,
  maxHeaderSize,
  statusText,
  wellKnownFile,
} from './lib/requestTarget';
import {precompressedTwin} from './lib/precompress';

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

/**
 * True when a path below root has a segment starting with a dot (`.server/`,
 * `.git`, `.env`), except a file directly in `.well-known/` (RFC 8615).
 */
export function isHidden(root: string, absolutePath: string): boolean {
  const relative = path.relative(root, absolutePath).split(path.sep);
  if (wellKnownFile.test(`/${relative.join('/')}`)) return false;
  return relative.some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
}

export interface ServerOptions {
  /** The build folder. */
  root: string;
  /** Headers sent with every response; defaults to the ones the build wrote. */
  headers?: Record<string, string>;
}

/** The size of a precompressed twin, or undefined when there is none. */
const twinSize = (twin: string): number | undefined => {
  const stats = statSync(twin, {throwIfNoEntry: false});
  return stats?.isFile() ? stats.size : undefined;
};

function appendVary(res: http.ServerResponse, field: string): void {
  const current = String(res.getHeader('Vary') ?? '');
  const fields = current.split(',').map((f) => f.trim().toLowerCase());
  if (!fields.includes(field.toLowerCase())) res.setHeader('Vary', current ? `${current}, ${field}` : field);
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
      {
        source: '**',
        headers: [
          {key: 'Cache-Control', value: revalidateCacheControl},
          // serve-handler names every file in `Content-Disposition: inline`,
          // which overrides the name a download link gives (the OpenAPI
          // documents); nginx sends none. Its docs: null removes a default
          // header (its types allow strings only).
          {key: 'Content-Disposition', value: null as unknown as string},
        ],
      },
      {source: 'assets/**', headers: [{key: 'Cache-Control', value: immutableCacheControl}]},
    ],
  };
  // serve-handler reads the file system through these: a hidden path does not
  // exist, nor does a name too long for the file system (nginx: 404, not 500).
  const notFound = (p: string) => Object.assign(new Error(`ENOENT: ${p}`), {code: 'ENOENT'});
  const safeLstat = (p: string) =>
    isHidden(root, p)
      ? Promise.reject(notFound(p))
      : lstat(p).catch((error: unknown) => {
          throw (error as NodeJS.ErrnoException).code === 'ENAMETOOLONG' ? notFound(p) : error;
        });
  const compress = compression({
    // Only whole bodies: a compressed 206 would not match its Content-Range.
    filter: (req, res) => (res.statusCode === 200 || res.statusCode === 404) && compression.filter(req, res),
  }) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => void;

  /**
   * serve-handler's reads for one response. It compares ETags only, sends no
   * Last-Modified beside them, and answers an unsatisfiable range with the
   * whole file: add Last-Modified and If-Modified-Since (304 when the file is
   * not newer, as nginx's `if_modified_since before`), and send 416 empty.
   */
  const methodsFor = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The stats serve-handler looked up, by path: the file it serves is among them.
    const seen = new Map<string, Stats>();
    return {
      lstat: async (p: string) => {
        const stats = await safeLstat(p);
        seen.set(p, stats);
        return stats;
      },
      // Called without options to hash the file for its ETag, with them to send it.
      createReadStream: (p: string, options?: {start?: number; end?: number}) => {
        const mtime = seen.get(p)?.mtime;
        if (!options || !mtime) return createReadStream(p, options);
        if (res.statusCode === 416) {
          // It writes the file's length with the 416: no body, length 0.
          const writeHead = res.writeHead.bind(res);
          res.writeHead = ((status: number, sent?: http.OutgoingHttpHeaders) =>
            writeHead(status, {...sent, 'Content-Length': 0})) as typeof res.writeHead;
          return Readable.from([]);
        }
        if (res.statusCode !== 200 && res.statusCode !== 206) return createReadStream(p, options);
        res.setHeader('Last-Modified', mtime.toUTCString());
        const since = Date.parse(req.headers['if-modified-since'] ?? '');
        const conditional = !req.headers['if-none-match'] && !req.headers.range;
        if (conditional && Math.floor(mtime.getTime() / 1000) * 1000 <= since) {
          // serve-handler writes the status it finds; node sends no body with a 304.
          res.statusCode = 304;
          return Readable.from([]);
        }
        const twin = options.start === undefined ? precompressedTwin(p, req.headers['accept-encoding'], twinSize) : undefined;
        if (res.statusCode === 200 && twin) {
          // The twin written at build time (scripts/lib/precompress.ts); the
          // compression middleware leaves an encoded body alone. Its ETag
          // names the encoding: each representation has its own.
          const writeHead = res.writeHead.bind(res);
          res.writeHead = ((status: number, sent?: http.OutgoingHttpHeaders) => {
            const etag = sent?.ETag;
            return writeHead(status, {
              ...sent,
              'Content-Encoding': twin.encoding,
              'Content-Length': twin.size,
              ...(typeof etag === 'string' ? {ETag: etag.replace(/"$/, `-${twin.encoding}"`)} : {}),
            });
          }) as typeof res.writeHead;
          appendVary(res, 'Accept-Encoding');
          return createReadStream(twin.path);
        }
        return createReadStream(p, options);
      },
    } as unknown as HandlerMethods;
  };

  const refuse = (res: http.ServerResponse, status: number) => {
    res.statusCode = status;
    res.setHeader('Cache-Control', revalidateCacheControl);
    if (status === 404) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      createReadStream(path.join(root, '404.html'))
        .on('error', () => res.end())
        .pipe(res);
      return;
    }
    if (status === 405) res.setHeader('Allow', allowedMethods.join(', '));
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(statusText(status));
  };

  /** A whole response on a socket node's parser gave up on (no request object to answer). */
  const rawReply = (socket: Socket, status: number) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const body = statusText(status);
    const replyHeaders: Record<string, string | number> = {
      ...securityHeaders,
      'Cache-Control': revalidateCacheControl,
      ...(status === 405 ? {Allow: allowedMethods.join(', ')} : {}),
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    };
    const head = Object.entries(replyHeaders)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  };

  /**
   * serve-handler answers 304 only for an If-None-Match equal to the ETag;
   * nginx also for `*`, a list or a weak tag. Turns its 200 into that 304.
   */
  const answerIfNoneMatch = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch === undefined || req.headers.range !== undefined) return;
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((status: number, sent?: http.OutgoingHttpHeaders) => {
      const etag = sent?.ETag;
      if (status !== 200 || typeof etag !== 'string' || !etagMatches(ifNoneMatch, etag)) {
        return writeHead(status, sent);
      }
      // node sends no body with a 304, whatever is piped to it.
      const {'Content-Length': _length, 'Content-Type': _type, ...kept} = sent!;
      return writeHead(304, kept);
    }) as typeof res.writeHead;
  };

  const server = http.createServer({maxHeaderSize}, (req, res) => {
    // Set before serve-handler writes its own headers, so that redirects and
    // errors carry them too.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    compress(req, res, () => {
      const badHeaders = headerStatus(`${req.method} ${req.url} HTTP/${req.httpVersion}`, req.rawHeaders);
      if (badHeaders !== undefined) {
        refuse(res, badHeaders);
        return;
      }
      const decision = decide(req.method ?? '', req.url ?? '');
      if (decision.kind === 'error') {
        refuse(res, decision.status);
        return;
      }
      if (decision.kind === 'redirect') {
        res.writeHead(301, {Location: decision.location, 'Cache-Control': revalidateCacheControl});
        res.end();
        return;
      }
      req.url = decision.url;
      const range = req.headers.range;
      // Only a whole hashed asset is cached for a year, not a part or a 416.
      if (range !== undefined) {
        const writeHead = res.writeHead.bind(res);
        res.writeHead = ((status: number, sent?: http.OutgoingHttpHeaders) =>
          writeHead(status, {...sent, 'Cache-Control': revalidateCacheControl})) as typeof res.writeHead;
      }
      // A unit other than bytes is ignored (RFC 9110), several ranges get the
      // whole file (nginx: `max_ranges 1`); serve-handler would answer 416 and
      // the first range only.
      if (range !== undefined && (!/^bytes=/i.test(range) || range.includes(','))) delete req.headers.range;
      answerIfNoneMatch(req, res);
      serveHandler(req, res, config, methodsFor(req, res)).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        res.end('Internal server error');
      });
    });
  });
  // Requests node's HTTP parser refuses (an unknown method, headers over
  // 16 KB, a malformed line): nginx's status, with the security headers.
  server.on('clientError', (error: NodeJS.ErrnoException & {rawPacket?: Buffer}, socket: Socket) => {
    if (error.code === 'ECONNRESET') return socket.destroy();
    rawReply(socket, clientErrorStatus(error.code, error.rawPacket));
  });
  // CONNECT is no method of a static site either.
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) => rawReply(socket, 405));
  return server;
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

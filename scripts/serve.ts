/**
 * Serves a production build the way deploy/nginx.conf serves it: `/a/b` from
 * `a/b.html`, the not-found page with status 404, no directory listing, no
 * hidden files, no symbolic link below the build folder, the brotli or gzip
 * twin the build wrote beside a text file (scripts/lib/precompress.ts) or
 * gzip per request, long caching for hashed assets and revalidation for
 * everything else, and the build's security headers on every response. Bad
 * input gets the answer nginx gives (400, 404, 405, 414, 431), never a 5xx.
 *
 * What comes before the file (the request's path, method and redirects) is
 * src/lib/requestTarget.ts; how nginx answers for a file (types,
 * encodings, validators, conditional requests, ranges) is
 * scripts/lib/fileResponse.ts. Files are looked up and read with synchronous
 * calls, as nginx does in its event loop: each asynchronous call is a round
 * trip through libuv's thread pool, and a page took six of them, which made
 * this server two to three times slower than nginx under load.
 *
 * A deploy switches the build folder's link and sends SIGHUP: the server
 * serves the new build from the next request, with its headers, without a
 * restart (README, Deploy it). SIGTERM stops it once the answers in progress
 * are sent.
 *
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import {createReadStream, existsSync, readFileSync, realpathSync, statSync, type Stats} from 'node:fs';
import http from 'node:http';
import type {Socket} from 'node:net';
import path from 'node:path';
import {pipeline} from 'node:stream';
import zlib from 'node:zlib';
import {headersJsonFile, serverConfigDir} from '../src/plugins/security-headers/policy';
import {markdownTwinPath} from '../src/utils/markdownTwin';
import {cliArgs} from './lib/cliArgs';
import {dieWithParent} from './lib/dieWithParent';
import {
  acceptsBrotli,
  acceptsGzip,
  byteRange,
  cacheControl,
  conditionalStatus,
  contentType,
  entityTag,
  gzipMinLength,
  gzipTypes,
  prefersMarkdown,
  revalidateCacheControl,
  type Validators,
} from './lib/fileResponse';
import {
  allowedMethods,
  badRequestFile,
  clientErrorStatus,
  decide,
  headerStatus,
  maxHeaderSize,
  notFoundFile,
  statusText,
  wellKnownFile,
} from '../src/lib/requestTarget';
import {symbolicLinksBelow, symbolicLinksError} from './lib/symbolicLinks';

export {immutableCacheControl, revalidateCacheControl} from './lib/fileResponse';

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
 * What a connection may take, as deploy/nginx.conf sets it (the unit tests
 * compare the two). A request body is never read: a static site has no use
 * for one. The request is answered at once and the connection closed after
 * the answer (nginx discards what still comes for at most 5 s of silence or
 * 30 s in all: lingering_timeout, lingering_time).
 */
export interface ConnectionLimits {
  /** client_header_timeout: the request line and headers must be complete within it. */
  headersTimeoutMs: number;
  /** keepalive_timeout: an idle connection between requests is closed after it. */
  keepAliveTimeoutMs: number;
  /** send_timeout: a client that takes nothing of the answer for this long is dropped. */
  sendTimeoutMs: number;
  /**
   * keepalive_requests: requests on one connection; the last is answered
   * with `Connection: close` and the connection closed after it (node's own
   * limit would answer the next ones 503, without the security headers).
   */
  requestsPerConnection: number;
  /**
   * worker_connections (of the main nginx.conf, per worker): connections
   * open at once, lowered to fit the process's limit of open files
   * (connectionCap). A connection beyond it makes room: the connection that
   * has waited longest with no request in progress (still waiting for its
   * request's headers, or idle between requests) is closed, as nginx
   * reuses idle connections, so that clients holding connections without
   * finishing a request (slowloris) cannot lock the others out. Only when
   * every connection is busy with an answer is the new one closed
   * unanswered. nginx reuses only a connection that has sent no byte of its
   * request yet; this server also one that has sent a part of it, the
   * oldest first.
   */
  maxConnections: number;
}

export const connectionLimits: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  sendTimeoutMs: 10_000,
  requestsPerConnection: 1000,
  maxConnections: 1024,
};

/**
 * The process's limit of open files (the soft one, which node raises to the
 * hard one when it starts), from /proc on Linux; undefined elsewhere.
 */
export function openFileLimit(limits = '/proc/self/limits'): number | undefined {
  try {
    const soft = /^Max open files\s+(\d+)/m.exec(readFileSync(limits, 'utf8'))?.[1];
    return soft === undefined ? undefined : Number(soft);
  } catch {
    return undefined;
  }
}

/** Open files kept for the process itself: standard streams, the listening socket, libuv's own. */
const reservedFiles = 64;

/**
 * How many connections the server keeps open at once: maxConnections, or
 * fewer when the limit of open files is lower. A connection takes a file
 * descriptor, and one more while it sends a file (read or streamed): a
 * server out of descriptors cannot accept a connection nor read a file.
 */
export function connectionCap(maxConnections: number, fileLimit: number | undefined): number {
  if (fileLimit === undefined) return maxConnections;
  return Math.max(1, Math.min(maxConnections, Math.floor((fileLimit - reservedFiles) / 2)));
}

export interface ServerOptions {
  /** The build folder. */
  root: string;
  /** Headers sent with every response; defaults to the ones the build wrote. */
  headers?: Record<string, string>;
  /** For tests: other limits than connectionLimits. */
  limits?: Partial<ConnectionLimits>;
  /** For tests: another limit of open files than the process's (openFileLimit). */
  fileLimit?: number;
}

/** A regular file of the build, reached through no symbolic link below the build folder. */
interface BuildFile {
  /** From the build folder, starting with `/`. */
  relative: string;
  absolute: string;
  stats: Stats;
}

/** The value of the first line of a header (a lower-case name), as nginx reads the ones it takes once. */
function firstHeader(rawHeaders: string[], name: string): string | undefined {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === name) return rawHeaders[i + 1];
  }
  return undefined;
}

/**
 * Whether the client waits for `100 Continue` before it sends its body:
 * `Expect: 100-continue` in HTTP/1.1, as nginx compares it (ngx_http_test_expect).
 */
function expectsContinue(req: http.IncomingMessage): boolean {
  return req.httpVersion === '1.1' && req.headers.expect?.toLowerCase() === '100-continue';
}

/** Files up to this size are read in one call; larger ones are streamed. */
const wholeFileLimit = 1024 * 1024;
/** deploy/nginx.conf: gzip_comp_level. */
const gzipLevel = 6;

/** The server of a build, which can switch to the build its folder's link points at now. */
export interface StaticServer extends http.Server {
  /**
   * Serves the build the folder names now (after a deploy switched its
   * link) from the next request on; answers in progress finish from the
   * build they started in. Throws, and keeps the current build, when the
   * new one is not complete or has a link below it. Returns its real path.
   */
  reload: () => string;
  /** The connections it keeps open at once (ConnectionLimits.maxConnections, connectionCap). */
  connectionCap: number;
}

/** What the server serves: one build, with its headers, and its error pages kept in memory. */
interface ServedBuild {
  root: string;
  securityHeaders: Record<string, string>;
  /** The error pages' bytes as the build had them, for when the folder is gone. */
  errorPages: Map<string, Buffer>;
}

export function createStaticServer({root: rootDir, headers, limits: limitOverrides, fileLimit}: ServerOptions): StaticServer {
  const limits = {...connectionLimits, ...limitOverrides};
  const cap = connectionCap(limits.maxConnections, fileLimit ?? openFileLimit());
  // The build folder itself may be a symbolic link (an atomic deploy switches
  // it). Resolved at the start and on reload(): this server serves the build
  // whose security headers it read. Below it, no link: refused here and,
  // should one appear later, per request (fileAt).
  const load = (): ServedBuild => {
    const securityHeaders = headers ?? readSecurityHeaders(rootDir);
    const root = realpathSync(path.resolve(rootDir));
    const links = symbolicLinksBelow(root);
    if (links.length > 0) throw symbolicLinksError(rootDir, links);
    const errorPages = new Map<string, Buffer>();
    for (const file of [notFoundFile, badRequestFile]) {
      const absolute = path.join(root, file);
      if (existsSync(absolute)) errorPages.set(file, readFileSync(absolute));
    }
    return {root, securityHeaders, errorPages};
  };
  let served = load();

  /**
   * The regular file at this path, unless a symbolic link is on the way
   * below the build folder (nginx: `disable_symlinks on from=$document_root`).
   * Anything the file system refuses (ENOTDIR, ENAMETOOLONG, EACCES) names
   * no file, as in nginx's try_files.
   */
  const fileAt = (relative: string): BuildFile | undefined => {
    const absolute = path.join(served.root, relative);
    try {
      const stats = statSync(absolute, {throwIfNoEntry: false});
      // A link anywhere below the root makes the real path differ.
      if (!stats?.isFile() || realpathSync.native(absolute) !== absolute) return undefined;
      return {relative, absolute, stats};
    } catch {
      return undefined;
    }
  };

  /** A path of `location /` in deploy/nginx.conf, where a page may be answered with its Markdown twin. */
  const negotiable = (pathname: string) => !wellKnownFile.test(pathname) && !pathname.endsWith('.md');

  /**
   * The file for a path in deploy/nginx.conf's order: `try_files $uri
   * $uri.html $uri/index.html`, or the file itself for /.well-known/ and
   * the Markdown twins (their own locations).
   */
  const resolve = (pathname: string): BuildFile | undefined => {
    const candidates = negotiable(pathname) ? [pathname, `${pathname}.html`, `${pathname}/index.html`] : [pathname];
    for (const candidate of candidates) {
      const file = fileAt(candidate);
      if (file) return file;
    }
    return undefined;
  };

  const textReply = (res: http.ServerResponse, status: number, extra: http.OutgoingHttpHeaders = {}) => {
    const body = statusText(status);
    res.writeHead(status, {
      'Cache-Control': revalidateCacheControl,
      ...(status === 405 ? {Allow: allowedMethods.join(', ')} : {}),
      ...extra,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  };

  /**
   * A file as nginx sends it: its brotli twin (brotli_static), else its gzip
   * twin (gzip_static), else the file, gzipped now when it is text of 1 KB
   * or more (gzip); the conditional headers (the not_modified filter) and
   * one byte range of the file itself (the range filter) for a 200.
   */
  const sendFile = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: BuildFile,
    status: 200 | 400 | 404 | 414,
    pathname: string,
  ) => {
    const acceptEncoding = req.headers['accept-encoding'];
    const type = contentType(file.relative);
    let sent = file;
    let encoding: 'br' | 'gzip' | undefined;
    // Whether a twin makes the answer vary: brotli_static looks for its twin
    // only when the client takes brotli; gzip_static looks for its twin
    // either way, and then the answer varies whether it takes gzip or not.
    let twinVary = false;
    const brotliTwin = acceptsBrotli(acceptEncoding) ? fileAt(`${file.relative}.br`) : undefined;
    if (brotliTwin) {
      [sent, encoding, twinVary] = [brotliTwin, 'br', true];
    } else {
      const gzipTwin = fileAt(`${file.relative}.gz`);
      twinVary = gzipTwin !== undefined;
      if (gzipTwin && acceptsGzip(acceptEncoding, req.httpVersion)) [sent, encoding] = [gzipTwin, 'gzip'];
    }
    // Pages and Markdown twins also depend on Accept (a page may be answered
    // with its twin). nginx sends the two as separate Vary lines.
    const vary = (byEncoding: boolean): http.OutgoingHttpHeaders => {
      const fields = [...(byEncoding ? ['Accept-Encoding'] : []), ...(/\.(?:html|md)$/.test(file.relative) ? ['Accept'] : [])];
      return fields.length > 0 ? {Vary: fields} : {};
    };
    const {size, mtimeMs} = sent.stats;
    const validators: Validators = {etag: entityTag(size, mtimeMs), lastModified: Math.floor(mtimeMs / 1000)};
    const lastModified = new Date(validators.lastModified * 1000).toUTCString();
    const rangeRequested = req.headers.range !== undefined;
    // nginx takes the first Range line; node joins repeated ones with `, `.
    const rangeHeader = rangeRequested ? firstHeader(req.rawHeaders, 'range') : undefined;

    if (status === 200) {
      const condition = conditionalStatus(req.headers, validators);
      if (condition === 412) {
        textReply(res, 412, vary(twinVary));
        return;
      }
      if (condition === 304) {
        res.writeHead(304, {
          'Last-Modified': lastModified,
          ETag: validators.etag,
          'Cache-Control': cacheControl(pathname, 304, rangeRequested),
          ...vary(twinVary),
        });
        res.end();
        return;
      }
    }

    // nginx's gzip filter: text without a twin, not too small; it makes the
    // answer vary even when the client takes no gzip.
    const gzipCandidate = encoding === undefined && size >= gzipMinLength && gzipTypes.includes(type.split(';')[0]!);
    const gzipNow = gzipCandidate && acceptsGzip(acceptEncoding, req.httpVersion);
    // Node joins repeated headers other than Set-Cookie into one string.
    const ifRange = req.headers['if-range'] as string | undefined;
    const range = status === 200 && encoding === undefined && !gzipNow ? byteRange(rangeHeader, ifRange, validators, size) : undefined;
    if (range === 416) {
      textReply(res, 416, {'Content-Range': `bytes */${size}`, ...vary(twinVary || gzipCandidate)});
      return;
    }

    const head: http.OutgoingHttpHeaders = {
      'Content-Type': type,
      ...(status === 200 ? {'Last-Modified': lastModified} : {}),
      ...vary(twinVary || gzipCandidate),
      ETag: gzipNow ? `W/${validators.etag}` : validators.etag,
      'Cache-Control': cacheControl(pathname, range ? 206 : status, rangeRequested),
      ...(encoding || gzipNow ? {'Content-Encoding': encoding ?? 'gzip'} : {}),
    };
    if (range) {
      head['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
      head['Content-Length'] = range.end - range.start + 1;
    } else if (!gzipNow) {
      head['Content-Length'] = size;
      if (status === 200 && encoding === undefined) head['Accept-Ranges'] = 'bytes';
    }
    const responseStatus = range ? 206 : status;

    if (req.method === 'HEAD') {
      res.writeHead(responseStatus, head);
      res.end();
      return;
    }
    if (size > wholeFileLimit) {
      res.writeHead(responseStatus, head);
      const stream = createReadStream(sent.absolute, range ?? {});
      const done = (error: Error | null) => error && res.destroy(error);
      if (gzipNow) pipeline(stream, zlib.createGzip({level: gzipLevel}), res, done);
      else pipeline(stream, res, done);
      return;
    }
    const body = readFileSync(sent.absolute);
    if (gzipNow) {
      // In the thread pool: compressing is the one slow step.
      zlib.gzip(body, {level: gzipLevel}, (error, compressed) => {
        if (error) {
          res.destroy(error);
          return;
        }
        res.writeHead(responseStatus, {...head, 'Content-Length': compressed.length});
        res.end(compressed);
      });
      return;
    }
    res.writeHead(responseStatus, head);
    res.end(range ? body.subarray(range.start, range.end + 1) : body);
  };

  /**
   * An error page with its status, from the build; from memory when the
   * build's folder is gone (moved away before a reload), else a short text.
   */
  const errorPage = (req: http.IncomingMessage, res: http.ServerResponse, file: string, status: 400 | 404 | 414) => {
    const page = fileAt(file);
    if (page) {
      sendFile(req, res, page, status, file);
      return;
    }
    const kept = served.errorPages.get(file);
    if (!kept) {
      textReply(res, status);
      return;
    }
    res.writeHead(status, {'Content-Type': contentType(file), 'Cache-Control': revalidateCacheControl, 'Content-Length': kept.length});
    res.end(req.method === 'HEAD' ? undefined : kept);
  };

  /** The not-found page with status 404 (nginx: `error_page 404 @not_found`). */
  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => errorPage(req, res, notFoundFile, 404);

  /** The bad-request page: for an address that cannot be read (400) or too long to read (414); nginx: `error_page 400 414 /400.html`. */
  const badRequest = (req: http.IncomingMessage, res: http.ServerResponse, status: 400 | 414) =>
    errorPage(req, res, badRequestFile, status);

  const refuse = (req: http.IncomingMessage, res: http.ServerResponse, status: number) => {
    if (status === 404) notFound(req, res);
    else if (status === 400 || status === 414) badRequest(req, res, status);
    else textReply(res, status);
  };

  /** A whole response on a socket node's parser gave up on (no request object to answer). */
  const rawReply = (socket: Socket, status: number) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // A 400 or 414 is the bad-request page, as nginx sends it for what its parser refuses.
    let page: Buffer | undefined;
    if (status === 400 || status === 414) {
      const file = fileAt(badRequestFile);
      try {
        page = file && readFileSync(file.absolute);
      } catch {
        // Not readable now (no file descriptor left): the page as the build had it.
      }
      page ??= served.errorPages.get(badRequestFile);
    }
    const body = page ?? statusText(status);
    const replyHeaders: Record<string, string | number> = {
      ...served.securityHeaders,
      'Cache-Control': revalidateCacheControl,
      ...(status === 405 ? {Allow: allowedMethods.join(', ')} : {}),
      'Content-Type': page ? contentType(badRequestFile) : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    };
    const head = Object.entries(replyHeaders)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n`);
    socket.end(body);
  };

  /** The response being written on each socket, so that a timeout meanwhile writes no second answer. */
  const answering = new WeakMap<Socket, http.ServerResponse>();
  /** Requests taken on each socket (keepalive_requests). */
  const taken = new WeakMap<Socket, number>();
  /** Connections open now, the ones being closed included. */
  let open = 0;
  /**
   * The open connections with no request in progress (waiting for a
   * request's headers, or idle between requests), in the order they began
   * to wait: the first is the one to close when a new connection comes at
   * the cap.
   */
  const waiting = new Set<Socket>();
  /** Answers in progress on each connection (pipelined requests can have several). */
  const inProgress = new WeakMap<Socket, number>();

  /** A new connection: room for it, by closing the one waiting longest if need be, else it is closed. */
  const admit = (socket: Socket) => {
    open++;
    socket.once('close', () => {
      open--;
      waiting.delete(socket);
    });
    if (open > cap) {
      const oldest = waiting.values().next().value;
      if (oldest === undefined) {
        socket.destroy();
        return;
      }
      waiting.delete(oldest);
      oldest.destroy();
    }
    waiting.add(socket);
  };

  /** A request in progress on its connection until its answer is sent (or the connection lost). */
  const track = (socket: Socket, res: http.ServerResponse) => {
    waiting.delete(socket);
    inProgress.set(socket, (inProgress.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (inProgress.get(socket) ?? 1) - 1;
      inProgress.set(socket, left);
      if (left === 0 && !socket.destroyed) waiting.add(socket);
    });
  };

  const handleRequest = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const count = (taken.get(req.socket) ?? 0) + 1;
    taken.set(req.socket, count);
    // A request pipelined after the last one a connection takes: nginx reads
    // no further and closes after the last answer; so does this server. The
    // client sends it again on a new connection.
    if (count > limits.requestsPerConnection) return;
    track(req.socket, res);
    answering.set(req.socket, res);
    // An HTTP/0.9 request (no version, no headers) takes an answer without
    // headers, so without the security headers: none, as nginx (444).
    if (req.httpVersionMajor === 0 && req.rawHeaders.length === 0) {
      req.socket.destroy();
      return;
    }
    // Set before anything else, so that redirects and errors carry them too.
    for (const [name, value] of Object.entries(served.securityHeaders)) res.setHeader(name, value);
    // A body is never read: answer, then close rather than wait for it. The
    // last request a connection takes: answer, then close.
    if (
      req.headers['transfer-encoding'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > 0 ||
      count === limits.requestsPerConnection
    ) {
      res.setHeader('Connection', 'close');
    }
    try {
      const badHeaders = headerStatus(`${req.method} ${req.url} HTTP/${req.httpVersion}`, req.rawHeaders);
      if (badHeaders !== undefined) {
        refuse(req, res, badHeaders);
        return;
      }
      const decision = decide(req.method ?? '', req.url ?? '');
      if (decision.kind === 'error') {
        refuse(req, res, decision.status);
        return;
      }
      if (decision.kind === 'redirect') {
        res.writeHead(301, {Location: decision.location, 'Cache-Control': revalidateCacheControl, 'Content-Length': 0});
        res.end();
        return;
      }
      // A page asked for as Markdown: its twin, when it has one.
      const twin =
        negotiable(decision.pathname) && prefersMarkdown(req.headers.accept) ? fileAt(markdownTwinPath(decision.pathname)) : undefined;
      const file = twin ?? resolve(decision.pathname);
      if (!file) {
        notFound(req, res);
        return;
      }
      // nginx's static handler tells a client that waits to send its body
      // to go on, then discards the body; a refusal, a redirect or a 404
      // is answered without it.
      if (expectsContinue(req)) res.writeContinue();
      sendFile(req, res, file, 200, decision.pathname);
    } catch (error) {
      // A file that could not be read after it was found: the one server error.
      console.error(error);
      if (res.headersSent) res.destroy();
      else textReply(res, 500);
    }
  };

  const server = http.createServer(
    {
      maxHeaderSize,
      // Answered below like every other bad request, with the security headers.
      requireHostHeader: false,
      headersTimeout: limits.headersTimeoutMs,
      // Only the headers are read: the whole request takes no longer.
      requestTimeout: limits.headersTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often node looks for requests past these limits (default 30 s).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    handleRequest,
  );
  // Requests node's HTTP parser refuses (an unknown method, headers over
  // 16 KB, a malformed line): nginx's status, with the security headers.
  server.on('clientError', (error: NodeJS.ErrnoException & {rawPacket?: Buffer}, socket: Socket) => {
    // A timeout while an answer is being written: no second answer. Nor
    // after an answer that closes the connection: a request with a body is
    // answered at once, and a malformed body after it (an invalid chunk)
    // is not a request of its own.
    const answer = answering.get(socket);
    if (
      error.code === 'ECONNRESET' ||
      (answer?.headersSent && !answer.writableEnded) ||
      (answer?.headersSent && answer.getHeader('Connection') === 'close')
    ) {
      return socket.destroy();
    }
    rawReply(socket, clientErrorStatus(error.code, error.rawPacket));
  });
  // Not node's maxConnections, which closes every connection beyond it: a
  // few slow clients would lock everyone out.
  server.on('connection', admit);
  // Counted in handleRequest: node's own limit answers 503.
  server.maxRequestsPerSocket = 0;
  // A socket with nothing sent or received for this long is destroyed.
  server.timeout = limits.sendTimeoutMs;
  // CONNECT names a host, not a path: 400, as nginx answers.
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) => rawReply(socket, 400));
  // All headers in rawHeaders, however many: headerStatus refuses more than nginx takes.
  server.maxHeadersCount = 0;
  // An Expect other than 100-continue: nginx ignores it; node would answer 417 itself, without the security headers.
  server.on('checkExpectation', handleRequest);
  // Expect: 100-continue: node would send `100 Continue` before every
  // answer; handleRequest sends it only where nginx does.
  server.on('checkContinue', handleRequest);
  return Object.assign(server, {
    reload: (): string => {
      served = load();
      return served.root;
    },
    connectionCap: cap,
  });
}

/** How long a stopping server lets answers in progress finish. */
const stopGraceMs = 10_000;

function main(): void {
  const values = cliArgs(
    {
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      dir: {type: 'string', default: 'build'},
    },
    'Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir build]',
  );
  const port = Number(values.port);
  let server: StaticServer;
  try {
    server = createStaticServer({root: values.dir});
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  server.on('error', (error) => {
    // After it listens: a connection it could not accept (no file
    // descriptor left; libuv closed it). The server goes on.
    if (server.listening) {
      console.error(`A connection on port ${port} was refused: ${error.message}`);
      return;
    }
    console.error(`Cannot serve on ${values.host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, values.host, () => {
    const shown = values.host === '127.0.0.1' ? 'localhost' : values.host;
    console.log(`Serving ${path.resolve(values.dir)} at http://${shown}:${port}/`);
  });
  // A deploy: switch the build folder's link, then `kill -HUP` this process.
  // No restart, so no connection is refused; answers in progress finish
  // from the old build (keep it until they have: a few seconds).
  process.on('SIGHUP', () => {
    try {
      console.log(`Serving ${server.reload()} from the next request.`);
    } catch (error) {
      console.error(`Kept the build being served: ${(error as Error).message}`);
    }
  });
  // Stopping: no new connection; answers in progress finish, idle
  // connections close at once, and any left after the grace period.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), stopGraceMs).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A runner killed with SIGKILL signals nobody: the port would stay taken.
  dieWithParent((reason) => {
    console.error(`Stopping the server on port ${port}: ${reason}.`);
    stop();
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main();
}

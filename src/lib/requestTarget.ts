/**
 * What a server of ours does with a request before it looks for a file, in
 * the order nginx does it with deploy/nginx.conf, so that every server
 * answers bad input alike: the length of the request target, its syntax
 * (percent escapes, NUL, `..` above the root), the method, then the
 * not-found cases nginx settles before looking at files, then the one URL of
 * a page. The node server (scripts/serve.ts) and the edge's worker
 * (src/plugins/security-headers/edgeWorker.ts) both run decide(); so this
 * module uses nothing of node's.
 */

/** The methods a static site answers; 405 names them in `Allow`. */
export const allowedMethods = ['GET', 'HEAD'] as const;

/** nginx refuses a request line longer than one of its 8 KB header buffers with 414. */
export const maxTargetLength = 8 * 1024;
/** nginx's large_client_header_buffers (4 8k): no header line over 8 KB, 32 KB in all. */
export const maxHeaderLineLength = 8 * 1024;
export const maxHeaderSize = 4 * maxHeaderLineLength;

export type Decision =
  /** Serve the file for this path: decoded, with `.` and `..` resolved and slashes merged. */
  | {kind: 'serve'; pathname: string}
  | {kind: 'redirect'; location: string}
  /** 404 is the site's not-found page and 400 its bad-request page (build/400.html); the others a short text. */
  | {kind: 'error'; status: 400 | 404 | 405 | 414};

/** Decodes %XX escapes to bytes; undefined for a `%` not followed by two hex digits. */
function percentDecode(raw: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '%') {
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9a-f]{2}$/i.test(hex)) return undefined;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(raw.charCodeAt(i) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * `.` and `..` segments resolved and repeated slashes merged, as nginx does
 * (merge_slashes); a trailing slash stays. Undefined when `..` climbs above
 * the root.
 */
export function removeDotSegments(decoded: string): string | undefined {
  const segments = decoded.split('/').slice(1);
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === '..') {
      if (kept.length === 0) return undefined;
      kept.pop();
    } else if (segment !== '.' && segment !== '') {
      kept.push(segment);
    }
  }
  const last = segments.at(-1);
  const trailingSlash = kept.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${kept.join('/')}${trailingSlash ? '/' : ''}`;
}

/** The one URL of a page (trailingSlash: false): the rewrites of deploy/nginx.conf, in its order. */
export function canonicalPath(pathname: string): string | undefined {
  if (/^\/index(?:\.html)?$/.test(pathname)) return '/';
  const match = /^(\/.+)\/index(?:\.html)?$/.exec(pathname) ?? /^(\/.+)\.html$/.exec(pathname) ?? /^(\/.+)\/$/.exec(pathname);
  return match?.[1];
}

/** A decoded path as a URL path again; `?` and `#` escaped so they stay part of the path. */
function encodePath(pathname: string): string {
  return encodeURI(pathname).replace(/[?#]/g, (c) => encodeURIComponent(c));
}

const utf8 = new TextDecoder('utf-8', {fatal: true});

/** A backslash, a C0 control character or DEL: never in a path of the site (deploy/nginx.conf: the same class). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const unsafeCharacter = /[\\\x00-\x1f\x7f]/;

/**
 * A path whose characters a URL carries as they are (encodeURI leaves them),
 * `?` and `#` aside: the one spelling of such a path is the path itself.
 */
export const plainPath = /^[A-Za-z0-9;,/:@&=+$\-_.!~*'()]*$/;

/** The not-found page: every server sends it with 404. */
export const notFoundFile = '/404.html';
/** The bad-request page (src/plugins/error-pages): every server sends it with 400. */
export const badRequestFile = '/400.html';
/** The error pages of the build: their files and paths answer 404, never 200. */
export const errorPageFiles = [notFoundFile, badRequestFile] as const;
/** Their paths, files and the files' precompressed twins (scripts/precompress.ts). */
const errorPagePaths: readonly string[] = errorPageFiles.flatMap((file) => [file, file.replace(/\.html$/, ''), `${file}.br`, `${file}.gz`]);

/** A file directly in /.well-known/, not itself hidden: public, as deploy/nginx.conf serves it. */
export const wellKnownFile = /^\/\.well-known\/[^./][^/]*$/;

/**
 * Whether nginx takes this host, from the Host header or the absolute form
 * (ngx_http_validate_host): not empty once a port and one trailing dot are
 * left out; no `..`, `/`, space, control character or DEL anywhere.
 */
export function validHost(host: string): boolean {
  let lastDot = host.length;
  let length = host.length;
  let state: 'name' | 'literal' | 'rest' = 'name';
  for (let i = 0; i < host.length; i++) {
    const c = host[i]!;
    if (c === '.') {
      if (lastDot === i - 1) return false;
      lastDot = i;
    } else if (c === ':') {
      if (state === 'name') [length, state] = [i, 'rest'];
    } else if (c === '[') {
      if (i === 0) state = 'literal';
    } else if (c === ']') {
      if (state === 'literal') [length, state] = [i + 1, 'rest'];
    } else if (c === '/' || c <= ' ' || c === '\x7f') {
      return false;
    }
  }
  if (lastDot === length - 1) length--;
  return length > 0;
}

/**
 * The scheme and host of an absolute-form target as nginx's parser takes
 * them: a scheme of a letter then letters, digits, `+`, `-` or `.`; a name of
 * letters, digits, `.` and `-`, or an IP literal in brackets; a port of
 * digits; then the path, the query or nothing.
 */
const absoluteForm = /^[a-z][a-z\d+.-]*:\/\/(\[[\w:.~!$&'()*+,;=-]*\]|[a-z\d.-]*)(?::\d*)?(?=[/?]|$)/i;

export function decide(method: string, target: string): Decision {
  if (target.length > maxTargetLength) return {kind: 'error', status: 414};
  // Origin form (`/a/b?q`) or absolute form (`http://host/a/b?q`, `http://host?q`
  // whose path is `/`); `*` and the rest are refused.
  const absolute = absoluteForm.exec(target);
  if (absolute && !validHost(absolute[1]!)) return {kind: 'error', status: 400};
  const rest = absolute ? target.slice(absolute[0].length) || '/' : target;
  if (!rest.startsWith('/') && !(absolute && rest.startsWith('?'))) return {kind: 'error', status: 400};
  const queryAt = rest.search(/[?#]/);
  const rawPath = queryAt === -1 ? rest : rest.slice(0, queryAt);
  // nginx's $is_args$args: an empty query (`/a/?`) is no query.
  const query = queryAt !== -1 && rest[queryAt] === '?' ? rest.slice(queryAt).replace(/#.*/, '').replace(/^\?$/, '') : '';

  const bytes = percentDecode(rawPath);
  if (!bytes || bytes.includes(0)) return {kind: 'error', status: 400};
  // Bytes that are not UTF-8 name no file of the build; `..` and `/` are ASCII,
  // so the check for climbing above the root is the same on the bytes as decoded.
  let decoded: string | undefined;
  try {
    decoded = utf8.decode(bytes);
  } catch {
    decoded = undefined;
  }
  const pathname = removeDotSegments(decoded ?? String.fromCharCode(...bytes));
  if (pathname === undefined) return {kind: 'error', status: 400};

  if (!(allowedMethods as readonly string[]).includes(method)) return {kind: 'error', status: 405};
  // Not UTF-8; a backslash or control character (no file of the build has
  // one, and a redirect keeping it could leave the site: browsers read
  // `/\\host` as `//host` and drop tabs and newlines); an encoded slash, which
  // is part of a segment's name, not a separator (`/a%2Fb` is not `/a/b`), so
  // names no file.
  if (decoded === undefined || unsafeCharacter.test(pathname) || /%2f/i.test(rawPath)) return {kind: 'error', status: 404};
  // One URL means one thing: a path spelled otherwise than its one spelling
  // (`//quickstart`, `/1.23/./quickstart`, `/quick%73tart`) would be served
  // the page while the app in the browser finds no route at that spelling
  // and turns it into the not-found page. Redirected, in one hop, to the
  // path's one URL, when every character of it is one a URL carries as it is
  // (deploy/nginx.conf can only compare such paths); no page has another.
  if (rawPath !== pathname && plainPath.test(pathname)) {
    return {kind: 'redirect', location: encodePath(canonicalPath(pathname) ?? pathname) + query};
  }
  // A hidden file or folder (`location ~ /\.`) other than a file in
  // /.well-known/ (RFC 8615: security.txt); the error pages themselves, by
  // their file names, their twins or their paths (`location = /404.html`,
  // `location = /404`), so that no URL answers one with 200.
  if ((pathname.includes('/.') && !wellKnownFile.test(pathname)) || errorPagePaths.includes(pathname)) {
    return {kind: 'error', status: 404};
  }
  // The one URL of a page: only for a plain path, as deploy/nginx.conf's
  // rewrites do (no page has another character; nginx would write an
  // encoded `?` into Location as a query, and raw bytes as they are).
  const canonical = plainPath.test(pathname) ? canonicalPath(pathname) : undefined;
  if (canonical !== undefined) return {kind: 'redirect', location: encodePath(canonical) + query};
  return {kind: 'serve', pathname};
}

/** nginx refuses a request with more header fields than this (as headers too large). */
export const maxHeaderFields = 1000;

/** nginx's client_header_buffer_size: where a request starts before it needs a large buffer. */
const firstHeaderBuffer = 1024;

/**
 * Headers nginx takes once (ngx_http_headers_in: ngx_http_process_unique_header_line,
 * and Host): a second one is a bad request. Content-Length is node's parser's
 * own; Transfer-Encoding is refused as a coding other than chunked.
 */
const uniqueHeaders = new Set([
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'if-match',
  'if-none-match',
  'content-range',
  'if-range',
  'expect',
  'authorization',
]);

/**
 * What nginx refuses in headers node's parser lets through: no Host header
 * in HTTP/1.1, two of a header it takes once, or a Host it does not take
 * (validHost: empty, a space, `..`) (400); another version than 1.0 or 1.1 (400; nginx
 * answers HTTP/2.0 and up with 505 while parsing); a Transfer-Encoding other
 * than chunked, or any in HTTP/1.0 (400; deploy/nginx.conf turns nginx's 501
 * into it); more than 1,000 header fields, or headers that do not fit its
 * buffers (431, as node answers headers too large in all and
 * deploy/nginx.conf turns nginx's 494 into it). nginx reads a request into a
 * 1 KB buffer, then into up to 4 buffers of 8 KB, each line whole in one
 * buffer: the same total fits or not depending on the lengths of its lines.
 */
export function headerStatus(requestLine: string, rawHeaders: string[]): 400 | 414 | 431 | undefined {
  const lines = [requestLine];
  let hosts = 0;
  let invalidHost = false;
  const seen = new Set<string>();
  let repeated = false;
  let transferEncoding: string | undefined;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if (name === 'host') {
      hosts++;
      invalidHost ||= !validHost(rawHeaders[i + 1]!);
    }
    if (uniqueHeaders.has(name)) {
      repeated ||= seen.has(name);
      seen.add(name);
    }
    if (name === 'transfer-encoding') transferEncoding = [transferEncoding, rawHeaders[i + 1]].filter(Boolean).join(', ');
    lines.push(`${rawHeaders[i]}: ${rawHeaders[i + 1]}`);
  }
  if (rawHeaders.length / 2 > maxHeaderFields) return 431;
  lines.push('');
  let capacity = firstHeaderBuffer;
  let used = 0;
  let largeBuffers = 0;
  for (const [index, line] of lines.entries()) {
    const length = line.length + 2;
    if (used + length <= capacity) {
      used += length;
      continue;
    }
    // The line moves to a new large buffer.
    largeBuffers++;
    // A request line too long for a buffer is nginx's 414, as decide() answers it.
    if (length > maxHeaderLineLength) return index === 0 ? 414 : 431;
    if (largeBuffers > maxHeaderSize / maxHeaderLineLength) return 431;
    capacity = maxHeaderLineLength;
    used = length;
  }
  const version = /HTTP\/(\d+\.\d+)$/.exec(requestLine)?.[1];
  if (version !== '1.0' && version !== '1.1') return 400;
  // HTTP/1.0 has no chunked coding either.
  if (transferEncoding !== undefined && (version === '1.0' || transferEncoding.toLowerCase() !== 'chunked')) return 400;
  return repeated || invalidHost || (hosts === 0 && version === '1.1') ? 400 : undefined;
}

/**
 * The status for a request node's HTTP parser refused, as nginx answers the
 * same bytes where it refuses them too. One kind nginx takes and node's
 * parser does not: raw bytes above 0x7F in the target (400 here; nginx
 * serves or redirects). Browsers send them percent-encoded, so only a
 * hand-made request meets the difference (the parity table's row).
 */
export function clientErrorStatus(code: string | undefined, rawPacket: Buffer | undefined): 400 | 405 | 408 | 414 | 431 {
  // Headers not complete in time (node's headersTimeout, nginx's client_header_timeout).
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  const firstLine = rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '';
  // nginx takes any method of capitals, `_` and `-`, and refuses the ones it does not serve.
  if (code === 'HPE_INVALID_METHOD' && /^[A-Z_-]+ /.test(firstLine)) return 405;
  // The packet node was parsing may start in the middle of a long header
  // (when it came in pieces): only a request line that long is a 414.
  if (code === 'HPE_HEADER_OVERFLOW') return /^[A-Z_-]+ /.test(firstLine) && firstLine.length > maxTargetLength ? 414 : 431;
  return 400;
}

/** The reason phrases of the statuses the servers answer with a short text. */
const reasons: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  412: 'Precondition Failed',
  414: 'URI Too Long',
  416: 'Range Not Satisfiable',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A short, readable body for a refused request. */
export function statusText(status: number): string {
  return `${status} ${reasons[status] ?? 'Error'}\n`;
}

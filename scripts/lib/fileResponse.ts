/**
 * How nginx with deploy/nginx.conf answers for a file of the build, as pure
 * functions for the node server (scripts/serve.ts), so that both servers
 * answer alike: the content type, which representation goes out (the brotli
 * or gzip twin written at build time, the file, the file gzipped per
 * request), its validators, the conditional headers and the byte range.
 * Each follows the nginx module it names, including where nginx reads a
 * header more loosely or strictly than the RFC; the parity table of the
 * end-to-end suite (tests/e2e/serverParity.spec.ts) holds them together.
 */

export {charsetTypes, contentType, defaultType, immutableCacheControl, mimeTypes, revalidateCacheControl} from '../../src/lib/contentTypes';
import {immutableCacheControl, revalidateCacheControl} from '../../src/lib/contentTypes';

/** deploy/nginx.conf's gzip_types (text/html always): compressed per request when there is no twin. */
export const gzipTypes: readonly string[] = [
  'text/html',
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/xml',
  'image/svg+xml',
  'application/manifest+json',
];
/** gzip_min_length: a smaller body is sent as it is. */
export const gzipMinLength = 1024;

/** The ETag nginx gives a file: its modification time in seconds and its size, in hex. */
export function entityTag(size: number, mtimeMs: number): string {
  return `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`;
}

const time = '(?<hour>\\d{2}):(?<minute>\\d{2}):(?<second>\\d{2})';
const httpDateForms = [
  new RegExp(`^[A-Za-z]{3}, (?<day>\\d{2}) (?<month>[A-Za-z]{3}) (?<year>\\d{4}) ${time} GMT$`),
  new RegExp(`^[A-Za-z]{6,9}, (?<day>\\d{2})-(?<month>[A-Za-z]{3})-(?<year>\\d{2}) ${time} GMT$`),
  new RegExp(`^[A-Za-z]{3} (?<month>[A-Za-z]{3}) (?<day>[ \\d]\\d) ${time} (?<year>\\d{4})$`),
];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An HTTP date in seconds since the epoch, in the three forms nginx reads
 * (RFC 1123, RFC 850, asctime); undefined for anything else.
 */
export function parseHttpDate(value: string): number | undefined {
  const date = httpDateForms.map((form) => form.exec(value)?.groups).find((groups) => groups !== undefined);
  if (!date) return undefined;
  const month = months.indexOf(date.month!);
  if (month === -1) return undefined;
  let year = Number(date.year);
  // RFC 850's two-digit year.
  if (date.year!.length === 2) year += year < 70 ? 2000 : 1900;
  return Date.UTC(year, month, Number(date.day), Number(date.hour), Number(date.minute), Number(date.second)) / 1000;
}

/**
 * Whether an If-Match or If-None-Match list names this ETag, as nginx
 * compares (ngx_http_test_if_match): `*` alone matches anything; `weak`
 * (If-None-Match) drops a `W/` before a listed tag; the ETag itself is
 * compared as sent.
 */
export function etagListMatches(list: string, etag: string, weak: boolean): boolean {
  if (list === '*') return true;
  let at = 0;
  while (at < list.length) {
    if (weak && list.startsWith('W/', at) && list.length - at > 2) at += 2;
    if (list.startsWith(etag, at)) {
      let after = at + etag.length;
      while (list[after] === ' ' || list[after] === '\t') after++;
      if (after === list.length || list[after] === ',') return true;
    }
    while (at < list.length && list[at] !== ',') at++;
    while (at < list.length && (list[at] === ' ' || list[at] === '\t' || list[at] === ',')) at++;
  }
  return false;
}

export interface Validators {
  etag: string;
  /** Seconds since the epoch. */
  lastModified: number;
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * 412 or 304 for a 200 answer, in nginx's order (ngx_http_not_modified_filter):
 * If-Unmodified-Since and If-Match first, then If-Modified-Since and
 * If-None-Match, both of which must hold when both are sent. deploy/nginx.conf
 * has `if_modified_since before`: a date after the file's is not modified.
 */
export function conditionalStatus(headers: Headers, {etag, lastModified}: Validators): 304 | 412 | undefined {
  const ifUnmodifiedSince = header(headers, 'if-unmodified-since');
  // nginx reads an unreadable date as -1: never unmodified since.
  if (ifUnmodifiedSince !== undefined && !((parseHttpDate(ifUnmodifiedSince) ?? -1) >= lastModified)) return 412;
  const ifMatch = header(headers, 'if-match');
  if (ifMatch !== undefined && !etagListMatches(ifMatch, etag, false)) return 412;
  const ifModifiedSince = header(headers, 'if-modified-since');
  const ifNoneMatch = header(headers, 'if-none-match');
  if (ifModifiedSince === undefined && ifNoneMatch === undefined) return undefined;
  if (ifModifiedSince !== undefined && (parseHttpDate(ifModifiedSince) ?? -1) < lastModified) return undefined;
  if (ifNoneMatch !== undefined && !etagListMatches(ifNoneMatch, etag, true)) return undefined;
  return 304;
}

/** The part of a file a Range header asks for, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * What to send for a Range header on a whole file of `size` bytes, as
 * nginx's range filter decides with `max_ranges 1`: one range (206), 416
 * for a malformed or unsatisfiable one, or the whole file (undefined) for
 * another unit, several ranges, or an If-Range that does not name this
 * file: an ETag compared strongly, a date equal to its Last-Modified
 * (RFC 9110 13.1.5).
 */
export function byteRange(
  range: string | undefined,
  ifRange: string | undefined,
  {etag, lastModified}: Validators,
  size: number,
): ByteRange | 416 | undefined {
  if (range === undefined || range.length < 7 || range.slice(0, 6).toLowerCase() !== 'bytes=') return undefined;
  if (ifRange !== undefined) {
    if (ifRange.length >= 2 && ifRange.endsWith('"')) {
      if (ifRange !== etag) return undefined;
    } else if (parseHttpDate(ifRange) !== lastModified) {
      return undefined;
    }
  }
  // ngx_http_range_parse: spaces allowed around the numbers; a syntax error is 416.
  const ranges: ByteRange[] = [];
  let at = 6;
  const skipSpaces = () => {
    while (range[at] === ' ') at++;
  };
  const digits = (): number | undefined => {
    const match = /^\d+/.exec(range.slice(at));
    if (!match) return undefined;
    at += match[0].length;
    return Number(match[0]);
  };
  for (;;) {
    let start = 0;
    let end: number;
    skipSpaces();
    if (range[at] !== '-') {
      const first = digits();
      if (first === undefined) return 416;
      start = first;
      skipSpaces();
      if (range[at++] !== '-') return 416;
      skipSpaces();
      if (range[at] === ',' || at >= range.length) {
        end = size;
      } else {
        const last = digits();
        if (last === undefined) return 416;
        skipSpaces();
        if (range[at] !== ',' && at < range.length) return 416;
        end = last >= size ? size : last + 1;
      }
    } else {
      at++;
      const suffix = digits();
      if (suffix === undefined) return 416;
      skipSpaces();
      if (range[at] !== ',' && at < range.length) return 416;
      start = suffix < size ? size - suffix : 0;
      end = size;
    }
    if (start < end) {
      ranges.push({start, end: end - 1});
      // max_ranges 1: a second range gets the whole file.
      if (ranges.length > 1) return undefined;
    } else if (start === 0) {
      return undefined;
    }
    if (range[at++] !== ',') break;
  }
  return ranges[0] ?? 416;
}

/**
 * Whether Accept-Encoding allows brotli, as Debian's brotli_static module
 * (1.0.0rc) reads it: a `br` in any case between commas or spaces, unless
 * followed by `;q=0`, `;q=0.`, `;q=0.0`, ... (lower-case q, spaces allowed
 * around each part).
 */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  const lower = acceptEncoding.toLowerCase();
  for (let from = 0; ;) {
    const at = lower.indexOf('br', from);
    if (at === -1) return false;
    from = at + 2;
    const before = at === 0 ? ' ' : lower[at - 1];
    const after = lower[from] ?? ' ';
    if ((before !== ',' && before !== ' ') || (after !== ',' && after !== ' ' && after !== ';')) continue;
    return !brotliQualityZero(acceptEncoding.slice(from));
  }
}

function brotliQualityZero(rest: string): boolean {
  let i = 0;
  const expect = (char: string): boolean => {
    while (rest[i] === ' ') i++;
    return rest[i++] === char;
  };
  if (!expect(';') || !expect('q') || !expect('=') || !expect('0')) return false;
  if (rest[i++] !== '.') return true;
  for (let place = 0; place < 3; place++) {
    const digit = rest[i++] ?? '';
    if (!/^\d$/.test(digit)) return true;
    if (digit > '0') return false;
  }
  return true;
}

/**
 * Whether Accept-Encoding allows gzip, as nginx reads it for gzip_static and
 * gzip (ngx_http_gzip_ok, ngx_http_gzip_accept_encoding): the first `gzip`
 * in any case that starts the value or follows a comma or space (searching
 * on after one that does not), then nothing, a comma, or `;q=` with a
 * quality above 0; only for HTTP/1.1 (gzip_http_version).
 */
export function acceptsGzip(acceptEncoding: string | undefined, httpVersion: string): boolean {
  if (acceptEncoding === undefined || httpVersion !== '1.1' || acceptEncoding.length < 4) return false;
  if (acceptEncoding.startsWith('gzip,')) return true;
  const value = acceptEncoding;
  const lower = value.toLowerCase();
  let at: number;
  for (let start = 0; ;) {
    at = lower.indexOf('gzip', start);
    if (at === -1) return false;
    if (at === start || lower[at - 1] === ',' || lower[at - 1] === ' ') break;
    start = at + 4;
  }
  let i = at + 4;
  while (i < value.length) {
    const char = value[i++];
    if (char === ',') return true;
    if (char === ' ') continue;
    if (char !== ';') return false;
    while (i < value.length) {
      const next = value[i++];
      if (next === ' ') continue;
      if (next !== 'q' && next !== 'Q') return false;
      if (i + 2 > value.length || value[i++] !== '=') return false;
      return gzipQuality(value.slice(i)) > 0;
    }
    return true;
  }
  return true;
}

/**
 * ngx_http_gzip_quantity: `0` or `1`, then `.` and up to three digits that
 * nginx adds up (so `1.5` is refused); 0 for anything else.
 */
function gzipQuality(value: string): number {
  const first = value[0];
  if (first !== '0' && first !== '1') return 0;
  let quality = first === '1' ? 100 : 0;
  if (value.length === 1 || value[1] === ',' || value[1] === ' ') return quality;
  if (value[1] !== '.') return 0;
  let digits = 0;
  for (const char of value.slice(2)) {
    if (char === ',' || char === ' ') break;
    if (!/^\d$/.test(char)) return 0;
    quality += Number(char);
    digits++;
  }
  return quality > 100 || digits > 3 ? 0 : quality;
}

/**
 * The weight of the first entry of a media type in Accept, in thousandths:
 * 1000 without q, undefined when the type is not named or its q is not a
 * weight (`0` to `1`, three decimals at most). deploy/nginx.conf reads it
 * with the same rules, in maps.
 */
export function acceptWeight(accept: string | undefined, mediaType: string): number | undefined {
  for (const entry of accept?.split(',') ?? []) {
    const [range, ...parameters] = entry.split(';');
    if (range!.trim().toLowerCase() !== mediaType) continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)/i.exec(p)?.[1]).find((v) => v !== undefined);
    if (q === undefined) return 1000;
    const weight = /^(?:0(?:\.(\d{0,3}))?|1(?:\.0{0,3})?)$/.exec(q);
    if (!weight) return undefined;
    return q.startsWith('1') ? 1000 : Number((weight[1] ?? '').padEnd(3, '0'));
  }
  return undefined;
}

/**
 * Whether a page is answered with its Markdown twin: Accept names
 * text/markdown with a weight above 0, and text/html, if it names it, with
 * no more weight (wildcards do not count: browsers send text/html).
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  const markdown = acceptWeight(accept, 'text/markdown');
  if (!markdown) return false;
  const html = acceptWeight(accept, 'text/html');
  return html === undefined || markdown >= html;
}

export function cacheControl(pathname: string, status: number, rangeRequested: boolean): string {
  return pathname.startsWith('/assets/') && (status === 200 || status === 304) && !rangeRequested
    ? immutableCacheControl
    : revalidateCacheControl;
}

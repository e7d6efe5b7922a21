// The node server of `npm start`, nginx with deploy/nginx.conf and the edge
// platform (Cloudflare's runtime reading the build's _headers and
// _redirects) answer the same bad requests alike: the same list goes to every
// server, each answer must be the expected one, never a 5xx unless a row says
// so, never a byte from outside the build, and never a Location that takes a
// browser off the site. Each Playwright project asks its own server (a
// column); without nginx (never under CI, see playwright.config.ts) the
// node server and the edge are asked.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import net from 'node:net';
import autocannon from 'autocannon';
import {expect, test} from '@playwright/test';
import {expectedHeaders} from './support/site';

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The body of a chunked response, unframed. */
function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Idle time before a row counts as unanswered. The edge's local server
 * answers through two processes (wrangler, workerd): with one core kept busy
 * and a browser test on it, it once stayed silent for more than 10 s on a row
 * it answers in 20 ms on a quiet machine.
 */
const answerTimeout = 30_000;

/**
 * One request, written byte for byte on a fresh connection (fetch and browsers
 * normalise `..` and refuse some methods), read to the server's close.
 */
function send(baseURL: string, request: string): Promise<Reply> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(answerTimeout, () => socket.destroy(new Error(`no answer in ${answerTimeout / 1000} s to ${request.slice(0, 60)}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (error?: Error) => {
      const raw = Buffer.concat(chunks);
      const headEnd = raw.indexOf('\r\n\r\n');
      // Bytes without a status line (an HTTP/0.9 answer): status -1.
      if (raw.length > 0 && !raw.subarray(0, 5).equals(Buffer.from('HTTP/'))) {
        resolve({status: -1, headers: {}, body: raw});
        return;
      }
      // A server may reset a connection it refused after answering: the answer counts.
      if (headEnd === -1) {
        reject(error ?? new Error(`no HTTP answer to ${request.slice(0, 60)}`));
        return;
      }
      const [statusLine, ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
      const body = raw.subarray(headEnd + 4);
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1] ?? 0),
        headers,
        body: headers['transfer-encoding'] === 'chunked' ? unchunk(body) : body,
      });
    };
    // A complete answer counts once it is whole, by its framing: the edge's
    // local server (workerd) keeps the connection for 5 s after it despite
    // `Connection: close`.
    const whole = (): boolean => {
      const raw = Buffer.concat(chunks);
      const headEnd = raw.indexOf('\r\n\r\n');
      if (headEnd === -1 || !raw.subarray(0, 5).equals(Buffer.from('HTTP/'))) return false;
      const head = raw.subarray(0, headEnd).toString('latin1');
      const body = raw.subarray(headEnd + 4);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      if (request.startsWith('HEAD ') || status === 204 || status === 304 || (status >= 100 && status < 200)) return true;
      if (/^transfer-encoding:\s*chunked\s*$/im.test(head)) return body.subarray(-5).equals(Buffer.from('0\r\n\r\n'));
      const length = /^content-length:\s*(\d+)\s*$/im.exec(head)?.[1];
      return length !== undefined && body.length >= Number(length);
    };
    socket.on('data', () => {
      if (whole()) {
        socket.destroy();
        done();
      }
    });
    socket.on('end', () => done());
    socket.on('error', done);
    socket.write(request);
  });
}

/**
 * A client that sends `head`, then one more byte every `everyMs` for as long
 * as the server keeps the connection: resolves with all it received once
 * the server closes it (the test's timeout is the bound).
 */
function trickle(baseURL: string, head: string, everyMs: number): Promise<string> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let received = '';
    const drip = setInterval(() => socket.writable && socket.write('x'), everyMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve(received);
    });
    socket.write(head);
  });
}

const requestOf = (method: string, target: string, headers: Record<string, string> = {}) =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}Connection: close\r\n\r\n`;

// Text that must never come back: a line of our package.json (just outside
// the build folder) and of the system's passwd file.
const canaries = [
  readFileSync('package.json', 'utf8')
    .split('\n')
    .find((line) => line.includes('"name"'))!,
  'root:x:0:0',
];
const notFoundPage = readFileSync('build/404.html');

/** A status, or no answer at all: the connection closed without a byte. */
type Answer = number | 'no answer';

interface Case {
  name: string;
  request: string;
  /**
   * The answer of every server, or, where they must differ, each server's by
   * its project name (a server the row does not name fails the row: a new
   * server needs its answer written down), with `why`.
   */
  status: Answer | Record<string, Answer>;
  why?: string;
  /** Where a 301 points. */
  location?: string;
  cacheControl?: string;
  contentType?: string;
  /** The Content-Encoding of the answer, `identity` for none. */
  contentEncoding?: 'br' | 'gzip' | 'identity';
  /** The fields of Vary, in any order and on any number of lines. */
  vary?: string[];
  /** The file of the build the body must be (sent as it is). */
  bodyFile?: string;
  /**
   * What the edge platform answers where it cannot do as nginx does, with
   * why: its fields replace the row's for the edge column. A platform
   * serves static files with its own rules (DEPLOY.md).
   */
  edge?: Omit<Case, 'name' | 'request' | 'status' | 'why' | 'edge'> & {
    status: Answer;
    why: string;
    /** Set when the answer comes before any rule of ours runs: no security headers. */
    withoutSecurityHeaders?: true;
  };
}

const page = '/quickstart';
const headersOf = (count: number, size: number) =>
  Object.fromEntries(Array.from({length: count}, (_, i) => [`X-Filler-${i}`, 'b'.repeat(size)]));
const asset = '/img/logo.svg';
/** The main bundle: a hashed asset, cached for a year. */
const hashedAsset = `/assets/js/${readdirSync('build/assets/js').find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!}`;
const immutable = 'public, max-age=31536000, immutable';
const stylesheet = `/assets/css/${readdirSync('build/assets/css').find((f) => f.endsWith('.css'))!}`;
/** The ETag both servers give a file of the build: its mtime in seconds and size, in hex. */
const etagOf = (file: string) => {
  const {mtimeMs, size} = statSync(`build${file}`);
  return `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`;
};
const lastModifiedOf = (file: string) => new Date(Math.floor(statSync(`build${file}`).mtimeMs / 1000) * 1000).toUTCString();
const get = (target: string, headers?: Record<string, string>) => requestOf('GET', target, headers);

const cases: Case[] = [
  // Path traversal, in every spelling: above the root is 400; what only looks
  // like `..` (double-encoded, overlong UTF-8, backslashes) names no file: 404.
  {name: 'plain ../', request: get('/../package.json'), status: 400},
  {name: 'deep ../ to /etc/passwd', request: get('/assets/../../../../../../etc/passwd'), status: 400},
  {name: '%2e%2e/', request: get('/%2e%2e/package.json'), status: 400},
  {name: '%2e%2e%2f', request: get('/%2e%2e%2fpackage.json'), status: 400},
  {name: '..%2f', request: get('/assets/..%2f..%2fpackage.json'), status: 400},
  {name: '%2e%2e%2f to /etc/passwd', request: get('/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd'), status: 400},
  {name: 'mixed .%2e and %2e.', request: get('/assets/.%2e/%2e./package.json'), status: 400},
  {name: 'merged slashes //..//', request: get('//..//..//etc/passwd'), status: 400},
  {name: './../', request: get('/./../package.json'), status: 400},
  {name: 'absolute form with ..', request: get('http://localhost/../package.json'), status: 400},
  {name: '..%5c (backslash encoded)', request: get('/assets/..%5c..%5cpackage.json'), status: 404},
  {name: 'raw backslashes', request: get('/..\\..\\package.json'), status: 404},
  {name: 'double-encoded %252e%252e', request: get('/%252e%252e/package.json'), status: 404},
  {name: 'double-encoded %252e%252e%252f', request: get('/%252e%252e%252fetc%252fpasswd'), status: 404},
  {name: 'overlong UTF-8 %c0%ae', request: get('/%c0%ae%c0%ae/package.json'), status: 404},
  {name: 'overlong UTF-8 %c0%af', request: get('/assets/..%c0%af..%c0%afpackage.json'), status: 404},
  // Malformed or odd paths.
  {name: 'lone %', request: get('/%'), status: 400},
  {name: 'bad escape %zz', request: get('/%zz'), status: 400},
  {name: 'escape cut short %e', request: get('/quickstart%e'), status: 400},
  {name: 'broken UTF-8 %e0%a4', request: get('/%e0%a4'), status: 404},
  {name: 'NUL at the end', request: get('/quickstart%00'), status: 400},
  {name: 'NUL before an extension', request: get('/quickstart%00.html'), status: 400},
  {name: 'segment of 300 characters', request: get(`/${'a'.repeat(300)}`), status: 404},
  {name: 'path of 9 KB', request: get(`/${'a'.repeat(9 * 1024)}`), status: 414},
  {name: 'path of 20 KB', request: get(`/${'a/'.repeat(10 * 1024)}`), status: 414},
  // Headers that do not fit nginx's buffers (a line over 8 KB; four 8 KB
  // buffers, each line whole in one) or more than 1,000 fields: 431.
  {name: 'header of 9 KB', request: get(page, {'X-Long': 'b'.repeat(9 * 1024)}), status: 431},
  {name: 'header of 17 KB', request: get(page, {'X-Long': 'b'.repeat(17 * 1024)}), status: 431},
  {name: 'header of 100 KB', request: get(page, {'X-Long': 'b'.repeat(100 * 1024)}), status: 431},
  {name: 'ten headers of 3 KB', request: get(page, headersOf(10, 3 * 1024)), status: 431},
  // With Host and Connection: 1,000 fields, then 1,001 and 2,000.
  {name: '1,000 header fields', request: get(page, headersOf(998, 1)), status: 200},
  {name: '1,001 header fields', request: get(page, headersOf(999, 1)), status: 431},
  {name: '2,000 header fields', request: get(page, headersOf(1998, 1)), status: 431},
  {name: 'six headers of 3 KB (18 KB in all)', request: get(page, headersOf(6, 3 * 1024)), status: 200},
  {
    name: 'two Host headers',
    request: `GET ${page} HTTP/1.1\r\nHost: localhost\r\nHost: example.com\r\nConnection: close\r\n\r\n`,
    status: 400,
  },
  {name: 'absolute form, another scheme', request: get(`ftp://localhost${page}`), status: 200},
  {name: 'the not-found page by name', request: get('/404.html'), status: 404},
  // Not a soft 404: the not-found page's own path answers 404 too.
  {name: 'the not-found page by its path', request: get('/404'), status: 404},
  {name: 'the not-found page by its path, with a query', request: get('/404?from=x'), status: 404},
  {name: 'the not-found page by its path, HEAD', request: requestOf('HEAD', '/404'), status: 404},
  {name: 'the not-found page by its path, trailing slash', request: get('/404/'), status: 301, location: '/404'},
  // Nor by the names of the twins the build wrote beside the error pages.
  {name: "the not-found page's brotli twin by name", request: get('/404.html.br'), status: 404},
  {name: "the not-found page's gzip twin by name", request: get('/404.html.gz'), status: 404},
  {name: "the bad-request page's brotli twin by name", request: get('/400.html.br'), status: 404},
  {name: 'the bad-request page by its path', request: get('/400'), status: 404},
  {name: 'hidden folder', request: get('/.server/security-headers.json'), status: 404},
  {name: 'encoded ? in the path', request: get('/quickstart%3Fa=1'), status: 404},
  // No redirect keeps a character a URL carries encoded: no page has one.
  {name: 'encoded ? before a trailing slash', request: get('/quickstart%3F/'), status: 404},
  {
    name: 'raw 8-bit bytes before a trailing slash',
    request: get('/caf\xc3\xa9/'),
    status: {node: 400, nginx: 404, edge: 404},
    why: "node's parser refuses a byte above 0x7F in the request target (RFC 9112 allows ASCII only); nginx and the edge take it and find no file. Neither redirects with the bytes in Location",
  },
  // An encoded slash is part of a name, not a separator: no page has it.
  {name: 'encoded slash between segments', request: get('/1.23/api%2Fembeddings'), status: 404},
  {name: 'encoded slash, lower case', request: get('/api%2fembeddings'), status: 404},
  {name: 'encoded slashes around ..', request: get('/quickstart/%2F..%2F'), status: 404},
  {name: 'encoded slash at the end', request: get('/quickstart%2F'), status: 404},
  {name: 'encoded slash in the absolute form', request: get('http://localhost/api%2Fembeddings'), status: 404},
  {name: 'encoded slash in the query only', request: get('/quickstart?next=%2Fapi'), status: 200},
  // Methods: GET and HEAD only.
  ...['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'PROPFIND', 'FOO'].map((method) => ({
    name: `${method} on a page`,
    request: `${method} ${page} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    status: 405,
  })),
  {name: 'POST to a missing page', request: requestOf('POST', '/no-such-page', {'Content-Length': '0'}), status: 405},
  // Not a path: refused before the method is looked at.
  {name: 'OPTIONS *', request: requestOf('OPTIONS', '*'), status: 400},
  // No path in CONNECT's target.
  {name: 'CONNECT', request: requestOf('CONNECT', 'localhost:443'), status: 400},
  {name: 'lower-case method', request: requestOf('get', page), status: 400},
  {name: 'HEAD on a page', request: requestOf('HEAD', page), status: 200},
  {name: 'HEAD on a missing page', request: requestOf('HEAD', '/no-such-page'), status: 404},
  // Ranges: one range is served, several get the whole file, none past the end is 416.
  {name: 'one range', request: get(asset, {Range: 'bytes=0-9'}), status: 206},
  {name: 'suffix range', request: get(asset, {Range: 'bytes=-5'}), status: 206},
  {name: 'several ranges', request: get(asset, {Range: 'bytes=0-9,20-29'}), status: 200},
  {name: 'unsatisfiable range', request: get(asset, {Range: 'bytes=999999-'}), status: 416},
  {name: 'backwards range', request: get(asset, {Range: 'bytes=9-2'}), status: 416},
  {name: 'unknown range unit', request: get(asset, {Range: 'items=0-9'}), status: 200},
  {name: 'If-Modified-Since long ago', request: get(page, {'If-Modified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT'}), status: 200},
  {name: 'If-None-Match that matches nothing', request: get(page, {'If-None-Match': '"nope"'}), status: 200},
  {name: 'If-None-Match: *', request: get(page, {'If-None-Match': '*'}), status: 304},
  // Open-redirect shapes: a Location must stay on the site however the
  // browser normalises it (every reply is checked, see leavesSite).
  ...(
    [
      // Merged slashes: the path /evil.example of this site, or not found.
      ['//evil.example/', 301, '/evil.example'],
      ['//evil.example/x.html', 301, '/evil.example/x'],
      ['//evil.example/index', 301, '/evil.example'],
      ['//evil.example/index.html', 301, '/evil.example'],
      ['//evil.example.html', 301, '/evil.example'],
      ['///evil.example/', 301, '/evil.example'],
      ['//evil.example', 301, '/evil.example'],
      // A backslash, raw or encoded, names no file: browsers read `/\x` as `//x`.
      ['/%5cevil.example/', 404],
      ['/%5Cevil.example/x.html', 404],
      ['/%5cevil.example/index', 404],
      ['/%5cevil.example/index.html', 404],
      ['/%5cevil.example.html', 404],
      ['/%5c%5cevil.example/', 404],
      ['/\\evil.example/', 404],
      ['/\\evil.example/x.html', 404],
      ['/\\evil.example/index', 404],
      ['//\\evil.example/', 404],
      // Encoded slashes: a name, not a separator.
      ['/%2f%2fevil.example/', 404],
      ['/%2F%2Fevil.example/x.html', 404],
      ['/%2f%2fevil.example/index', 404],
      ['/%2fevil.example.html', 404],
      // Tabs and newlines, which browsers drop from a Location: encoded, no
      // such file; raw, a malformed request line.
      ['/%09/evil.example/', 404],
      ['/%09/evil.example/x.html', 404],
      ['/%09/evil.example/index', 404],
      ['/%09%2fevil.example.html', 404],
      ['/%0a/evil.example/', 404],
      ['/%0d%0aLocation:%20//evil.example/', 404],
      ['/\t/evil.example/', 400],
    ] as [string, number, string?][]
  ).map(([target, status, location]) => ({name: `open redirect ${JSON.stringify(target)}`, request: get(target), status, location})),
  // HTTP versions: 1.0 and 1.1. nginx refuses 2.0 and up while parsing the
  // request line, before its config runs, with 505; the node server with 400.
  ...['2.0', '3.0', '9.9'].map((version) => ({
    name: `HTTP/${version}`,
    request: `GET ${page} HTTP/${version}\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    status: {node: 400, nginx: 505},
    why: 'nginx answers a major version it lacks with 505 before any config runs; the node server never answers 5xx to bad input',
  })),
  {name: 'HTTP/1.2', request: `GET ${page} HTTP/1.2\r\nHost: localhost\r\nConnection: close\r\n\r\n`, status: 400},
  // Transfer-Encoding: chunked only, never with Content-Length, never in HTTP/1.0.
  ...['identity', 'gzip', 'chunked, identity'].map((coding) => ({
    name: `Transfer-Encoding: ${coding}`,
    request: get(page, {'Transfer-Encoding': coding}),
    status: 400,
  })),
  {name: 'Transfer-Encoding: Chunked', request: `${get(page, {'Transfer-Encoding': 'Chunked'})}0\r\n\r\n`, status: 200},
  {
    name: 'Transfer-Encoding with Content-Length',
    request: `${get(page, {'Transfer-Encoding': 'chunked', 'Content-Length': '5'})}0\r\n\r\n`,
    status: 400,
  },
  {name: 'Transfer-Encoding in HTTP/1.0', request: `GET ${page} HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`, status: 400},
  // Lines nginx's parser reads leniently and node's refuses.
  {
    name: 'bare LF line ends',
    request: `GET ${page} HTTP/1.1\nHost: localhost\nConnection: close\n\n`,
    status: {node: 400, nginx: 200},
    why: "nginx's parser takes a bare LF as a line end (RFC 9112 lets a recipient); node's refuses it, and has no setting that allows it alone",
  },
  {
    name: 'a header line without a colon',
    request: `GET ${page} HTTP/1.1\r\nHost: localhost\r\nNoColonHere\r\nConnection: close\r\n\r\n`,
    status: {node: 400, nginx: 200},
    why: "nginx drops a header line it cannot read (ignore_invalid_headers); node's parser refuses the request",
  },
  // What a server's own parser answers carries the security headers too.
  {name: 'HTTP/1.1 without Host', request: `GET ${page} HTTP/1.1\r\nConnection: close\r\n\r\n`, status: 400},
  {name: 'HTTP/1.0 without Host', request: `GET ${page} HTTP/1.0\r\n\r\n`, status: 200},
  {name: 'an unknown expectation', request: get(page, {Expect: 'foo'}), status: 200},
  // The Host header as nginx validates it (src/lib/requestTarget.ts, validHost).
  {name: 'an empty Host', request: `GET ${page} HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`, status: 400},
  {name: 'a Host with a space', request: `GET ${page} HTTP/1.1\r\nHost: local host\r\nConnection: close\r\n\r\n`, status: 400},
  {name: 'absolute form with a bad host', request: get(`http://a..b${page}`), status: 400},
  {name: 'absolute form with a query and no path', request: get('http://localhost?a=1'), status: 301, location: '/?a=1'},
  {name: 'absolute form with a query', request: get(`http://localhost${page}?a=1`), status: 200},
  {name: 'an empty query after a slash', request: get(`${page}/?`), status: 301, location: page},
  // Found by a differential fuzzer (1,500 paths): a `|` in the path, an
  // escape after a raw `#`, a character above U+00FF before `/index`.
  {name: 'a bar in the path', request: get('/a|b'), status: 404},
  {name: 'an escaped bar in the path', request: get('/UPGRAD%7CING'), status: 404},
  {name: 'an escaped slash after a raw #', request: get(`${page}#%2F`), status: 200},
  {name: 'a CJK segment before /index', request: get('/%E4%B8%AD/index'), status: 404},
  // Headers nginx takes once: twice is a bad request; a second Range line is ignored.
  {name: 'If-None-Match twice', request: get(page, {'If-None-Match': '"a"', 'if-none-match': '"b"'}), status: 400},
  {name: 'Range twice', request: get(asset, {Range: 'bytes=0-1', range: 'bytes=2-3'}), status: 206},
  {
    name: 'a Range end past 2^63',
    request: get(asset, {Range: 'bytes=0-99999999999999999999'}),
    status: {node: 206, nginx: 416},
    why: "RFC 9110 (14.1.2) reads a last byte past the end as the end: 206 with the whole file; nginx's parser refuses any number over 2^63-1, and no directive changes it",
  },
  {
    name: 'Transfer-Encoding after a tab',
    request: `GET ${page} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding:\tchunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    status: {node: 200, nginx: 400, edge: 200},
    why: "RFC 9112 allows a tab as white space around a header's value: node's parser (and the edge's) reads chunked; nginx's refuses the line. No body is read either way",
  },
  // A client that waits for 100 Continue gets it only where a file is sent.
  {
    name: 'Expect: 100-continue on POST',
    // The body follows, as a client sends it after a wait for 100 that does not come.
    request: `POST ${page} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nExpect: 100-continue\r\nConnection: close\r\n\r\nhello`,
    status: 405,
  },
  // HTTP/0.9 has no headers, so no security headers: no answer at all.
  {name: 'HTTP/0.9', request: `GET ${page}\r\n\r\n`, status: 'no answer'},
  {name: 'HTTP/0.9 named in the request line', request: `GET ${page} HTTP/0.9\r\nHost: localhost\r\n\r\n`, status: 400},
  {name: '/.well-known/security.txt', request: get('/.well-known/security.txt'), status: 200, cacheControl: 'no-cache'},
  // Types as nginx's mime.types and charset_types give them.
  {name: 'a stylesheet', request: get(stylesheet), status: 200, contentType: 'text/css; charset=utf-8'},
  {name: 'sitemap.xml', request: get('/sitemap.xml'), status: 200, contentType: 'text/xml; charset=utf-8'},
  {name: 'a Markdown twin', request: get('/quickstart.md'), status: 200, contentType: 'text/markdown; charset=utf-8'},
  {
    name: 'a brotli twin by its own name',
    request: get(`${hashedAsset}.br`),
    status: 200,
    contentType: 'application/octet-stream',
    contentEncoding: 'identity',
  },
  // Encodings as brotli_static and gzip_static read Accept-Encoding: a br or
  // gzip token in any case, not with q=0, whatever the other weights.
  ...(
    [
      ['br, gzip', 'br'],
      ['BR', 'br'],
      ['gzip;q=1, br;q=0.5', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['GZIP', 'gzip'],
      ['*', 'identity'],
      ['deflate', 'identity'],
      ['x-gzip', 'identity'],
      ['identity', 'identity'],
    ] as const
  ).map(([accept, encoding]) => ({
    name: `Accept-Encoding: ${accept}`,
    request: get(hashedAsset, {'Accept-Encoding': accept}),
    status: 200,
    contentEncoding: encoding,
  })),
  // Validators name one representation: the file's ETag is not the brotli twin's.
  {
    name: "the file's ETag on a brotli request",
    request: get(hashedAsset, {'Accept-Encoding': 'br', 'If-None-Match': etagOf(hashedAsset)}),
    status: 200,
    contentEncoding: 'br',
  },
  {
    name: "the twin's ETag on a brotli request",
    request: get(hashedAsset, {'Accept-Encoding': 'br', 'If-None-Match': etagOf(`${hashedAsset}.br`)}),
    status: 304,
  },
  {name: "the file's ETag on a plain request", request: get(hashedAsset, {'If-None-Match': etagOf(hashedAsset)}), status: 304},
  // A range is of the file itself; a client that takes brotli gets the whole twin.
  {
    name: 'a range with Accept-Encoding: br',
    request: get(hashedAsset, {Range: 'bytes=0-9', 'Accept-Encoding': 'br'}),
    status: 200,
    contentEncoding: 'br',
  },
  {
    name: 'a range with If-Modified-Since in the future',
    request: get(hashedAsset, {Range: 'bytes=0-9', 'If-Modified-Since': 'Mon, 01 Jan 2035 00:00:00 GMT'}),
    status: 304,
  },
  {name: 'If-Range with the current ETag', request: get(hashedAsset, {Range: 'bytes=0-9', 'If-Range': etagOf(hashedAsset)}), status: 206},
  {
    name: 'If-Range with the current date',
    request: get(hashedAsset, {Range: 'bytes=0-9', 'If-Range': lastModifiedOf(hashedAsset)}),
    status: 206,
  },
  {name: 'If-Range with a stale ETag', request: get(hashedAsset, {Range: 'bytes=0-9', 'If-Range': '"stale"'}), status: 200},
  {name: 'If-Range with a weak ETag', request: get(hashedAsset, {Range: 'bytes=0-9', 'If-Range': `W/${etagOf(hashedAsset)}`}), status: 200},
  {
    name: 'If-Range with another date',
    request: get(hashedAsset, {Range: 'bytes=0-9', 'If-Range': 'Mon, 01 Jan 2035 00:00:00 GMT'}),
    status: 200,
  },
  {name: 'If-Match that matches nothing', request: get(hashedAsset, {'If-Match': '"nope"'}), status: 412},
  {name: 'If-Unmodified-Since long ago', request: get(hashedAsset, {'If-Unmodified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT'}), status: 412},
  {
    name: 'Cache-Control: no-cache with If-None-Match: *',
    request: get(hashedAsset, {'Cache-Control': 'no-cache', 'If-None-Match': '*'}),
    status: 304,
  },
  // A page asked for as Markdown (text/markdown named, text/html not
  // weighing more) is answered with its twin; every page and twin says it
  // varies with Accept.
  ...(
    [
      ['/quickstart', 'text/markdown', '/quickstart.md'],
      ['/', 'text/markdown', '/index.md'],
      ['/1.23', 'text/markdown', '/1.23.md'],
      ['/api/chat-completions?x=1', 'text/markdown', '/api/chat-completions.md'],
      ['/quickstart', 'text/markdown, text/html', '/quickstart.md'],
      ['/quickstart', 'text/html, text/markdown', '/quickstart.md'],
      ['/quickstart', 'text/markdown;q=0.9, text/html;q=0.8', '/quickstart.md'],
      ['/quickstart', 'text/markdown;q=0.851, text/html;q=0.85', '/quickstart.md'],
      ['/quickstart', 'text/markdown; charset=utf-8; q=0.5, */*', '/quickstart.md'],
      ['/quickstart', 'TEXT/Markdown', '/quickstart.md'],
      ['/quickstart', 'text/html, text/markdown;q=0.9', '/quickstart.html'],
      ['/quickstart', 'text/markdown;q=0.85, text/html;q=0.851', '/quickstart.html'],
      ['/quickstart', 'text/markdown;q=0', '/quickstart.html'],
      ['/quickstart', 'text/markdown;q=1.5', '/quickstart.html'],
      ['/quickstart', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '/quickstart.html'],
      ['/quickstart', '*/*', '/quickstart.html'],
      ['/quickstart', 'text/*', '/quickstart.html'],
      // No twin: the page itself.
      ['/compare', 'text/markdown', '/compare.html'],
      // The twin by its own name, whatever the client takes.
      ['/quickstart.md', 'text/html', '/quickstart.md'],
    ] as const
  ).map(([target, accept, file]) => ({
    name: `Accept: ${accept} on ${target}`,
    request: get(target, {Accept: accept}),
    status: 200,
    contentType: file.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
    contentEncoding: 'identity' as const,
    vary: ['Accept-Encoding', 'Accept'],
    bodyFile: file,
  })),
  {
    name: 'Accept: text/markdown with brotli',
    request: get(page, {Accept: 'text/markdown', 'Accept-Encoding': 'br'}),
    status: 200,
    contentType: 'text/markdown; charset=utf-8',
    contentEncoding: 'br',
    vary: ['Accept-Encoding', 'Accept'],
  },
  {
    name: 'Accept: text/markdown, HEAD',
    request: requestOf('HEAD', page, {Accept: 'text/markdown'}),
    status: 200,
    contentType: 'text/markdown; charset=utf-8',
  },
  {
    name: 'Accept: text/markdown, not modified',
    request: get(page, {Accept: 'text/markdown', 'If-None-Match': etagOf('/quickstart.md')}),
    status: 304,
    vary: ['Accept-Encoding', 'Accept'],
  },
  {name: 'Accept: text/markdown on a missing page', request: get('/no-such-page', {Accept: 'text/markdown'}), status: 404},
  // A year of caching for a whole hashed asset only: never for a part, a
  // redirect or an error under /assets/.
  {name: 'hashed asset', request: get(hashedAsset), status: 200, cacheControl: immutable},
  {name: 'hashed asset, not modified', request: get(hashedAsset, {'If-None-Match': '*'}), status: 304, cacheControl: immutable},
  {name: 'hashed asset, one range', request: get(hashedAsset, {Range: 'bytes=0-9'}), status: 206, cacheControl: 'no-cache'},
  {name: 'hashed asset, range past the end', request: get(hashedAsset, {Range: 'bytes=99999999-'}), status: 416, cacheControl: 'no-cache'},
  {name: 'hashed asset, POST', request: requestOf('POST', hashedAsset, {'Content-Length': '0'}), status: 405, cacheControl: 'no-cache'},
  {name: '.html under /assets/', request: get('/assets/x.html'), status: 301, location: '/assets/x', cacheControl: 'no-cache'},
  {name: 'missing file under /assets/', request: get('/assets/js/nope.js'), status: 404, cacheControl: 'no-cache'},
  // The not-found page is HTML, whatever type the missing path's extension names.
  ...['/nope.json', '/nope.md', '/nope.txt', '/nope.xml', '/nope.js', '/nope.css'].map((target) => ({
    name: `a missing ${target.slice(5)} file`,
    request: get(target),
    status: 404,
    contentType: 'text/html; charset=utf-8',
  })),
  // Redirects keep the query, in one hop.
  {name: 'trailing slash with a query', request: get('/quickstart/?a=1'), status: 301, location: '/quickstart?a=1'},
  {name: '.html with a query', request: get('/quickstart.html?a=1'), status: 301, location: '/quickstart?a=1'},
  {name: '/index.html with a query', request: get('/index.html?a=1'), status: 301, location: '/?a=1'},
  {
    name: '/x/index.html with a query, in one hop',
    request: get('/api/overview/index.html?a=1&b=%2F'),
    status: 301,
    location: '/api/overview?a=1&b=%2F',
  },
];

type EdgeAnswer = NonNullable<Case['edge']>;

// Why the edge platform answers as it does. Measured on `wrangler pages dev`
// (workerd); the rules of ours it runs are the build's worker (decide(), as
// the node server runs it), _headers and _redirects, the rest is the
// platform's.
const why = {
  /** Answered by the local server's parser before any rule of ours: none of the site's headers. */
  parser:
    "wrangler's local server (workerd behind miniflare's proxy) answers a request it cannot parse or route itself, before _headers apply; on Cloudflare its front end does",
  proxy5xx:
    "wrangler's local proxy throws on this request line or header and answers 500 without the site's headers; nothing of the build is read. Cloudflare's front end answers such requests before the site",
  path: 'the platform resolves `.` and `..` (plain or as %2e) before the worker sees the path, and stops at the root: what is left names no file (404), never one outside the upload',
  backslash: "the platform's URL parser reads a raw backslash as a slash before the worker sees the path",
  ranges:
    "the platform's asset server sends the whole file to every GET: no byte ranges and no If-Range, If-Match or If-Unmodified-Since (Cloudflare's cache handles ranges in front of it)",
  etag: "the platform's ETag is a hash of the content, not nginx's `mtime-size`: the servers' ETags do not match it, and it does not answer If-None-Match: * or If-Modified-Since with 304",
  negotiation:
    'a static platform serves the one file of a path: a page is HTML whatever Accept says, and no Vary: Accept is sent; the Markdown twin has its own URL (/quickstart.md)',
  compression:
    'the platform compresses on its own (the twins are not uploaded) and reads Accept-Encoding its own way: tokens in lower case, brotli only when it is asked for with no lower weight than gzip',
  twin: 'the precompressed twins are not uploaded (DEPLOY.md): /x.js.br is not found',
  joined:
    "the platform hands the worker a request's headers as the Fetch API has them: repeated lines joined into one list, so a header sent twice cannot be told from one with two values",
  caching:
    "Cache-Control is set for /assets/ only (_headers): everything else gets the platform's default, which revalidates before each reuse as no-cache does",
  assetsCaching:
    'the platform sends the whole file, so the year of caching of /assets/ holds; an error under /assets/ is sent with no-store, and a POST answer is not stored by a browser',
} as const;

const parser = (status: Answer): EdgeAnswer => ({status, why: why.parser, withoutSecurityHeaders: true});
const proxy5xx: EdgeAnswer = {status: 500, why: why.proxy5xx, withoutSecurityHeaders: true};
const htmlFile = (target: string) => `${target.replace(/\?.*/, '').replace(/^\/$/, '/index')}.html`;

/**
 * The edge's answer for each row where it cannot do as nginx does, by the
 * row's name (a name no row has fails the table). The edge column of every
 * other row is the row's own.
 */
const edgeAnswers: Record<string, EdgeAnswer> = {
  ...Object.fromEntries(
    ['plain ../', 'deep ../ to /etc/passwd', '%2e%2e/', 'mixed .%2e and %2e.', './../'].map((name) => [name, {status: 404, why: why.path}]),
  ),
  'merged slashes //..//': {
    status: 301,
    location: '/etc/passwd',
    why: `${why.path}; what is left, //etc/passwd, is merged as every server merges slashes`,
  },
  ...Object.fromEntries(
    [
      'absolute form with ..',
      'two Host headers',
      'absolute form, another scheme',
      'encoded slash in the absolute form',
      'OPTIONS *',
      'CONNECT',
      'Transfer-Encoding: identity',
      'Transfer-Encoding: gzip',
      'Transfer-Encoding: chunked, identity',
      'a Host with a space',
      'absolute form with a bad host',
      'absolute form with a query',
    ].map((name) => [name, proxy5xx]),
  ),
  'absolute form with a query and no path': {...proxy5xx, location: undefined},
  'an empty Host': parser(400),
  'If-None-Match twice': {status: 200, why: why.joined},
  'Range twice': {status: 200, why: why.ranges},
  'a Range end past 2^63': {status: 200, why: why.ranges},
  'header of 9 KB': {status: 200, why: `${why.parser}: its limits are not nginx's`},
  'header of 17 KB': parser(431),
  'header of 100 KB': parser(431),
  'ten headers of 3 KB': parser(431),
  '1,001 header fields': {status: 200, why: `${why.parser}: its limits are not nginx's`},
  '2,000 header fields': parser(431),
  'six headers of 3 KB (18 KB in all)': parser(431),
  'FOO on a page': parser(501),
  'lower-case method': parser(501),
  'one range': {status: 200, why: why.ranges},
  'suffix range': {status: 200, why: why.ranges},
  'unsatisfiable range': {status: 200, why: why.ranges},
  'backwards range': {status: 200, why: why.ranges},
  'If-None-Match: *': {status: 200, why: why.etag},
  // A raw backslash is a slash to the platform's URL parser, as to browsers:
  // what the other servers refuse as a name, the edge reads as this site's
  // own path, merged and redirected like any other spelling.
  ...Object.fromEntries(
    (
      [
        ['/\\evil.example/', '/evil.example'],
        ['/\\evil.example/x.html', '/evil.example/x'],
        ['/\\evil.example/index', '/evil.example'],
        ['//\\evil.example/', '/evil.example'],
      ] as const
    ).map(([target, location]) => [
      `open redirect ${JSON.stringify(target)}`,
      {status: 301, location, why: `${why.backslash}; the Location is checked to stay on the site like every other`},
    ]),
  ),
  'open redirect "/\\t/evil.example/"': {status: 200, why: `${why.parser}: it takes a tab in the request line`},
  'HTTP/2.0': {status: 200, why: `${why.parser}: it reads any version as HTTP/1.1`},
  'HTTP/3.0': {status: 200, why: `${why.parser}: it reads any version as HTTP/1.1`},
  'HTTP/9.9': {status: 200, why: `${why.parser}: it reads any version as HTTP/1.1`},
  'HTTP/1.2': {status: 200, why: `${why.parser}: it reads any version as HTTP/1.1`},
  'Transfer-Encoding with Content-Length': {status: 200, why: `${why.parser}: it takes both`},
  'Transfer-Encoding in HTTP/1.0': parser(400),
  'bare LF line ends': {status: 200, why: 'it takes a bare LF as a line end, as nginx does'},
  'a header line without a colon': parser(400),
  'HTTP/1.1 without Host': parser(400),
  'HTTP/1.0 without Host': parser(400),
  'an unknown expectation': parser(417),
  'HTTP/0.9': parser(400),
  'HTTP/0.9 named in the request line': {status: 200, why: `${why.parser}: it reads any version as HTTP/1.1`},
  '/.well-known/security.txt': {status: 200, cacheControl: 'public, max-age=0, must-revalidate', why: why.caching},
  'a brotli twin by its own name': {status: 404, contentType: 'text/html; charset=utf-8', why: why.twin},
  'Accept-Encoding: BR': {status: 200, contentEncoding: 'identity', why: why.compression},
  'Accept-Encoding: gzip;q=1, br;q=0.5': {status: 200, contentEncoding: 'gzip', why: why.compression},
  'Accept-Encoding: GZIP': {status: 200, contentEncoding: 'identity', why: why.compression},
  "the twin's ETag on a brotli request": {status: 200, why: why.etag},
  "the file's ETag on a plain request": {status: 200, why: why.etag},
  'a range with If-Modified-Since in the future': {status: 200, why: why.etag},
  'If-Range with the current ETag': {status: 200, why: why.ranges},
  'If-Range with the current date': {status: 200, why: why.ranges},
  'If-Match that matches nothing': {status: 200, why: why.ranges},
  'If-Unmodified-Since long ago': {status: 200, why: why.ranges},
  'Cache-Control: no-cache with If-None-Match: *': {status: 200, why: why.etag},
  ...Object.fromEntries(
    cases
      .filter((c) => c.name.startsWith('Accept: ') && c.vary !== undefined)
      .map((c) => {
        const target = /^Accept: .* on (\S+)$/.exec(c.name)?.[1];
        const asPage = c.contentType?.startsWith('text/markdown') && target !== undefined && !target.endsWith('.md');
        const markdown = c.contentType?.startsWith('text/markdown') && !asPage && c.name !== 'Accept: text/markdown with brotli';
        return [
          c.name,
          {
            status: c.name === 'Accept: text/markdown, not modified' ? 200 : (c.status as number),
            // The worker says Vary: Accept-Encoding on what the platform compresses: not Markdown.
            vary: markdown ? [] : ['Accept-Encoding'],
            ...(asPage ? {contentType: 'text/html; charset=utf-8', bodyFile: htmlFile(target)} : {}),
            ...(c.name === 'Accept: text/markdown with brotli' ? {contentType: 'text/html; charset=utf-8'} : {}),
            why: why.negotiation,
          },
        ];
      }),
  ),
  'Accept: text/markdown, HEAD': {status: 200, contentType: 'text/html; charset=utf-8', why: why.negotiation},
  'hashed asset, not modified': {status: 200, why: why.etag},
  'hashed asset, one range': {status: 200, cacheControl: immutable, why: `${why.ranges}; ${why.assetsCaching}`},
  'hashed asset, range past the end': {status: 200, cacheControl: immutable, why: `${why.ranges}; ${why.assetsCaching}`},
  'missing file under /assets/': {status: 404, cacheControl: 'no-store', why: why.assetsCaching},
};

/** The server of this project: each project is a column of the table. */
const servers = (): {name: string; baseURL: string}[] => {
  const {project} = test.info();
  return [{name: project.name, baseURL: project.use.baseURL!}];
};

/** The row as the server must answer it: the edge's own fields where the row has them. */
const rowFor = (c: Case, server: string): Case & {withoutSecurityHeaders?: true} => {
  const edge = c.edge ?? edgeAnswers[c.name];
  return server === 'edge' && edge ? {...c, ...edge} : c;
};

const expectedStatus = (c: Case, server: string): Answer | undefined => (typeof c.status === 'object' ? c.status[server] : c.status);

/** A test of how a server itself copes with load and slow clients: `wrangler pages dev` is not Cloudflare's edge. */
const skipOnEdge = () =>
  test.skip(
    test.info().project.name === 'edge',
    "wrangler's local server is not the platform's edge: slow clients and bursts meet Cloudflare's own front end there",
  );

/**
 * True when a browser would leave the site following this Location: it drops
 * tabs and newlines, reads a leading `//` or `/\` as another host, and
 * resolves the rest against the page's URL.
 */
function leavesSite(location: string, baseURL: string): boolean {
  const normalised = location.replace(/[\t\n\r]/g, '');
  if (!normalised.startsWith('/') || /^[/\\]{2}/.test(normalised)) return true;
  return new URL(location, baseURL).origin !== new URL(baseURL).origin;
}

test.describe('every server answers bad requests alike', () => {
  test.beforeEach(() => {
    if (process.env.CI) expect(test.info().config.projects.map((p) => p.name)).toContain('nginx');
  });

  test('the table of bad requests', async () => {
    // About 200 requests one after the other, each on a new connection; the edge's local server takes up to a second for some.
    test.setTimeout(300_000);
    const failures: string[] = [];
    const names = new Set(cases.map((c) => c.name));
    for (const name of Object.keys(edgeAnswers)) if (!names.has(name)) failures.push(`the edge's answer for ${name}: no such row`);
    const securityHeaders = Object.entries(expectedHeaders());
    for (const row of cases) {
      for (const {name, baseURL} of servers()) {
        const c = rowFor(row, name);
        const where = `${c.name} on ${name}`;
        const expected = expectedStatus(c, name);
        if (expected === undefined) {
          failures.push(`${where}: the row names no answer for this server`);
          continue;
        }
        // No answer at all fails the row unless the row expects it, never the table.
        let error = '';
        const reply = await send(baseURL, c.request).catch((e: unknown): Reply => {
          error = String(e instanceof Error ? e.message : e).split('\n')[0]!;
          return {status: 0, headers: {}, body: Buffer.alloc(0)};
        });
        const answers: Record<number, Answer | 'an answer without a status line'> = {
          0: 'no answer',
          [-1]: 'an answer without a status line',
        };
        const answer = answers[reply.status] ?? reply.status;
        if (answer !== expected) failures.push(`${where}: ${answer}${error ? ` (${error})` : ''}, expected ${expected}`);
        if (reply.status >= 500 && answer !== expected) failures.push(`${where}: ${reply.status}`);
        // Every answer carries the security headers, whoever wrote it.
        if (reply.status > 0 && !c.withoutSecurityHeaders) {
          for (const [header, value] of securityHeaders) {
            if (!reply.headers[header.toLowerCase()]?.includes(value)) failures.push(`${where}: no ${header}`);
          }
        }
        const {location} = reply.headers;
        if (location !== undefined && leavesSite(location, baseURL)) {
          failures.push(`${where}: Location ${JSON.stringify(location)} leaves the site`);
        }
        const text = reply.body.toString('latin1');
        for (const canary of canaries) if (text.includes(canary)) failures.push(`${where}: served ${canary}`);
        if (reply.status === 404 && !c.request.startsWith('HEAD') && !reply.body.equals(notFoundPage)) {
          failures.push(`${where}: 404 without the not-found page`);
        }
        const allow = 'GET, HEAD';
        if (reply.status === 405 && reply.headers.allow !== allow) {
          failures.push(`${where}: 405 with Allow ${reply.headers.allow}, expected ${allow}`);
        }
        if (c.request.startsWith('HEAD') && reply.body.length > 0) failures.push(`${where}: HEAD with a body`);
        if (reply.status === 416 && text.includes('<svg')) failures.push(`${where}: 416 with the file as its body`);
        if (reply.status === 206 && reply.body.length !== Number(reply.headers['content-length'])) {
          failures.push(`${where}: 206 body of ${reply.body.length} bytes`);
        }
        // By its directives: nginx repeats every added header on a 416 (its range
        // filter answers after the headers are added), `no-cache, no-cache`.
        const directives = (value = '') => [...new Set(value.split(',').map((d) => d.trim()))].join(', ');
        if (c.cacheControl !== undefined && directives(reply.headers['cache-control']) !== c.cacheControl) {
          failures.push(`${where}: Cache-Control ${reply.headers['cache-control']}, expected ${c.cacheControl}`);
        }
        if (c.contentType !== undefined && reply.headers['content-type'] !== c.contentType) {
          failures.push(`${where}: Content-Type ${reply.headers['content-type']}, expected ${c.contentType}`);
        }
        if (c.contentEncoding !== undefined && (reply.headers['content-encoding'] ?? 'identity') !== c.contentEncoding) {
          failures.push(`${where}: Content-Encoding ${reply.headers['content-encoding']}, expected ${c.contentEncoding}`);
        }
        const varyFields = (reply.headers.vary ?? '')
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean);
        if (c.vary !== undefined && [...varyFields].sort().join(', ') !== [...c.vary].sort().join(', ')) {
          failures.push(`${where}: Vary ${reply.headers.vary}, expected ${c.vary.join(', ')}`);
        }
        if (c.bodyFile !== undefined && !reply.body.equals(readFileSync(`build${c.bodyFile}`))) {
          failures.push(`${where}: the body is not ${c.bodyFile}`);
        }
        if (c.location !== undefined && reply.headers.location !== c.location) {
          failures.push(`${where}: redirect to ${reply.headers.location}, expected ${c.location}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('conditional GET: the ETag and the Last-Modified date of each server give 304', async () => {
    for (const {name, baseURL} of servers()) {
      // The edge platform sends an ETag of the content and no Last-Modified.
      const withDates = name !== 'edge';
      const first = await send(baseURL, get(page));
      expect(first.status, name).toBe(200);
      const {etag, 'last-modified': lastModified} = first.headers;
      expect(etag, `${name} sends an ETag`).toBeTruthy();
      expect(lastModified !== undefined, `${name} sends Last-Modified`).toBe(withDates);
      const conditions: Record<string, string>[] = [
        {'If-None-Match': etag!},
        // The weak form of it, or a list that names it, matches too (RFC 9110 13.1.2).
        {'If-None-Match': `W/${etag!.replace(/^W\//, '')}`},
      ];
      const list = {'If-None-Match': `"other", ${etag!}`};
      if (withDates) {
        conditions.push(list);
      } else {
        // The edge's local server compares If-None-Match as one tag: a list does not match.
        expect((await send(baseURL, get(page, list))).status, `${name} ${JSON.stringify(list)}`).toBe(200);
      }
      if (withDates) {
        // A date after the file's last change is as good as the same date (nginx's default wants equality).
        const later = new Date(Date.parse(lastModified!) + 3_600_000).toUTCString();
        conditions.push({'If-Modified-Since': lastModified!}, {'If-Modified-Since': later});
      }
      for (const headers of conditions) {
        const reply = await send(baseURL, get(page, headers));
        expect(reply.status, `${name} ${JSON.stringify(headers)}`).toBe(304);
        expect(reply.body.length, `${name} ${JSON.stringify(headers)}`).toBe(0);
      }
      if (withDates) {
        // A matching date does not win over an ETag that does not match.
        const mixed = await send(baseURL, get(page, {'If-None-Match': '"other"', 'If-Modified-Since': lastModified!}));
        expect(mixed.status, name).toBe(200);
      }
    }
  });

  test('a malformed chunked body gets one answer, never a second one nobody asked for', async () => {
    const {name, baseURL} = servers()[0]!;
    const {hostname, port} = new URL(baseURL);
    // nginx reads the body before it answers and refuses it; the node server and the edge answer
    // the request at once and close (neither reads a body a GET does not need).
    const expected: Record<string, string> = {node: 'HTTP/1.1 200', nginx: 'HTTP/1.1 400', edge: 'HTTP/1.1 200'};
    for (const chunk of ['ZZ', '-5', '0x5']) {
      const received = await new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
        let text = '';
        socket.setTimeout(answerTimeout, () => socket.destroy());
        socket.on('data', (c: Buffer) => (text += c.toString('latin1')));
        socket.on('error', () => {});
        socket.on('close', () => resolve(text));
        socket.write(`GET /quickstart HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}\r\nabcde\r\n0\r\n\r\n`);
      });
      expect(received.match(/HTTP\/1\.1 \d{3}/g), `${chunk} on ${name}`).toEqual([expected[name]]);
    }
  });

  test('slow clients: headers that never end are cut off; a slow body gets one answer, then the connection closes', async () => {
    skipOnEdge();
    // Each server cuts slow headers at 10 s and a stalled body sooner; their
    // defaults (60 s for headers, 300 s for a node request) run past this.
    test.setTimeout(50_000);
    const security = Object.entries(expectedHeaders());
    const results = await Promise.all(
      servers().flatMap(({name, baseURL}) => [
        // The headers never end: a byte of a header value every 2 s.
        trickle(baseURL, `GET ${page} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `, 2_000).then((received) => {
          const answer = received === '' ? 'no answer' : /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
          // nginx closes without a word (client_header_timeout); node says 408 first.
          expect(answer, `${name}: slow headers`).toBe(name === 'nginx' ? 'no answer' : '408');
          for (const [header, value] of received ? security : []) expect(received, `${name}: ${header}`).toContain(`${header}: ${value}`);
        }),
        // A body of 100,000 bytes announced, a byte every 6 s: answered at
        // once, then closed (node at once, nginx after 5 s of silence).
        trickle(baseURL, `GET ${page} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n`, 6_000).then((received) => {
          expect(received.match(/^HTTP\/1\.1 \d{3}/gm), `${name}: slow body`).toEqual(['HTTP/1.1 200']);
        }),
      ]),
    );
    expect(results).toHaveLength(2 * servers().length);
  });

  test('a burst of 10,000 requests on 100 connections: every answer a 200', async () => {
    skipOnEdge();
    test.setTimeout(120_000);
    for (const {name, baseURL} of servers()) {
      const started = Date.now();
      const result = await autocannon({url: new URL(page, baseURL).href, connections: 100, amount: 10_000, timeout: 20});
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      test.info().annotations.push({type: 'burst', description: `${name}: 10,000 requests in ${seconds} s`});
      expect(
        {errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, ok: result['2xx']},
        `${name} (${seconds} s)`,
      ).toEqual({errors: 0, timeouts: 0, non2xx: 0, ok: 10_000});
    }
  });
});

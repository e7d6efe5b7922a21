import {describe, expect, it} from 'vitest';
import {canonicalPath, clientErrorStatus, decide, headerStatus, removeDotSegments, validHost} from '../../src/lib/requestTarget';

describe('decide', () => {
  it('serves a clean path, decoded, without its query', () => {
    expect(decide('GET', '/a/b?q=1')).toEqual({kind: 'serve', pathname: '/a/b'});
    expect(decide('GET', '/caf%C3%A9')).toEqual({kind: 'serve', pathname: '/café'});
    // An escaped `?` or `%` stays part of the path.
    expect(decide('GET', '/a%3Fb%2525')).toEqual({kind: 'serve', pathname: '/a?b%25'});
    expect(decide('GET', '/a/b#frag')).toEqual({kind: 'serve', pathname: '/a/b'});
    expect(decide('GET', 'http://host:80/a/b?q')).toEqual({kind: 'serve', pathname: '/a/b'});
  });

  it('refuses climbing above the root in any spelling, malformed escapes and NUL with 400', () => {
    for (const target of [
      '/..',
      '/../a',
      '/%2e%2e/a',
      '/a/..%2f..%2fb',
      '/.%2e/',
      '//..//a',
      'http://h/../a',
      '/%',
      '/%zz',
      '/a%e',
      '/a%00',
      '*',
      'a/b',
    ]) {
      expect(decide('GET', target), target).toEqual({kind: 'error', status: 400});
    }
  });

  it('answers 404 for what names no page: bytes not UTF-8, hidden files, the error pages by name or path', () => {
    for (const target of [
      '/%e0%a4',
      '/%c0%ae%c0%ae/a',
      '/.server/x.json',
      '/a/.env',
      '/404.html',
      '/404',
      '/404?x=1',
      '/404.html.br',
      '/404.html.gz',
      '/400.html.br',
      '/400.html',
      '/400',
    ]) {
      expect(decide('GET', target), target).toEqual({kind: 'error', status: 404});
    }
  });

  it('answers 404, never a redirect, for a backslash or control character: no Location may leave the site', () => {
    for (const target of ['/%5cevil.example/', '/\\evil.example/x.html', '/%09/evil.example/', '/%0d%0aX:%20y/', '/a%7f/', '/a%5C']) {
      expect(decide('GET', target), target).toEqual({kind: 'error', status: 404});
    }
    // Merged slashes are this site's own path.
    expect(decide('GET', '//evil.example/')).toEqual({kind: 'redirect', location: '/evil.example'});
  });

  it('answers 404 for an encoded slash in the path: part of a name, not a separator', () => {
    for (const target of ['/1.23/api%2Fembeddings', '/quickstart/%2F..%2F', '/a%2f', 'http://h/a%2Fb', '/.well-known%2fsecurity.txt']) {
      expect(decide('GET', target), target).toEqual({kind: 'error', status: 404});
    }
    expect(decide('GET', '/a?b=%2F')).toEqual({kind: 'serve', pathname: '/a'});
    // Climbing above the root is refused first, as nginx does while parsing.
    expect(decide('GET', '/%2e%2e%2fa')).toEqual({kind: 'error', status: 400});
  });

  it('serves a file directly in /.well-known/ (RFC 8615), and nothing hidden inside or beside it', () => {
    expect(decide('GET', '/.well-known/security.txt')).toEqual({kind: 'serve', pathname: '/.well-known/security.txt'});
    expect(decide('GET', '/a/../.well-known/security.txt')).toEqual({kind: 'redirect', location: '/.well-known/security.txt'});
    for (const target of ['/.well-known/.env', '/.well-known/a/b.txt', '/.well-known/', '/a/.well-known/security.txt', '/.well-knownx/a']) {
      expect(decide('GET', target).kind, target).not.toBe('serve');
    }
  });

  it('checks length, then syntax, then the method, as nginx does', () => {
    expect(decide('POST', `/${'a'.repeat(9000)}`)).toEqual({kind: 'error', status: 414});
    expect(decide('POST', '/%zz')).toEqual({kind: 'error', status: 400});
    expect(decide('POST', '/no-such-page/')).toEqual({kind: 'error', status: 405});
    expect(decide('DELETE', '/.env')).toEqual({kind: 'error', status: 405});
  });

  it('redirects a path spelled otherwise than its one spelling there, in one hop, with the query', () => {
    // Repeated slashes, `.` and `..`, escapes of characters a URL carries as they are.
    expect(decide('HEAD', '//a//./b')).toEqual({kind: 'redirect', location: '/a/b'});
    expect(decide('GET', '//quickstart')).toEqual({kind: 'redirect', location: '/quickstart'});
    expect(decide('GET', '//')).toEqual({kind: 'redirect', location: '/'});
    expect(decide('GET', '/1.23//quickstart?a=1#h')).toEqual({kind: 'redirect', location: '/1.23/quickstart?a=1'});
    expect(decide('GET', '///1.23/quickstart')).toEqual({kind: 'redirect', location: '/1.23/quickstart'});
    expect(decide('GET', '/quick%73tart')).toEqual({kind: 'redirect', location: '/quickstart'});
    expect(decide('GET', '/a/../404')).toEqual({kind: 'redirect', location: '/404'});
    // With the page's other rewrites, in the same hop.
    expect(decide('GET', '//quickstart/')).toEqual({kind: 'redirect', location: '/quickstart'});
    expect(decide('GET', '/1.23//api/index.html')).toEqual({kind: 'redirect', location: '/1.23/api'});
    // A path with characters a URL carries encoded names no page: served (not found), as nginx does.
    expect(decide('GET', '//caf%C3%A9')).toEqual({kind: 'serve', pathname: '/café'});
    expect(decide('GET', '//a%20b')).toEqual({kind: 'serve', pathname: '/a b'});
    // The one spelling redirects nowhere.
    for (const target of ['/quickstart', '/1.23/api/embeddings', '/', "/a-b_c.d~e!f*g'h(i)j;k,l:m@n&o=p+q$r"]) {
      expect(decide('GET', target).kind, target).toBe('serve');
    }
  });

  it('redirects to the one URL of a page with the query kept', () => {
    expect(decide('GET', '/a/b/index.html?q=1&r=2')).toEqual({kind: 'redirect', location: '/a/b?q=1&r=2'});
    expect(decide('GET', '/a/%2e/b.html?q')).toEqual({kind: 'redirect', location: '/a/b?q'});
    // Only a plain path: no page has another character, and nginx's rewrites would put it in
    // Location decoded (an encoded `?` as a query, raw bytes as they are).
    expect(decide('GET', '/caf%C3%A9/')).toEqual({kind: 'serve', pathname: '/café/'});
    expect(decide('GET', '/quickstart%3F/')).toEqual({kind: 'serve', pathname: '/quickstart?/'});
  });
});

describe('the pieces', () => {
  it('removeDotSegments keeps a trailing slash and refuses climbing above the root', () => {
    expect(removeDotSegments('/')).toBe('/');
    expect(removeDotSegments('/a/./b/../c/')).toBe('/a/c/');
    expect(removeDotSegments('/a/b/.')).toBe('/a/b/');
    expect(removeDotSegments('/a/..')).toBe('/');
    expect(removeDotSegments('/a/../..')).toBeUndefined();
  });

  it('canonicalPath applies the rewrites of deploy/nginx.conf', () => {
    expect(canonicalPath('/index')).toBe('/');
    expect(canonicalPath('/index.html')).toBe('/');
    expect(canonicalPath('/a/index.html')).toBe('/a');
    expect(canonicalPath('/a/index')).toBe('/a');
    expect(canonicalPath('/a.html')).toBe('/a');
    expect(canonicalPath('/a/')).toBe('/a');
    expect(canonicalPath('/a')).toBeUndefined();
    expect(canonicalPath('/')).toBeUndefined();
  });

  it('clientErrorStatus answers what node cannot parse as nginx answers it', () => {
    const packet = (line: string) => Buffer.from(`${line}\r\nHost: x\r\n`, 'latin1');
    expect(clientErrorStatus('HPE_INVALID_METHOD', packet('BREW /a HTTP/1.1'))).toBe(405);
    expect(clientErrorStatus('HPE_INVALID_METHOD', packet('get /a HTTP/1.1'))).toBe(400);
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW', packet(`GET /${'a'.repeat(20_000)} HTTP/1.1`))).toBe(414);
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW', packet('GET / HTTP/1.1'))).toBe(431);
    // A packet from the middle of a header of 100 KB.
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW', Buffer.from('b'.repeat(20_000), 'latin1'))).toBe(431);
    expect(clientErrorStatus('HPE_INVALID_CONSTANT', undefined)).toBe(400);
    expect(clientErrorStatus('ERR_HTTP_REQUEST_TIMEOUT', undefined)).toBe(408);
  });

  it('headerStatus refuses what does not fit the header buffers of nginx, and two Hosts', () => {
    const filler = (count: number, size: number) => Array.from({length: count}, (_, i) => [`X-${i}`, 'b'.repeat(size)]).flat();
    const line = 'GET /a HTTP/1.1';
    expect(headerStatus(line, ['Host', 'x', ...filler(1, 7 * 1024)])).toBeUndefined();
    expect(headerStatus(line, ['Host', 'x', ...filler(1, 9 * 1024)])).toBe(431);
    // Two 3 KB lines fill an 8 KB buffer: six fit in four buffers, ten do not.
    expect(headerStatus(line, ['Host', 'x', ...filler(6, 3 * 1024)])).toBeUndefined();
    expect(headerStatus(line, ['Host', 'x', ...filler(10, 3 * 1024)])).toBe(431);
    expect(headerStatus(`GET /${'a'.repeat(9000)} HTTP/1.1`, ['Host', 'x'])).toBe(414);
    expect(headerStatus(line, ['Host', 'x', 'host', 'y'])).toBe(400);
    expect(headerStatus(line, ['Host', 'x'])).toBeUndefined();
    // HTTP/1.1 needs a Host; HTTP/1.0 does not; no other version is served.
    expect(headerStatus(line, [])).toBe(400);
    expect(headerStatus('GET /a HTTP/1.0', [])).toBeUndefined();
    expect(headerStatus('GET /a HTTP/2.0', ['Host', 'x'])).toBe(400);
    expect(headerStatus('GET /a HTTP/0.9', ['Host', 'x'])).toBe(400);
    // Transfer-Encoding: chunked only, and not in HTTP/1.0.
    expect(headerStatus(line, ['Host', 'x', 'Transfer-Encoding', 'Chunked'])).toBeUndefined();
    expect(headerStatus(line, ['Host', 'x', 'Transfer-Encoding', 'identity'])).toBe(400);
    expect(headerStatus(line, ['Host', 'x', 'Transfer-Encoding', 'chunked', 'Transfer-Encoding', 'chunked'])).toBe(400);
    expect(headerStatus('GET /a HTTP/1.0', ['Transfer-Encoding', 'chunked'])).toBe(400);
    // More than 1,000 fields, however small.
    expect(headerStatus(line, ['Host', 'x', ...filler(999, 1)])).toBeUndefined();
    expect(headerStatus(line, ['Host', 'x', ...filler(1000, 1)])).toBe(431);
  });

  it('headerStatus refuses a Host nginx refuses, in any version, and a second line of a header nginx takes once', () => {
    const line = 'GET /a HTTP/1.1';
    for (const host of ['', ' ', 'a b', 'a..b', '.', ':80', 'a/b']) expect(headerStatus(line, ['Host', host]), host).toBe(400);
    expect(headerStatus('GET /a HTTP/1.0', ['Host', ''])).toBe(400);
    for (const name of [
      'If-None-Match',
      'if-match',
      'If-Modified-Since',
      'If-Unmodified-Since',
      'If-Range',
      'Content-Range',
      'Expect',
      'Authorization',
    ]) {
      expect(headerStatus(line, ['Host', 'x', name, 'a', name.toUpperCase(), 'a']), name).toBe(400);
      expect(headerStatus(line, ['Host', 'x', name, 'a']), name).toBeUndefined();
    }
    // Headers nginx takes the first of, or all of.
    expect(headerStatus(line, ['Host', 'x', 'Range', 'bytes=0-1', 'Range', 'bytes=2-3', 'Accept', 'a', 'Accept', 'b'])).toBeUndefined();
  });

  it('validHost takes what ngx_http_validate_host takes', () => {
    for (const host of ['x', 'x:3000', 'x.', '.x', 'X', '[::1]', '[::1]:80', 'a\\b', 'caf\xe9', 'h:', '[::1', '[']) {
      expect(validHost(host), host).toBe(true);
    }
    for (const host of ['', '.', 'a..b', 'x:1..2', ':80', 'a b', 'a\tb', 'a/b', 'a\x7fb', '[..]']) {
      expect(validHost(host), host).toBe(false);
    }
  });
});

describe('decide, absolute form', () => {
  it('takes a scheme, name, IP literal and port as nginx parses them', () => {
    for (const target of ['http://h/a', 'HTTP://H/a', 'h1+.-://h/a', 'http://[::1]:80/a', 'http://h:/a', 'http://.h/a', 'http://h./a']) {
      expect(decide('GET', target), target).toEqual({kind: 'serve', pathname: '/a'});
    }
    expect(decide('GET', 'http://h')).toEqual({kind: 'serve', pathname: '/'});
    for (const target of [
      'http:///a',
      'http://:80/a',
      'http://a..b/a',
      'http://a_b/a',
      'http://a%62/a',
      'http://u@h/a',
      'http://h:x/a',
      'http://h#x',
      'http://[::1]x/a',
      '1h://h/a',
      'http:/h/a',
    ]) {
      expect(decide('GET', target), target).toEqual({kind: 'error', status: 400});
    }
  });

  it('redirects a query without a path to / with the query, as nginx does; an empty query is none', () => {
    expect(decide('GET', 'http://h:3000?a=1')).toEqual({kind: 'redirect', location: '/?a=1'});
    expect(decide('GET', 'http://h?')).toEqual({kind: 'redirect', location: '/'});
    expect(decide('GET', '/a/b/?')).toEqual({kind: 'redirect', location: '/a/b'});
    expect(decide('GET', '?a=1')).toEqual({kind: 'error', status: 400});
  });
});

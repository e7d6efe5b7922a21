import {describe, expect, it} from 'vitest';
import {isDecodable, reencodeMalformed} from '../../src/utils/percentEncoding';
import {pagePaths, renderedPathname, strippedPath, type RouteEntry} from '../../src/utils/routePaths';

describe('reencodeMalformed', () => {
  it('leaves an address that decodes as it is', () => {
    for (const text of ['', '/quickstart', '/caf%C3%A9', '/a%20b', '/api%2Fembeddings', '#step-1', '/%F0%9F%94%92']) {
      expect(reencodeMalformed(text)).toBe(text);
    }
  });

  it('writes each % that starts no valid character as %25, and keeps the valid ones', () => {
    expect(reencodeMalformed('/%E0%A4')).toBe('/%25E0%25A4');
    expect(reencodeMalformed('#%E0%A4')).toBe('#%25E0%25A4');
    expect(reencodeMalformed('/100%')).toBe('/100%25');
    expect(reencodeMalformed('/%ZZ')).toBe('/%25ZZ');
    expect(reencodeMalformed('/%4')).toBe('/%254');
    expect(reencodeMalformed('/caf%C3%A9/%E0%A4')).toBe('/caf%C3%A9/%25E0%25A4');
    expect(reencodeMalformed('%C3%A9%E0')).toBe('%C3%A9%25E0');
    // A continuation byte alone, an overlong slash, a surrogate, a lead byte above U+10FFFF.
    expect(reencodeMalformed('%A9')).toBe('%25A9');
    expect(reencodeMalformed('%C0%AF')).toBe('%25C0%25AF');
    expect(reencodeMalformed('%ED%A0%80')).toBe('%25ED%25A0%2580');
    expect(reencodeMalformed('%F5%80%80%80')).toBe('%25F5%2580%2580%2580');
  });

  it('decodes to the text as written where it was malformed', () => {
    expect(decodeURIComponent(reencodeMalformed('%E0%A4'))).toBe('%E0%A4');
    expect(decodeURI(reencodeMalformed('/caf%C3%A9/%E0%A4'))).toBe('/café/%E0%A4');
  });

  it('always gives text that decodes, whatever it is given', () => {
    // Every string of up to four of these characters: 11,111 cases.
    const alphabet = ['%', 'E', '0', 'A', '4', 'C', '3', '9', 'F', 'x'];
    const strings: string[] = [''];
    for (let length = 1; length <= 4; length++) {
      for (const prefix of strings.filter((s) => s.length === length - 1)) for (const c of alphabet) strings.push(prefix + c);
    }
    for (const text of strings) {
      const result = reencodeMalformed(text);
      expect(isDecodable(result), text).toBe(true);
      if (isDecodable(text)) expect(result, text).toBe(text);
    }
  });
});

describe('which path the app renders', () => {
  const routes: RouteEntry[] = [
    {path: '/compare', exact: true},
    {
      path: '/',
      routes: [
        {
          path: '/1.23',
          routes: [
            {
              path: '/1.23',
              routes: [
                {path: '/1.23', exact: true},
                {path: '/1.23/quickstart', exact: true},
              ],
            },
          ],
        },
        {
          path: '/',
          routes: [
            {
              path: '/',
              routes: [
                {path: '/quickstart', exact: true},
                {path: '/', exact: true},
              ],
            },
          ],
        },
      ],
    },
    {path: '*'},
  ];
  const pages = pagePaths(routes);

  it('knows the pages at every depth, and not the catch-alls', () => {
    expect([...pages].sort()).toEqual(['/', '/1.23', '/1.23/quickstart', '/compare', '/quickstart']);
  });

  it('renders a page at its path, with or without one trailing slash', () => {
    for (const path of ['/', '/compare', '/1.23', '/1.23/', '/1.23/quickstart', '/quickstart/']) {
      expect(renderedPathname(path, pages, '/404')).toBe(path);
    }
  });

  it('renders the not-found page for any other path: under a version, in another letter case, encoded', () => {
    for (const path of [
      '/x',
      '/1.23/x',
      '/1.23/quickstart/x',
      '/Quickstart',
      '/1.23/api%2Fquickstart',
      '/%E0%A4',
      '/quickstart//',
      '/404',
    ]) {
      expect(renderedPathname(path, pages, '/404')).toBe('/404');
    }
  });
});

describe('strippedPath', () => {
  const none = (): boolean => false;

  it('drops a .html or /index.html suffix that no route has', () => {
    expect(strippedPath('/rate-limits.html', none)).toBe('/rate-limits');
    expect(strippedPath('/1.25/index.html', none)).toBe('/1.25');
    expect(strippedPath('/index.html', none)).toBe('/');
    expect(strippedPath('/no-such-page.html', none)).toBe('/no-such-page');
  });

  it('keeps a path without the suffix, or one a route is registered at', () => {
    expect(strippedPath('/rate-limits', none)).toBeNull();
    expect(strippedPath('/notes.htm', none)).toBeNull();
    expect(strippedPath('/legacy.html', (p) => p === '/legacy.html')).toBeNull();
  });
});

// That core's normalizeLocation, App and ClientLifecyclesDispatcher are still the files the
// wrapper was written for is checked with every other upstream file: tests/unit/upstreamRegister.test.ts.

import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  acceptWeight,
  acceptsBrotli,
  acceptsGzip,
  byteRange,
  cacheControl,
  charsetTypes,
  conditionalStatus,
  contentType,
  entityTag,
  etagListMatches,
  mimeTypes,
  parseHttpDate,
  prefersMarkdown,
} from '../../scripts/lib/fileResponse';
import {findNginx, mimeTypesPath} from '../../scripts/lib/nginx';

// Each expectation below was first answered by nginx 1.22 with Debian's
// brotli_static module and deploy/nginx.conf (the parity table of the
// end-to-end suite asks both servers the same questions).

describe('acceptsBrotli: as brotli_static reads Accept-Encoding', () => {
  it('takes a br token in any case, unless its q is 0', () => {
    for (const yes of ['br', 'BR', 'gzip, deflate, br', 'deflate, br', 'gzip;q=0, br', 'br;q=0.5', 'br;Q=0', 'zbr, br']) {
      expect(acceptsBrotli(yes), yes).toBe(true);
    }
    for (const no of [
      undefined,
      '',
      'gzip',
      '*',
      'identity',
      'x-br',
      'brotli',
      'zbr, gzip',
      'br;q=0',
      'br ;q=0',
      'br;q=0.000',
      'br;q=0.0001',
      'br;q=00',
      'br;q=0.',
    ]) {
      expect(acceptsBrotli(no), String(no)).toBe(false);
    }
  });
});

describe('acceptsGzip: as ngx_http_gzip_ok reads Accept-Encoding', () => {
  it('takes the first gzip that starts a token, with a q above 0, for HTTP/1.1 only', () => {
    for (const yes of ['gzip', 'GZIP', 'gzip, br', 'br, gzip', 'gzip;q=0.001', 'gzip;', 'gzip;q=1.0', 'x-gzipgzip']) {
      expect(acceptsGzip(yes, '1.1'), yes).toBe(true);
    }
    for (const no of [undefined, '', '*', 'deflate', 'x-gzip', 'gzip;q=0', 'gzip;q=1.5', 'gzip;level=1', 'gzip;q=0.5;x', 'gzipx']) {
      expect(acceptsGzip(no, '1.1'), String(no)).toBe(false);
    }
    // gzip_http_version 1.1.
    expect(acceptsGzip('gzip', '1.0')).toBe(false);
  });
});

describe('validators', () => {
  it('entityTag is the modification time in seconds and the size, in hex', () => {
    expect(entityTag(5008, 0x6b06f303 * 1000 + 999)).toBe('"6b06f303-1390"');
  });

  it('parseHttpDate reads the three HTTP date forms and nothing else', () => {
    const t = Date.UTC(1994, 10, 6, 8, 49, 37) / 1000;
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(t);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT')).toBe(t);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(t);
    for (const bad of ['garbage', '2035', 'Sun, 06 Foo 1994 08:49:37 GMT', '']) expect(parseHttpDate(bad), bad).toBeUndefined();
  });

  it('etagListMatches: `*`, lists, W/ dropped from listed tags for If-None-Match only', () => {
    expect(etagListMatches('*', '"a"', false)).toBe(true);
    expect(etagListMatches('"b", "a"', '"a"', true)).toBe(true);
    expect(etagListMatches('"b","a" ', '"a"', false)).toBe(true);
    expect(etagListMatches('W/"a"', '"a"', true)).toBe(true);
    expect(etagListMatches('W/"a"', '"a"', false)).toBe(false);
    expect(etagListMatches('"ab"', '"a"', true)).toBe(false);
    expect(etagListMatches('"a"x', '"a"', true)).toBe(false);
  });
});

describe('conditionalStatus: nginx not_modified filter with if_modified_since before', () => {
  const file = {etag: '"6b06f303-1390"', lastModified: 1_000_000};
  const date = (seconds: number) => new Date(seconds * 1000).toUTCString();

  it('304 when If-None-Match names the ETag or If-Modified-Since is not before the file, both when both are sent', () => {
    expect(conditionalStatus({}, file)).toBeUndefined();
    expect(conditionalStatus({'if-none-match': '*'}, file)).toBe(304);
    expect(conditionalStatus({'if-none-match': 'W/"6b06f303-1390"'}, file)).toBe(304);
    expect(conditionalStatus({'if-none-match': '"nope"'}, file)).toBeUndefined();
    expect(conditionalStatus({'if-modified-since': date(1_000_000)}, file)).toBe(304);
    expect(conditionalStatus({'if-modified-since': date(2_000_000)}, file)).toBe(304);
    expect(conditionalStatus({'if-modified-since': date(999_999)}, file)).toBeUndefined();
    expect(conditionalStatus({'if-modified-since': 'garbage'}, file)).toBeUndefined();
    expect(conditionalStatus({'if-none-match': '"nope"', 'if-modified-since': date(2_000_000)}, file)).toBeUndefined();
  });

  it('412 for If-Match or If-Unmodified-Since that do not hold, before anything else', () => {
    expect(conditionalStatus({'if-match': '"nope"'}, file)).toBe(412);
    expect(conditionalStatus({'if-match': '*'}, file)).toBeUndefined();
    expect(conditionalStatus({'if-match': file.etag}, file)).toBeUndefined();
    // If-Match compares strongly.
    expect(conditionalStatus({'if-match': `W/${file.etag}`}, file)).toBe(412);
    expect(conditionalStatus({'if-unmodified-since': date(999_999)}, file)).toBe(412);
    expect(conditionalStatus({'if-unmodified-since': 'garbage'}, file)).toBe(412);
    expect(conditionalStatus({'if-unmodified-since': date(1_000_000), 'if-none-match': '*'}, file)).toBe(304);
  });
});

describe('byteRange: nginx range filter with max_ranges 1', () => {
  const file = {etag: '"1-64"', lastModified: 1_000_000};
  const range = (header: string, ifRange?: string) => byteRange(header, ifRange, file, 100);

  it('one range, from the start, to the end, or a suffix; spaces allowed', () => {
    expect(range('bytes=0-9')).toEqual({start: 0, end: 9});
    expect(range('bytes=90-')).toEqual({start: 90, end: 99});
    expect(range('bytes=-5')).toEqual({start: 95, end: 99});
    expect(range('bytes=-500')).toEqual({start: 0, end: 99});
    expect(range('bytes=95-500')).toEqual({start: 95, end: 99});
    expect(range('BYTES= 1 - 3 ')).toEqual({start: 1, end: 3});
    // A second range that is past the end does not count.
    expect(range('bytes=0-9,999-')).toEqual({start: 0, end: 9});
  });

  it('the whole file for another unit or several ranges; 416 for a malformed or unsatisfiable one', () => {
    for (const whole of ['items=0-9', 'bytes=0-9,20-29', 'bytes=0-0,-1', 'bytes', undefined]) expect(range(whole!), whole).toBeUndefined();
    for (const refused of ['bytes=999-', 'bytes=9-2', 'bytes=x', 'bytes=-0', 'bytes=0-9x']) expect(range(refused), refused).toBe(416);
  });

  it('If-Range: the ETag exactly or the Last-Modified date exactly, else the whole file', () => {
    expect(range('bytes=0-9', '"1-64"')).toEqual({start: 0, end: 9});
    expect(range('bytes=0-9', new Date(1_000_000_000).toUTCString())).toEqual({start: 0, end: 9});
    for (const stale of ['"2-64"', 'W/"1-64"', new Date(1_000_001_000).toUTCString(), 'garbage']) {
      expect(range('bytes=0-9', stale), stale).toBeUndefined();
    }
  });
});

describe('types and caching', () => {
  it('contentType: nginx mime.types and charset_types', () => {
    expect(contentType('/a/b.html')).toBe('text/html; charset=utf-8');
    expect(contentType('/assets/css/styles.1.css')).toBe('text/css; charset=utf-8');
    expect(contentType('/sitemap.xml')).toBe('text/xml; charset=utf-8');
    expect(contentType('/a.md')).toBe('text/markdown; charset=utf-8');
    expect(contentType('/img/logo.svg')).toBe('image/svg+xml');
    expect(contentType('/index.html.br')).toBe('application/octet-stream');
    expect(contentType('/no-extension')).toBe('application/octet-stream');
  });

  it('cacheControl: a year for a whole hashed asset only', () => {
    expect(cacheControl('/assets/js/main.1.js', 200, false)).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/js/main.1.js', 304, false)).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/js/main.1.js', 206, true)).toBe('no-cache');
    expect(cacheControl('/assets/js/main.1.js', 200, true)).toBe('no-cache');
    expect(cacheControl('/assets/x', 404, false)).toBe('no-cache');
    expect(cacheControl('/quickstart', 200, false)).toBe('no-cache');
  });

  // The table must say what the installed nginx says; CI installs nginx.
  const nginx = findNginx();
  it.skipIf(!nginx && !process.env.CI)("mimeTypes agree with this nginx's mime.types", () => {
    const file = mimeTypesPath(nginx!);
    expect(existsSync(file), file).toBe(true);
    const nginxTypes = new Map<string, string>();
    for (const [, type, extensions] of readFileSync(file, 'utf8').matchAll(/^\s*([\w.+-]+\/[\w.+-]+)\s+([^;]+);/gm)) {
      for (const extension of extensions!.trim().split(/\s+/)) nginxTypes.set(extension, type!);
    }
    for (const [extension, type] of Object.entries(mimeTypes)) {
      // deploy/nginx.conf gives .md its own location and type.
      if (extension !== 'md') expect(nginxTypes.get(extension), extension).toBe(type);
    }
    const nginxConfig = readFileSync('deploy/nginx.conf', 'utf8');
    const configured = /^\s*charset_types ([^;]+);/m.exec(nginxConfig)![1]!.split(/\s+/);
    expect([...charsetTypes].sort()).toEqual([...configured, 'text/html', 'text/markdown'].sort());
  });
});

describe('Markdown for a client that asks for it', () => {
  it('acceptWeight: the first entry of the type, q in thousandths, 1000 without q', () => {
    expect(acceptWeight('text/markdown', 'text/markdown')).toBe(1000);
    expect(acceptWeight('text/html, TEXT/Markdown ; charset=utf-8 ; q = 0.85', 'text/markdown')).toBe(850);
    expect(acceptWeight('text/markdown;q=0.5;q=1', 'text/markdown')).toBe(500);
    expect(acceptWeight('text/markdown;q=0.5, text/markdown;q=1', 'text/markdown')).toBe(500);
    expect(acceptWeight('text/markdown;q=1.000', 'text/markdown')).toBe(1000);
    expect(acceptWeight('text/markdown;q=0.', 'text/markdown')).toBe(0);
    for (const none of ['text/markdown;q=1.5', 'text/markdown;q=0.1234', 'text/markdown;q=.5', 'text/markdownx', 'text/*', '*/*', '']) {
      expect(acceptWeight(none, 'text/markdown'), none).toBeUndefined();
    }
    expect(acceptWeight(undefined, 'text/markdown')).toBeUndefined();
  });

  it('prefersMarkdown: text/markdown named above 0 and text/html, if named, weighing no more', () => {
    for (const yes of ['text/markdown', 'text/html, text/markdown', 'text/markdown;q=0.9, text/html;q=0.8', 'text/markdown;q=0.1, */*']) {
      expect(prefersMarkdown(yes), yes).toBe(true);
    }
    for (const no of [
      undefined,
      '*/*',
      'text/*',
      'text/markdown;q=0',
      'text/html, text/markdown;q=0.9',
      'text/html,application/xhtml+xml,*/*;q=0.8',
    ]) {
      expect(prefersMarkdown(no), String(no)).toBe(false);
    }
  });

  // deploy/nginx.conf decides the same with maps: run them here, as nginx
  // would (the first matching entry wins, its captures fill the value).
  const nginxConf = readFileSync('deploy/nginx.conf', 'utf8');
  const nginxMap = (variable: string) => {
    const body = new RegExp(`^map (\\S+) \\$${variable} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(nginxConf)?.[2];
    expect(body, variable).toBeDefined();
    const entries = [...body!.matchAll(/^\s*("(?:[^"\\]|\\.)*"|\S+)\s+("[^"]*"|\S+);/gm)].map(([, key, value]) => [
      key!.replace(/^"|"$/g, ''),
      value!.replace(/^"|"$/g, ''),
    ]);
    return (input: string): string => {
      for (const [key, value] of entries) {
        if (key === 'default') continue;
        // `~*` a regex ignoring case, `~` a regex, else the exact string.
        const pattern = /^(~\*?)(.*)$/.exec(key!);
        const regex = pattern
          ? new RegExp(pattern[2]!, pattern[1] === '~*' ? 'i' : '')
          : new RegExp(`^${key!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
        const match = regex.exec(input);
        if (match) return value!.replace(/\$\{?(\w+)\}?/g, (_, name: string) => match.groups?.[name] ?? '');
      }
      return entries.find(([key]) => key === 'default')?.[1] ?? '';
    };
  };

  it("deploy/nginx.conf's maps choose as prefersMarkdown does", () => {
    const markdownParams = nginxMap('confidant_docs_markdown_params');
    const htmlParams = nginxMap('confidant_docs_html_params');
    const markdownWeight = nginxMap('confidant_docs_markdown_weight');
    const htmlWeight = nginxMap('confidant_docs_html_weight');
    const decision = nginxMap('confidant_docs_markdown');
    const nginxPrefersMarkdown = (accept: string) =>
      decision(`${markdownWeight(markdownParams(accept))}:${htmlWeight(htmlParams(accept))}`) === '1';
    const weights = [
      '',
      ';q=1',
      ';q=1.0',
      ';q=0',
      ';q=0.',
      ';q=0.5',
      ';q=0.50',
      ';q=0.05',
      ';q=0.851',
      ';q=0.85',
      ';q=0.9',
      ';q=1.5',
      ';q=abc',
      ';q=0.5x',
      '; q = 0.7',
      ';level=1;q=0.2',
    ];
    const accepts: string[] = [];
    for (const md of weights) {
      for (const html of [undefined, ...weights]) {
        accepts.push([`text/markdown${md}`, ...(html === undefined ? [] : [`text/html${html}`])].join(', '));
        if (html !== undefined) accepts.push(`text/html${html}, TEXT/MARKDOWN${md}, */*;q=0.1`);
      }
    }
    accepts.push('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*', 'text/*', '');
    for (const accept of accepts) expect(nginxPrefersMarkdown(accept), accept).toBe(prefersMarkdown(accept));
  });

  it('deploy/nginx.conf compares any two weights as numbers', () => {
    const greater = new RegExp(/^\s*"~(\^\(\?:1.*)"\s+1;$/m.exec(nginxConf)![1]!);
    const four = (n: number) => String(n).padStart(4, '0');
    for (let a = 0; a <= 1000; a++) {
      for (let b = 0; b <= 1000; b += a % 7 === 0 ? 1 : 37) {
        expect(greater.test(`${four(a)}:${four(b)}`), `${a} > ${b}`).toBe(a > b);
      }
    }
  });
});

import {describe, expect, it, vi} from 'vitest';
import {buildIndexFile, htmlFileOf} from '../../src/plugins/search-index';
import {excerpt, extractPage} from '../../src/plugins/search-index/extract';
import {emptyIndex, highlightTerms, loadIndexFile, maxResults, queryWords, search, searchSections} from '../../src/search/engine';
import {editDistance, fuzzyTerms, termDistance} from '../../src/search/fuzzy';
import {bm25, decodePosting, fieldBoosts, loadLunrIndex, processText, serializeIndex, tokenSeparator} from '../../src/search/indexFormat';
import {loadIndex, resetIndexCache} from '../../src/search/loadIndex';
import {snippet} from '../../src/search/snippet';

const page = (route: string, pageTitle: string, sections: [string, string, string][], parents: string[] = []) => ({
  route,
  page: {tag: 'docs-default-1.28', pageTitle, parents, sections: sections.map(([title, anchor, text]) => ({title, anchor, text}))},
});

const fixture = loadIndexFile(
  buildIndexFile([
    page(
      '/architecture/attestation/overview',
      'Attestation overview',
      [
        ['Attestation overview', '', 'The proxy verifies the deployment before it sends anything.'],
        ['The six steps', 'the-six-steps', 'The Contrast coordinator checks the workers and the secret service.'],
      ],
      ['Architecture', 'Attestation'],
    ),
    page(
      '/guides/proxy-configuration',
      'Proxy configuration',
      [
        ['Proxy configuration', '', 'Run the proxy with Docker.'],
        ['Turn on prompt caching', 'turn-on-prompt-caching', 'Start the proxy with --sharedPromptCache or set config.extraEnv values.'],
      ],
      ['Guides'],
    ),
    page('/rate-limits', 'Rate limits', [
      ['Rate limits', '', 'Limits apply per organization.'],
      ['Free', 'free', 'The free tier allows ten requests per minute.'],
    ]),
    ...Array.from({length: 12}, (_, i) =>
      page(`/filler-${i}`, `Filler ${i}`, [[`Filler ${i}`, '', 'The proxy encrypts every request with a key.']]),
    ),
  ]),
);

const pages = (query: string): string[] => [...new Set(searchSections(fixture, query).map((h) => h.document.sectionRoute.split('#')[0]!))];

describe('index format', () => {
  it('keeps the spec constants', () => {
    expect(fieldBoosts).toEqual({title: 5, content: 1, tags: 3, sidebarParentCategories: 2});
    expect(bm25).toEqual({b: 0.75, k1: 1.2});
    expect('a b-c\td'.split(tokenSeparator)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('processes text like lunr and indexes identifier parts', () => {
    expect(processText('The proxies are Attesting')).toEqual(['proxi', 'attest']);
    expect(processText('Set config.extraEnv')).toEqual(['set', 'config.extraenv', 'config', 'extraenv']);
  });

  it('round-trips terms and counts', () => {
    const serialized = serializeIndex([{title: 'alpha beta', content: 'beta beta gamma', tags: '', sidebarParentCategories: ''}]);
    expect(serialized.terms).toEqual(['alpha', 'beta', 'gamma']);
    expect(decodePosting(serialized.postings[0]![1]!, serialized.terms)).toEqual(['beta', 'beta', 'gamma']);
  });

  it('refuses a malformed index', () => {
    expect(() => loadLunrIndex({version: 2, terms: [], postings: []}, 0)).toThrow(/format/);
    expect(() => loadLunrIndex({version: 1, terms: ['a'], postings: [['9']]}, 1)).toThrow(/term/);
  });
});

describe('search', () => {
  it('finds exact words, prefixes and identifier parts', () => {
    expect(pages('attestation')[0]).toBe('/architecture/attestation/overview');
    expect(pages('attest')[0]).toBe('/architecture/attestation/overview');
    expect(pages('extraEnv')[0]).toBe('/guides/proxy-configuration');
    expect(pages('sharedPromptCache')[0]).toBe('/guides/proxy-configuration');
  });

  it('tolerates typos only when needed', () => {
    expect(pages('atestation')[0]).toBe('/architecture/attestation/overview');
    expect(pages('coordnator')[0]).toBe('/architecture/attestation/overview');
    // A word found as typed never pulls in its near neighbours.
    expect(searchSections(fixture, 'free').every((h) => h.terms.includes('free'))).toBe(true);
  });

  it('ranks sections with every word above sections with some', () => {
    const [first] = searchSections(fixture, 'rate limits free');
    expect(first?.document.sectionRoute).toBe('/rate-limits#free');
    expect(first?.coverage).toBe(1);
  });

  it('shows at most 8 results, grouped by page', () => {
    const groups = search([fixture], 'proxy');
    expect(groups.flatMap((g) => g.hits)).toHaveLength(maxResults);
    const routes = groups.map((g) => g.hits[0]!.document.sectionRoute.split('#')[0]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('searches within the given indexes only', () => {
    expect(search([emptyIndex], 'proxy')).toEqual([]);
  });

  it.each([
    'title:proxy',
    'proxy~2',
    'proxy^10',
    '*',
    '+proxy -docker',
    '-',
    'x'.repeat(600),
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '🔐 proxy 🚀',
    '     ',
    '\\',
    '(((',
    'a b c d e f g h i j k l m n o p',
  ])('never throws on %j', (query) => {
    expect(() => search([fixture], query)).not.toThrow();
    expect(() => highlightTerms(query)).not.toThrow();
  });

  it('still finds words among lunr syntax', () => {
    expect(pages('title:proxy')).toEqual([]);
    expect(pages('+proxy -docker').length).toBeGreaterThan(0);
  });

  it('splits queries on whitespace and hyphens, drops stop words, caps the length', () => {
    expect(queryWords('The proxy-configuration guide').map((w) => w.raw)).toEqual(['proxy', 'configuration', 'guide']);
    expect(queryWords('the a')).toHaveLength(2);
    expect(queryWords('a'.repeat(600))[0]!.raw).toHaveLength(512);
  });
});

describe('typo matching', () => {
  it('measures edits, with adjacent swaps as one', () => {
    expect(editDistance('attest', 'atest')).toBe(1);
    expect(editDistance('encrypt', 'encrytp')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
  });

  it('compares stems with prefixes of the typed word', () => {
    expect(termDistance('encrypt', 'encrytpion', 'encrytpion', 1)).toBe(1);
    expect(termDistance('privategpt', 'privatgpt', 'privatgpt', 1)).toBe(1);
  });

  it('keeps the first letter', () => {
    expect(fuzzyTerms(['test', 'attest'], 'atestation', 'atest', 1)).toEqual([['attest']]);
  });
});

describe('snippet', () => {
  it('marks matches in a window of the text', () => {
    const text = `${'word '.repeat(60)}the coordinator checks workers ${'tail '.repeat(60)}`;
    const parts = snippet(text, ['coordin'], 80);
    expect(parts[0]).toEqual({text: '… ', mark: false});
    expect(parts.find((p) => p.mark)).toEqual({text: 'coordinator', mark: true});
    expect(parts.at(-1)).toEqual({text: ' …', mark: false});
  });

  it('shows the start when nothing matches, and never interprets HTML', () => {
    expect(snippet('<b>Short</b> text', ['zzz'])).toEqual([{text: '<b>Short</b> text', mark: false}]);
  });
});

describe('loadIndex', () => {
  const file = JSON.stringify(buildIndexFile([page('/a', 'A', [['A', '', 'alpha']])]));

  it('loads once for concurrent callers', async () => {
    resetIndexCache();
    const fetchFn = vi.fn(() => Promise.resolve(new Response(file)));
    const [a, b] = await Promise.all([loadIndex('/', 't', fetchFn), loadIndex('/', 't', fetchFn)]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('/search-index-t.json');
    expect(a).toBe(b);
    expect(a.documents).toHaveLength(1);
  });

  it.each([
    ['a 404', () => Promise.resolve(new Response('nope', {status: 404}))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a corrupt file', () => Promise.resolve(new Response('{"documents": [{"id": 0}], "index": {"version": 1}'))],
    ['a wrong shape', () => Promise.resolve(new Response('{"documents": [{}], "index": {"version": 1, "terms": [], "postings": []}}'))],
  ])('gives the empty index on %s', async (_, fetchFn) => {
    resetIndexCache();
    expect(await loadIndex('/', 'x', fetchFn as typeof fetch)).toBe(emptyIndex);
  });
});

describe('page extraction', () => {
  const html = `<html><head><meta name="docusaurus_tag" content="docs-default-1.24"></head><body>
    <nav class="theme-doc-breadcrumbs"><ul><li><a>home</a></li><li>Architecture</li><li>Attestation</li><li>Overview</li></ul></nav>
    <article><div class="theme-doc-markdown markdown"><header><h1>Attestation overview</h1></header>
    <p>Intro <code>text</code>.</p><ul><li>one</li><li>two</li></ul>
    <h2 id="steps">Steps<a class="hash-link" href="#steps">\u200b</a></h2><p>First.</p>
    <div class="theme-code-block"><pre>code noise</pre></div>
    <h3 id="details">Details</h3><table><tr><td>cell</td><td>other</td></tr></table>
    </div></article></body></html>`;

  it('splits a docs page into sections with their text', () => {
    expect(extractPage(html)).toEqual({
      tag: 'docs-default-1.24',
      pageTitle: 'Attestation overview',
      parents: ['Architecture', 'Attestation'],
      sections: [
        {title: 'Attestation overview', anchor: '', text: 'Intro text. one two'},
        {title: 'Steps', anchor: 'steps', text: 'First.'},
        {title: 'Details', anchor: 'details', text: 'cell other'},
      ],
    });
  });

  it('skips pages that are not docs', () => {
    expect(extractPage('<html><body><main><h1>Page Not Found</h1></main></body></html>')).toBeNull();
  });

  it('maps routes to the files the build writes', () => {
    expect(htmlFileOf('build', '/')).toBe('build/index.html');
    expect(htmlFileOf('build', '/1.24')).toBe('build/1.24.html');
    expect(htmlFileOf('build', '/api/models')).toBe('build/api/models.html');
  });

  it('cuts excerpts at a word boundary', () => {
    expect(excerpt('alpha beta gamma', 12)).toBe('alpha beta');
    expect(excerpt('short', 12)).toBe('short');
  });
});

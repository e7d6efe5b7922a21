import {describe, expect, it, vi} from 'vitest';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildIndexFile, claimIndexText, deprecatedWeight, docPathOf, htmlFileOf, pageWeight} from '../../src/plugins/search-index';
import {excerpt, extractPage} from '../../src/plugins/search-index/extract';
import {
  defaultRanking,
  emptyIndex,
  highlightTerms,
  loadIndexFile,
  maxResults,
  maxSectionsPerPage,
  plainRanking,
  queryWords,
  search,
  searchPages,
  searchSections,
} from '../../src/search/engine';
import {editDistance, fuzzyTerms, termDistance} from '../../src/search/fuzzy';
import {
  bm25,
  decodeDocuments,
  decodePosting,
  encodeDocuments,
  fieldBoosts,
  loadLunrIndex,
  processText,
  serializeIndex,
  tokenSeparator,
  type WireDocuments,
} from '../../src/search/indexFormat';
import {parseRecent, withRecent} from '../../src/search/recent';
import {findPhrases, synonyms} from '../../src/search/synonyms';
import {loadIndex, resetIndexCache, unavailableIndex} from '../../src/search/loadIndex';
import {snippet} from '../../src/search/snippet';
import {latestVersion, toPluginVersionName} from '../../src/data/versions';

// The fixture is a page set of the latest release, served at the root.
const latestTag = `docs-default-${toPluginVersionName(latestVersion)}`;

const page = (route: string, pageTitle: string, sections: [string, string, string, row?: true][], parents: string[] = []) => ({
  route,
  page: {
    tag: latestTag,
    pageTitle,
    parents,
    sections: sections.map(([title, anchor, text, row]) => ({title, anchor, text, ...(row ? {row} : {})})),
  },
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
      ['Rate limits', '', 'Limits apply per organization. Over a limit, the API answers 429.'],
      ['Free', 'free', 'The free tier allows ten requests per minute.'],
    ]),
    page(
      '/api/chat-completions',
      'Chat completions',
      [
        ['Chat completions', '', 'Send messages, get the next message. Answers can stream as server-sent events.'],
        ['Request body', 'request-body', 'The parameters of a request.'],
        ['max_tokens', 'request-max_tokens', 'integer · No · The most tokens to generate.', true],
        ['stream', 'request-stream', 'boolean · No · Send the answer in pieces as server-sent events.', true],
        ['429 Too Many Requests', 'status-429', 'Too Many Requests · rate_limit_error · Over a rate limit. Wait and retry.', true],
      ],
      ['API'],
    ),
    page(
      '/api/legacy-completions',
      'Legacy completions',
      [
        ['Legacy completions', '', 'Continue a prompt. Deprecated: use chat completions.'],
        ['Streaming', 'streaming', 'Stream the answer as server-sent events with stream: true.'],
      ],
      ['API'],
    ),
    page('/guides/tool-calling', 'Tool calling', [['Tool calling', '', 'Let the model call your functions through tools.']], ['Guides']),
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
    expect(() => loadLunrIndex({version: 1, terms: [], postings: []}, 0)).toThrow(/format/);
    expect(() => loadLunrIndex({version: 2, terms: ['a'], postings: [['9']]}, 1)).toThrow(/term/);
  });

  it('stores each page once and restores every document field', () => {
    const file = buildIndexFile([
      page(
        '/api/x',
        'X',
        [
          ['X', '', 'intro'],
          ['Usage', 'usage', 'text'],
          ['seed', 'request-seed', 'integer', true],
        ],
        ['API'],
      ),
    ]);
    expect(file.documents.pages).toEqual([['/api/x', 'X', ['API'], 1]]);
    const documents = decodeDocuments(file.documents);
    expect(documents.map((d) => [d.sectionTitle, d.sectionRoute, d.kind])).toEqual([
      ['X', '/api/x', 'page'],
      ['Usage', '/api/x#usage', 'section'],
      ['seed', '/api/x#request-seed', 'row'],
    ]);
    expect(documents[2]).toMatchObject({id: 2, pageTitle: 'X', type: 'docs', tags: [], sidebarParentCategories: ['API'], weight: 1});
    expect(encodeDocuments(documents)).toEqual(file.documents);
  });

  it.each([
    ['no pages', {sections: []}],
    ['a section of a missing page', {pages: [], sections: [[0, '', '', 'x', 0]]}],
    ['a page without weight', {pages: [['/a', 'A', []]], sections: [[0, '', '', 'x', 0]]}],
    ['a section that is not a list', {pages: [['/a', 'A', [], 1]], sections: [{}]}],
  ])('refuses documents with %s', (_, wire) => {
    expect(() => decodeDocuments(wire as unknown as WireDocuments)).toThrow(/search/);
  });

  it('weighs down the pages of deprecated endpoints, in every version', () => {
    expect(docPathOf(latestTag, '/api/legacy-completions')).toBe('api/legacy-completions');
    expect(docPathOf('docs-default-1.24', '/1.24')).toBe('');
    expect(docPathOf('docs-default-current', '/next/api/models')).toBe('api/models');
    expect(pageWeight('docs-default-1.25', '/1.25/api/legacy-completions')).toBe(deprecatedWeight);
    expect(pageWeight('docs-default-current', '/next/api/legacy-completions')).toBe(deprecatedWeight);
    expect(pageWeight(latestTag, '/api/chat-completions')).toBe(1);
  });
});

describe('security claims in the index', () => {
  it('holds who each party a claim protects against is, in the ledger’s words', () => {
    expect(claimIndexText(latestTag, 'claim-confidant-labs-cannot-read')).toContain('its staff');
    expect(claimIndexText('docs-default-current', 'claim-infrastructure-provider-cannot-read')).toContain('hypervisor');
    expect(claimIndexText(latestTag, 'threat-model')).toBe('');
    expect(claimIndexText('default', 'claim-confidant-labs-cannot-read')).toBe('');
  });

  it('finds a claim by the words of its parties, which its page names only by label', () => {
    const security = loadIndexFile(
      buildIndexFile([
        page('/security', 'Security', [
          ['Security', '', 'Whom Confidant protects your data from.'],
          ['Confidant Labs cannot read your prompts', 'claim-confidant-labs-cannot-read', 'Protects you against: Confidant Labs.'],
          ['Reporting a vulnerability', 'reporting-a-vulnerability', 'Write to the security team.'],
        ]),
      ]),
    );
    expect(searchSections(security, 'staff')[0]?.document.sectionRoute).toBe('/security#claim-confidant-labs-cannot-read');
  });
});

describe("an evaluator's words", () => {
  const faq = loadIndexFile(
    buildIndexFile([
      page('/getting-started/faq', 'Frequently asked questions', [
        ['Frequently asked questions', '', 'Short answers.'],
        [
          'Where does Confidant run?',
          'where-does-confidant-run',
          'In EU data centres in Frankfurt and Paris, run by a European cloud provider.',
        ],
        ['Who is Confidant for?', 'who-is-confidant-for', 'Law firms, health providers and public bodies with confidential data.'],
        ['What about legal requests?', 'legal-requests', 'A legal request can reach only the metadata Confidant keeps.'],
        ['Which servers run the models?', 'servers', 'The servers are confidential VMs with GPUs in the cloud.'],
      ]),
      page('/guides/proxy-configuration', 'Configure the proxy', [
        ['Configure the proxy', '', 'Run the proxy and set its flags.'],
        [
          'Keep the workspace on a volume',
          'keep-the-workspace-on-a-volume',
          'The proxy keeps its workspace in /workspace: mount a volume there.',
        ],
        ['--workspace', 'flag-workspace', 'The folder of the workspace.', true],
        ['What log.txt proves', 'what-logtxt-proves', 'log.txt in the workspace lists every manifest the proxy accepted.'],
        ['Pin a manifest', 'pin-a-manifest', 'The proxy reads the pinned manifest from its workspace.'],
      ]),
    ]),
  );
  const first = (query: string): string | undefined => searchSections(faq, query)[0]?.document.sectionRoute.split('#')[1];

  it.each([
    ['in which country', 'where-does-confidant-run'],
    ['data residency', 'where-does-confidant-run'],
    ['what if a court or an agency asks for our data', 'legal-requests'],
    ['is it meant for a small clinic with patient records', 'who-is-confidant-for'],
  ])('"%s" finds the section in the words the docs use', (query, anchor) => {
    expect(first(query)).toBe(anchor);
  });

  it('are only words with one meaning here: a file’s location is not where Confidant runs', () => {
    expect(searchSections(faq, 'where is the workspace located')[0]?.document.sectionRoute).toMatch(/^\/guides\/proxy-configuration#/);
  });
});

describe('status codes in a query', () => {
  const errors = loadIndexFile(
    buildIndexFile([
      page('/api/overview', 'API overview', [
        ['API overview', '', 'Requests and responses of the Confidant API.'],
        ['413', 'status-413', '413 Payload Too Large: the request body or an audio file is above the limit.', true],
        ['429', 'status-429', '429 Too Many Requests: a rate limit was exceeded.', true],
      ]),
      page('/api/speech-to-text', 'Speech to text', [
        ['Speech to text', '', 'Transcribe an audio file.'],
        ['Audio from memory', 'audio-from-memory', 'Upload audio of up to 25 MB from memory.'],
        ['Errors', 'errors', '400: a parameter is not supported. 413: the file is above 25 MB.'],
      ]),
    ]),
  );
  const first = (query: string): string | undefined => searchPages(errors, query)[0]?.hits[0]?.document.sectionRoute;

  it('lands on the status row when the query is the status', () => {
    expect(first('413')).toBe('/api/overview#status-413');
    expect(first('429 too many requests')).toBe('/api/overview#status-429');
  });

  it('takes a status among other words as their context', () => {
    expect(first('413 on audio upload')).toBe('/api/speech-to-text#audio-from-memory');
    // Without the rule, the status row named by "413" wins.
    const without = searchPages(errors, '413 on audio upload', undefined, {...defaultRanking, statusInContext: false});
    expect(without[0]?.hits[0]?.document.sectionRoute).toBe('/api/overview#status-413');
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
    expect(groups.map((g) => g.score)).toEqual(groups.map((g) => g.score).sort((a, b) => b - a));
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

  it.each([
    ['title:proxy', 'title proxy'],
    ['proxy~2', 'proxy'],
    ['proxy^10', 'proxy 10'],
    ['+proxy -docker', 'proxy docker'],
    ['prox*', 'prox'],
    ['"sharedPromptCache"', 'sharedPromptCache'],
  ])('reads lunr syntax %j as the plain text %j', (syntax, plain) => {
    expect(pages(syntax).length).toBeGreaterThan(0);
    expect(pages(syntax)).toEqual(pages(plain));
  });

  it('marks the words typed, not every word the index matched', () => {
    const [hit] = searchSections(fixture, 'how do I stream');
    expect(hit).toBeDefined();
    expect(highlightTerms('how do I stream', hit)).toEqual(['stream']);
    // A typo marks the word the section holds.
    const [typo] = searchSections(fixture, 'coordnator');
    expect(highlightTerms('coordnator', typo)).toContain('coordin');
    expect(highlightTerms('coordnator', typo)).not.toContain('coordnator');
  });

  it('splits queries on whitespace and hyphens, drops stop words, caps the length', () => {
    expect(queryWords('The proxy-configuration guide').map((w) => w.raw)).toEqual(['proxy', 'configuration', 'guide']);
    expect(queryWords('the a')).toHaveLength(2);
    expect(queryWords('a'.repeat(600))[0]!.raw).toHaveLength(512);
  });

  it('drops the words a question wraps around what it asks', () => {
    expect(queryWords('is there a way to stream the answer?').map((w) => w.raw)).toEqual(['stream', 'answer']);
    expect(queryWords('is there a way to stream', false).map((w) => w.raw)).toEqual(['way', 'stream']);
  });

  it('ranks a deprecated page below the current one, unless the query names it', () => {
    expect(pages('stream server-sent events')[0]).toBe('/api/chat-completions');
    expect(searchPages(fixture, 'stream server-sent events', null, plainRanking)[0]!.page).toBe('/api/legacy-completions');
    expect(pages('legacy completions')[0]).toBe('/api/legacy-completions');
  });

  it('lands a parameter or a status code on its table row', () => {
    expect(searchSections(fixture, 'max_tokens')[0]!.document.sectionRoute).toBe('/api/chat-completions#request-max_tokens');
    expect(searchSections(fixture, '429')[0]!.document.sectionRoute).toBe('/api/chat-completions#status-429');
    // A number matches as a whole: 42 is not a prefix of 429.
    expect(searchSections(fixture, '42')).toEqual([]);
  });

  it("finds the docs' words for a reader's word", () => {
    expect(pages('sse')[0]).toBe('/api/chat-completions');
    expect(pages('function calling')[0]).toBe('/guides/tool-calling');
    expect(searchSections(fixture, 'sse', null, plainRanking)).toEqual([]);
  });

  it('shows a few sections per page, so that other pages show too', () => {
    const groups = search([fixture], 'stream server-sent events tokens rate');
    expect(groups.every((g) => g.hits.length <= maxSectionsPerPage)).toBe(true);
    expect(groups.length).toBeGreaterThan(1);
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
    const index = await loadIndex('/', 'x', fetchFn);
    expect(index).toEqual(emptyIndex);
    expect(index).toBe(unavailableIndex);
  });

  it('loads again after a failed load, and keeps a loaded one', async () => {
    resetIndexCache();
    let online = false;
    const fetchFn = vi.fn(() => (online ? Promise.resolve(new Response(file)) : Promise.reject(new TypeError('Failed to fetch'))));
    expect(await loadIndex('/', 'r', fetchFn)).toBe(unavailableIndex);
    online = true;
    const loaded = await loadIndex('/', 'r', fetchFn);
    expect(loaded.documents).toHaveLength(1);
    expect(await loadIndex('/', 'r', fetchFn)).toBe(loaded);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('keeps a tag whose index has no documents: it did not fail', async () => {
    resetIndexCache();
    const fetchFn = vi.fn(() => Promise.resolve(new Response(JSON.stringify(buildIndexFile([])))));
    expect(await loadIndex('/', 'none', fetchFn)).toBe(emptyIndex);
    await loadIndex('/', 'none', fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(1);
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

  it('makes each table row with an anchor a section of its own', () => {
    const withRows = `<html><head><meta name="docusaurus_tag" content="docs-default-1.28"></head><body><article>
      <div class="theme-doc-markdown markdown"><header><h1>Chat completions</h1></header>
      <h2 id="request-body">Request body</h2><p>Parameters.</p>
      <table><thead><tr><th>Name</th><th>Type</th><th>Description</th></tr></thead>
      <tbody><tr id="request-seed"><td><code>seed</code></td><td>integer</td><td>Same seed, same answer.</td></tr><tr><td>plain</td><td>row</td><td>kept</td></tr></tbody></table>
      <h2 id="errors">Errors</h2>
      <table><thead><tr><th>Status</th><th>Type</th></tr></thead><tbody><tr id="status-429"><td>429</td><td>rate_limit_error</td></tr></tbody></table>
      </div></article></body></html>`;
    expect(extractPage(withRows)!.sections).toEqual([
      {title: 'Chat completions', anchor: '', text: ''},
      {title: 'Request body', anchor: 'request-body', text: 'Parameters. Name Type Description plain row kept'},
      {title: 'seed', anchor: 'request-seed', text: 'integer · Same seed, same answer.', row: true},
      {title: 'Errors', anchor: 'errors', text: 'Status Type'},
      {title: '429 Too Many Requests', indexTitle: '429', anchor: 'status-429', text: 'Too Many Requests · rate_limit_error', row: true},
    ]);
  });

  it('keeps short plain-text blocks (log lines) and drops code samples', () => {
    const block = (lang: string, lines: string[]) =>
      `<div class="language-${lang} theme-code-block"><pre><code>${lines.map((l) => `<span class="token-line">${l}<br></span>`).join('')}</code></pre></div>`;
    const withCode = `<html><head><meta name="docusaurus_tag" content="docs-default-1.28"></head><body><article>
      <div class="theme-doc-markdown markdown"><header><h1>Proxy</h1></header>
      ${block('text', ['level=ERROR msg="loading manifest"', 'error="unknown field"'])}
      ${block('python', ['import openai'])}
      ${block('text', ['x'.repeat(300)])}
      </div></article></body></html>`;
    expect(extractPage(withCode)!.sections[0]!.text).toBe('level=ERROR msg="loading manifest" error="unknown field"');
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

describe('synonyms', () => {
  // Every word a synonym points to must be one the docs use, or it finds nothing.
  const docsText = (dir: string): string =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n')
      .toLowerCase();
  const text = `${docsText('versioned_docs/version-1.28')}\n${readFileSync('src/data/apiReference.ts', 'utf8').toLowerCase()}`;

  it.each(Object.entries(synonyms))('%s points to words the docs use', (_, targets) => {
    for (const target of targets) {
      expect(text).toMatch(new RegExp(`\\b${target.toLowerCase()}`));
    }
  });
});

describe('phrases', () => {
  it('finds a phrase as a whole, with spaces or hyphens, in any case, and takes it out of the query', () => {
    expect(findPhrases('How do I use JSON-mode?').phrases.map((p) => p.phrase)).toEqual(['json mode']);
    expect(findPhrases('How do I use JSON-mode?').rest).not.toMatch(/json/i);
    expect(findPhrases('jsonmode').phrases).toEqual([]);
    expect(findPhrases('a vision language model').phrases.map((p) => p.phrase)).toEqual(['vision language model']);
    expect(findPhrases('max tokens default', [{phrase: 'max tokens', terms: ['max_token']}]).phrases).toEqual([
      {phrase: 'max tokens', terms: ['max_token']},
    ]);
  });
});

describe('recent searches', () => {
  it('reads only a list of strings, at most five', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a": 1}')).toEqual([]);
    expect(parseRecent('["a", 2, "", "b"]')).toEqual(['a', 'b']);
    expect(parseRecent(JSON.stringify(['1', '2', '3', '4', '5', '6']))).toHaveLength(5);
  });

  it('puts the newest first, once, and keeps five', () => {
    expect(withRecent(['a', 'b'], ' b ')).toEqual(['b', 'a']);
    expect(withRecent(['a'], '   ')).toEqual(['a']);
    expect(withRecent(['1', '2', '3', '4', '5'], '6')).toEqual(['6', '1', '2', '3', '4']);
  });
});

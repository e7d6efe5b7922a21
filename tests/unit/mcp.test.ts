import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {buildIndexFile} from '../../src/plugins/search-index';
import {loadIndexFile, search} from '../../src/search/engine';
import {maxQueryLength} from '../../src/search/limits';
import {latestVersion, versions} from '../../src/data/versions';
import {
  findHeading,
  findOperation,
  headingOfRow,
  headingsOf,
  resolvePage,
  resolveRefs,
  resolveVersion,
  sectionText,
  slugOf,
  ToolInputError,
  versionInfo,
  wordsOfRoute,
} from '../../scripts/mcp/docs';
import {parseCli} from '../../scripts/mcp/cli';
import {bundle, bundleFile} from '../../scripts/mcp/bundle';
import {createDocsServer} from '../../scripts/mcp/server';
import {dirSource, readJson, siteSource} from '../../scripts/mcp/source';

const base = 'https://docs.confidant.example';

describe('resolveVersion', () => {
  it('takes names, labels, latest, a leading v and a patch number; nothing means the latest release', () => {
    expect(resolveVersion(undefined)).toBe(latestVersion);
    expect(resolveVersion('  ')).toBe(latestVersion);
    expect(resolveVersion('latest')).toBe(latestVersion);
    expect(resolveVersion('1.25')).toBe('1.25');
    expect(resolveVersion('v1.25.3')).toBe('1.25');
    expect(resolveVersion('Next')).toBe('next');
  });

  it('answers an unknown version with every version, so the agent can pick one', () => {
    expect(() => resolveVersion('2.0')).toThrow(ToolInputError);
    try {
      resolveVersion('2.0');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('Unknown version "2.0"');
      for (const v of versions) expect(message).toContain(v.name);
      expect(message).toContain('list_versions');
    }
  });
});

describe('versionInfo', () => {
  it('gives each version its path, status and files from src/data/versions.ts', () => {
    const infos = versions.map((v) => versionInfo(base, v));
    expect(infos.find((v) => v.name === latestVersion)).toMatchObject({
      path: '/',
      status: 'latest',
      llmsTxt: `${base}/llms.txt`,
      openapi: `${base}/openapi.json`,
    });
    expect(infos.find((v) => v.name === 'next')).toMatchObject({
      path: '/next',
      status: 'unreleased',
      released: null,
      llmsTxt: `${base}/next/llms.txt`,
    });
    expect(infos.find((v) => v.name === '1.23')).toMatchObject({path: '/1.23', status: 'older', url: `${base}/1.23`});
  });
});

describe('resolvePage', () => {
  it('reads a path relative to the version unless it starts with one', () => {
    expect(resolvePage({path: 'quickstart'}, base)).toEqual({version: latestVersion, route: '/quickstart', anchor: ''});
    expect(resolvePage({path: 'quickstart', version: '1.23'}, base)).toEqual({version: '1.23', route: '/1.23/quickstart', anchor: ''});
    expect(resolvePage({path: '/1.25/api/models/'}, base)).toEqual({version: '1.25', route: '/1.25/api/models', anchor: ''});
    expect(resolvePage({path: '/', version: 'next'}, base)).toEqual({version: 'next', route: '/next', anchor: ''});
    expect(resolvePage({path: '/next'}, base)).toEqual({version: 'next', route: '/next', anchor: ''});
    expect(resolvePage({path: '/index.md'}, base)).toEqual({version: latestVersion, route: '/', anchor: ''});
  });

  it('takes the URL of a page or of its twin, with an anchor, from the docs site only', () => {
    expect(resolvePage({url: `${base}/1.27/api/chat-completions.md`}, base)).toEqual({
      version: '1.27',
      route: '/1.27/api/chat-completions',
      anchor: '',
    });
    expect(resolvePage({url: `${base}/api/chat-completions#streaming`}, base)).toEqual({
      version: latestVersion,
      route: '/api/chat-completions',
      anchor: 'streaming',
    });
    expect(resolvePage({url: 'http://localhost:4310/quickstart?x=1'}, 'http://localhost:4310')).toMatchObject({route: '/quickstart'});
    expect(() => resolvePage({url: 'https://evil.example/quickstart'}, base)).toThrow(/not the docs site/);
    expect(() => resolvePage({url: 'quickstart'}, base)).toThrow(/not a URL/);
  });

  it('says what to give when the input names no page, or two', () => {
    expect(() => resolvePage({}, base)).toThrow(/Give the page as `path`/);
    expect(() => resolvePage({path: 'a', url: `${base}/a`}, base)).toThrow(/either `path` or `url`/);
    expect(() => resolvePage({path: '/1.23/quickstart', version: '1.25'}, base)).toThrow(/in version 1.23, but version "1.25"/);
    expect(() => resolvePage({path: '/../etc/passwd'}, base)).toThrow(/"\." or "\.\." segments/);
  });

  it('turns a route into the words to search for', () => {
    expect(wordsOfRoute('/1.23/guides/proxy-setup')).toBe('guides proxy setup');
    expect(wordsOfRoute('/')).toBe('');
  });
});

const twin = `---
title: "Chat completions"
---

# Chat completions

Intro.

## Request parameters

| Name | Type |
| - | - |
| \`model\` | string |
| \`max_tokens\` | integer |

### Messages

Roles.

## Streaming

\`\`\`bash
# not a heading
curl ...
\`\`\`

Events.

## Errors

Status codes.
`;

describe('twin sections', () => {
  it('finds headings outside code blocks and front matter', () => {
    expect(headingsOf(twin).map((h) => `${h.level} ${h.text}`)).toEqual([
      '1 Chat completions',
      '2 Request parameters',
      '3 Messages',
      '2 Streaming',
      '2 Errors',
    ]);
  });

  it('cuts a section at the next heading of its level, sub-sections included', () => {
    const section = sectionText(twin, findHeading(twin, 'request parameters')!);
    expect(section).toMatch(/^## Request parameters/);
    expect(section).toContain('### Messages');
    expect(section).not.toContain('## Streaming');
    expect(sectionText(twin, findHeading(twin, '## Streaming')!)).toContain('# not a heading');
  });

  it('finds a heading by its anchor, and the heading above a table row', () => {
    expect(slugOf('Request parameters')).toBe('request-parameters');
    expect(findHeading(twin, 'request-parameters')?.text).toBe('Request parameters');
    expect(findHeading(twin, 'Nope')).toBeUndefined();
    expect(headingOfRow(twin, 'max_tokens')?.text).toBe('Request parameters');
  });
});

describe('OpenAPI operations', () => {
  const doc = {
    openapi: '3.1.0',
    servers: [{url: 'http://localhost:8080/v1'}],
    paths: {
      '/chat/completions': {
        post: {
          requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Request'}}}},
          responses: {'200': {description: 'ok'}, '400': {$ref: '#/components/responses/BadRequest'}},
        },
      },
      '/models': {get: {responses: {'200': {description: 'ok'}}}},
    },
    components: {
      schemas: {
        Request: {type: 'object', properties: {messages: {type: 'array', items: {$ref: '#/components/schemas/Message'}}}},
        Message: {
          type: 'object',
          properties: {role: {type: 'string'}, parts: {type: 'array', items: {$ref: '#/components/schemas/Message'}}},
        },
        Error: {type: 'object'},
      },
      responses: {BadRequest: {description: 'bad', content: {'application/json': {schema: {$ref: '#/components/schemas/Error'}}}}},
    },
  };

  it('resolves every reference of the operation in place, and leaves a recursive one as a reference', () => {
    const found = findOperation(doc, 'post /v1/chat/completions', '1.28');
    expect(found).toMatchObject({operation: 'POST /v1/chat/completions', path: '/chat/completions', server: 'http://localhost:8080/v1'});
    const text = JSON.stringify(found.definition);
    expect(text).toContain('"x-resolved-from":"#/components/schemas/Request"');
    expect(text).toContain('"x-resolved-from":"#/components/responses/BadRequest"');
    expect(text).toContain('"x-resolved-from":"#/components/schemas/Error"');
    // Message inside Message stays a reference: the expansion would never end.
    expect(text).toContain('"items":{"$ref":"#/components/schemas/Message"}');
    expect(findOperation(doc, 'POST /chat/completions', '1.28').operation).toBe('POST /v1/chat/completions');
  });

  it('lists the operations when the one asked for does not exist', () => {
    expect(() => findOperation(doc, 'DELETE /v1/models', '1.28')).toThrow(
      /Operations in 1.28: POST \/v1\/chat\/completions, GET \/v1\/models/,
    );
    expect(() => findOperation(doc, 'chat', '1.28')).toThrow(/such as "POST \/v1\/chat\/completions"/);
  });

  it('keeps a reference it cannot resolve', () => {
    expect(resolveRefs(doc, {$ref: '#/components/schemas/Missing'})).toEqual({$ref: '#/components/schemas/Missing'});
  });
});

describe('sources', () => {
  const top = mkdtempSync(path.join(os.tmpdir(), 'mcp-source-'));
  const root = path.join(top, 'build');
  beforeAll(() => {
    mkdirSync(path.join(root, 'a'), {recursive: true});
    writeFileSync(path.join(root, 'a/b.md'), '# B');
    writeFileSync(path.join(root, 'page.html'), '<!doctype html>');
    writeFileSync(path.join(top, 'secret.txt'), 'SECRET');
    symlinkSync(path.join(top, 'secret.txt'), path.join(root, 'link.md'));
  });
  afterAll(() => rmSync(top, {recursive: true, force: true}));

  it('reads a build folder and nothing outside it', async () => {
    const source = dirSource(root);
    expect(await source.readText('/a/b.md')).toBe('# B');
    await expect(source.readText('/a/c.md')).rejects.toMatchObject({
      kind: 'not-found',
      message: expect.stringContaining('does not exist in the build folder') as unknown,
    });
    await expect(source.readText('/../secret.txt')).rejects.toMatchObject({kind: 'not-found'});
    await expect(source.readText('/link.md')).rejects.toThrow(/leads outside the build folder/);
  });

  it('says where a file that is not JSON came from', async () => {
    await expect(readJson(dirSource(root), '/page.html', 'a search index')).rejects.toMatchObject({
      kind: 'not-json',
      message: expect.stringMatching(
        /page\.html should be a search index in JSON, but it is not JSON .*starts with "<!doctype html>"/,
      ) as unknown,
    });
  });

  it('requests the site origin only, and refuses a redirect to another host', async () => {
    const requested: string[] = [];
    const fetchFn = ((url: URL) => {
      requested.push(url.href);
      if (url.pathname === '/moved.md') {
        return Promise.resolve(new Response(null, {status: 301, headers: {location: 'https://elsewhere.example/x.md'}}));
      }
      if (url.pathname === '/here.md') return Promise.resolve(new Response(null, {status: 302, headers: {location: '/there.md'}}));
      if (url.pathname === '/there.md') return Promise.resolve(new Response('there'));
      if (url.pathname === '/broken.md') return Promise.resolve(new Response('oops', {status: 503, statusText: 'Service Unavailable'}));
      return Promise.resolve(new Response('not found', {status: 404}));
    }) as typeof fetch;
    const source = siteSource('https://docs.confidant.example', {fetchFn});
    expect(await source.readText('/here.md')).toBe('there');
    await expect(source.readText('/moved.md')).rejects.toThrow(/redirects to another host \(https:\/\/elsewhere\.example\); not followed/);
    await expect(source.readText('/nope.md')).rejects.toMatchObject({kind: 'not-found'});
    await expect(source.readText('/broken.md')).rejects.toThrow(
      /answered https:\/\/docs\.confidant\.example\/broken\.md with HTTP 503 Service Unavailable/,
    );
    expect(requested.every((u) => u.startsWith('https://docs.confidant.example/'))).toBe(true);
  });

  it('says the site did not answer, with the address and what to do', async () => {
    const fetchFn = (() =>
      Promise.reject(new TypeError('fetch failed', {cause: new Error('connect ECONNREFUSED 127.0.0.1:9')}))) as typeof fetch;
    await expect(siteSource('http://127.0.0.1:9/', {fetchFn}).readText('/llms.txt')).rejects.toMatchObject({
      kind: 'unreachable',
      message: expect.stringMatching(/did not answer http:\/\/127\.0\.0\.1:9\/llms\.txt: connect ECONNREFUSED.*--dir/) as unknown,
    });
  });

  it('keeps a base path of the site', () => {
    expect(siteSource('https://example.test/docs').locationOf('/llms.txt')).toBe('https://example.test/docs/llms.txt');
    expect(() => siteSource('ftp://example.test')).toThrow(/http or https/);
  });
});

describe('the package for npx', () => {
  const manifest = JSON.parse(readFileSync('scripts/mcp/package/package.json', 'utf8')) as {
    name: string;
    private: boolean;
    bin: Record<string, string>;
    files: string[];
    dependencies?: unknown;
  };

  it('runs the bundled file as confidant-docs-mcp, and ships nothing else', () => {
    expect(manifest.name).toBe('confidant-docs-mcp');
    expect(manifest.bin).toEqual({'confidant-docs-mcp': path.basename(bundleFile)});
    expect(manifest.files).toEqual([path.basename(bundleFile)]);
    expect(path.dirname(bundleFile)).toBe(path.resolve('scripts/mcp/package'));
    // The bundle holds every module it needs: npx installs one file.
    expect(manifest.dependencies).toBeUndefined();
  });

  it('holds the site’s search engine and data, and nothing of React or Docusaurus', async () => {
    const inputs = Object.keys((await bundle(path.join(os.tmpdir(), 'mcp-bundle-test.mjs'), false)).inputs);
    expect(inputs).toContain('src/search/engine.ts');
    expect(inputs).toContain('src/data/versions.ts');
    expect(inputs).toContain('src/utils/markdownTwin.ts');
    expect(
      inputs.filter((file) => /node_modules\/(react|react-dom|@docusaurus|@mdx-js)\/|^src\/(theme|components|plugins)\//.test(file)),
    ).toEqual([]);
  });

  it('stays private until the lead decides to publish it', () => {
    expect(manifest.private).toBe(true);
  });
});

describe('command line', () => {
  it('reads the public site by default, a folder with --dir, and refuses both or a missing folder', () => {
    const site = parseCli([]);
    expect(site).toMatchObject({base: 'https://docs.confidant.example'});
    expect(parseCli(['--site', 'http://localhost:4310/'])).toMatchObject({base: 'http://localhost:4310'});
    expect(parseCli(['--dir', os.tmpdir()])).toMatchObject({base: 'https://docs.confidant.example'});
    expect(() => parseCli(['--dir', '/no/such/build'])).toThrow(/no such folder/);
    expect(() => parseCli(['--site', 'x', '--dir', 'y'])).toThrow(/not both/);
    expect(() => parseCli(['--site', 'docs'])).toThrow(/full address/);
    expect(() => parseCli(['--port', '1'])).toThrow();
  });
});

// A small build: one version's index, twins, an OpenAPI document and llms.txt.
const page = (route: string, pageTitle: string, sections: [string, string, string, row?: true][]) => ({
  route,
  page: {
    tag: `docs-default-${latestVersion}`,
    pageTitle,
    parents: [],
    sections: sections.map(([title, anchor, text, row]) => ({title, anchor, text, ...(row ? {row} : {})})),
  },
});

const indexFile = buildIndexFile([
  page('/quickstart', 'Quickstart', [
    ['Quickstart', '', 'Get an access key and start the proxy with Docker.'],
    ['Start the proxy', 'start-the-proxy', 'Run the proxy container and send a request.'],
  ]),
  page('/api/chat-completions', 'Chat completions', [
    ['Chat completions', '', 'Send messages, get the next message.'],
    ['Streaming', 'streaming', 'Answers can stream as server-sent events.'],
    ['max_tokens', 'request-max_tokens', 'integer · No · The most tokens to generate.', true],
  ]),
  page('/guides/proxy-configuration', 'Configure the proxy', [
    ['Configure the proxy', '', 'Flags of the proxy: TLS, logging, prompt cache.'],
  ]),
  page('/rate-limits', 'Rate limits', [['Rate limits', '', 'Limits per tier. Over a limit, the API answers 429.']]),
]);

describe('the server, through an MCP client', () => {
  const top = mkdtempSync(path.join(os.tmpdir(), 'mcp-server-'));
  let client: Client;

  const call = async (name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> =>
    (await client.callTool({name, arguments: args})) as CallToolResult;
  const textOf = (result: CallToolResult): string => (result.content[0] as {text: string}).text;

  beforeAll(async () => {
    const files: Record<string, string> = {
      'search-index-default.json': JSON.stringify(buildIndexFile([])),
      [`search-index-docs-default-${latestVersion}.json`]: JSON.stringify(indexFile),
      'search-index-docs-default-1.27.json': '<!doctype html><title>Page Not Found</title>',
      'search-index-docs-default-1.26.json': JSON.stringify({
        documents: {pages: [], sections: []},
        index: {version: 2, terms: [], postings: []},
      }),
      'quickstart.md': '---\ntitle: "Quickstart"\n---\n\n# Quickstart\n\nGet a key.\n\n## Start the proxy\n\nRun it.\n',
      'api/chat-completions.md': twin,
      'openapi.json': JSON.stringify({
        openapi: '3.1.0',
        servers: [{url: 'http://localhost:8080/v1'}],
        paths: {'/models': {get: {responses: {}}}},
      }),
      '1.27/openapi.json': '{"openapi": ',
      'llms.txt': `# Confidant Docs ${latestVersion}\n`,
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(top, file)), {recursive: true});
      writeFileSync(path.join(top, file), content);
    }
    const server = createDocsServer({source: dirSource(top), base});
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    client = new Client({name: 'unit', version: '0'});
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  });
  afterAll(async () => {
    await client.close();
    rmSync(top, {recursive: true, force: true});
  });

  it('lists four tools, each with a description and an input schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_openapi', 'get_page', 'list_versions', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe('object');
    }
    const searchTool = tools.find((t) => t.name === 'search_docs')!;
    expect(searchTool.inputSchema.required).toEqual(['query']);
  });

  it('search_docs gives the engine’s results over the same index, in the same order', async () => {
    const expected = search([loadIndexFile(indexFile)], 'proxy').flatMap((g) => g.hits.map((h) => `${base}${h.document.sectionRoute}`));
    expect(expected.length).toBeGreaterThan(1);
    const result = await call('search_docs', {query: 'proxy'});
    expect(result.isError).toBeFalsy();
    const hits = (result.structuredContent as {hits: {url: string; markdownUrl: string; title: string}[]}).hits;
    expect(hits.map((h) => h.url)).toEqual(expected);
    expect(hits[0]).toMatchObject({markdownUrl: expect.stringMatching(/\.md$/) as unknown, title: expect.any(String) as unknown});
  });

  it('cuts a long query where the search box cuts it, and says so', async () => {
    const long = `streaming ${'x'.repeat(maxQueryLength)} rate limits`;
    const result = await call('search_docs', {query: long});
    const answer = result.structuredContent as {query: string; note: string; hits: {url: string}[]};
    expect(answer.query).toHaveLength(maxQueryLength);
    expect(answer.note).toContain(`first ${maxQueryLength}`);
    const expected = search([loadIndexFile(indexFile)], long.slice(0, maxQueryLength)).flatMap((g) =>
      g.hits.map((h) => `${base}${h.document.sectionRoute}`),
    );
    expect(answer.hits.map((h) => h.url)).toEqual(expected);
    expect(answer.hits.some((h) => h.url.includes('rate-limits'))).toBe(false);
  });

  it('answers bad input with a tool error that says what to do', async () => {
    const empty = await call('search_docs', {query: '   '});
    expect(empty.isError).toBe(true);
    expect(textOf(empty)).toContain('The query is empty');

    const unknown = await call('search_docs', {query: 'proxy', version: '3.1'});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('1.23');

    const notJson = await call('search_docs', {query: 'proxy', version: '1.27'});
    expect(notJson.isError).toBe(true);
    expect(textOf(notJson)).toContain(path.join(top, 'search-index-docs-default-1.27.json'));
    expect(textOf(notJson)).toContain('not JSON');

    const noPages = await call('search_docs', {query: 'proxy', version: '1.26'});
    expect(noPages.isError).toBe(true);
    expect(textOf(noPages)).toContain('holds no pages');

    const missing = await call('search_docs', {query: 'proxy', version: '1.25'});
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('does not exist in the build folder');

    const badOpenApi = await call('get_openapi', {version: '1.27'});
    expect(badOpenApi.isError).toBe(true);
    expect(textOf(badOpenApi)).toMatch(/1\.27\/openapi\.json should be the OpenAPI document of 1\.27 in JSON/);
  });

  it('says when nothing matches, instead of an empty answer', async () => {
    const result = await call('search_docs', {query: 'zzzqqq'});
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      hits: [],
      note: expect.stringContaining(`No section of the ${latestVersion} docs matches`) as unknown,
    });
  });

  it('get_page reads a twin, one section, or the section of a row; a missing page offers three search hits', async () => {
    expect(textOf(await call('get_page', {path: 'quickstart'}))).toContain('# Quickstart');
    expect(textOf(await call('get_page', {path: 'quickstart', section: 'Start the proxy'}))).toBe('## Start the proxy\n\nRun it.');
    const row = textOf(await call('get_page', {url: `${base}/api/chat-completions#request-max_tokens`}));
    expect(row).toContain('#request-max_tokens is the table row "max_tokens"');
    expect(row).toContain('## Request parameters');
    expect(textOf(await call('get_page', {url: `${base}/api/chat-completions#streaming`}))).toMatch(/^## Streaming/);

    const noSection = await call('get_page', {path: 'api/chat-completions', section: 'Pricing'});
    expect(noSection.isError).toBe(true);
    expect(textOf(noSection)).toContain(`The page /api/chat-completions (${latestVersion}) has no section "Pricing"`);
    expect(textOf(noSection)).toContain('"request parameters", "messages", "streaming", "errors"');

    const notFound = await call('get_page', {path: 'guides/proxy-setup'});
    expect(notFound.isError).toBe(true);
    expect(textOf(notFound)).toContain(
      `There is no page /guides/proxy-setup in version ${latestVersion}. The best matches in ${latestVersion} for "guides proxy setup": Configure the proxy (https://docs.confidant.example/guides/proxy-configuration)`,
    );
    expect(textOf(notFound).match(/\(https:/g)).toHaveLength(3);
  });

  it('list_versions gives every version of src/data/versions.ts', async () => {
    const result = await call('list_versions');
    const list = (result.structuredContent as {versions: {name: string; status: string}[]}).versions;
    expect(list.map((v) => v.name)).toEqual(versions.map((v) => v.name));
    expect(list.filter((v) => v.status === 'latest')).toHaveLength(1);
  });

  it('offers the llms.txt of each version as a resource', async () => {
    const {resources} = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(versions.map((v) => versionInfo(base, v).llmsTxt).sort());
    const read = await client.readResource({uri: `${base}/llms.txt`});
    expect(read.contents[0]).toMatchObject({text: `# Confidant Docs ${latestVersion}\n`, mimeType: 'text/plain'});
    await expect(client.readResource({uri: `${base}/1.23/llms.txt`})).rejects.toThrow(/does not exist in the build folder/);
  });
});

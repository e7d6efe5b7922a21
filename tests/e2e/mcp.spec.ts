// The MCP server (scripts/mcp) as a reader's coding assistant runs it: the
// SDK's own Client over stdio, started with `npm run mcp`, against the build
// served by each server (projects node and nginx) and against build/ itself.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {llmsPath} from '../../src/data/llmsUrl';
import {openApiPath} from '../../src/data/openapiUrl';
import {latestVersion, versionOrder, versionPrefix, versions, type VersionName} from '../../src/data/versions';
import {maxQueryLength} from '../../src/search/limits';
import {indexUrl, searchTagsOf} from '../../src/search/loadIndex';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {hydrated} from './support/site';
import {closedPort, emptyNetworkNamespace, startMcp, textOf, tsxEntry, type McpSession} from './support/mcp';

interface Hit {
  title: string;
  section: string | null;
  url: string;
  markdownUrl: string;
  snippet: string;
}
interface SearchAnswer {
  query: string;
  version: string;
  note?: string;
  hits: Hit[];
}

const publicSite = 'https://docs.confidant.example';

async function searchDocs(mcp: McpSession, query: string, version?: string): Promise<SearchAnswer> {
  const result = await mcp.call('search_docs', version === undefined ? {query} : {query, version});
  expect(result.isError, textOf(result)).toBeFalsy();
  expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  return result.structuredContent as unknown as SearchAnswer;
}

/** Every tool and resource, checked against the files the server reads (`read`, a site-absolute path). */
async function walk(mcp: McpSession, base: string, read: (sitePath: string) => Promise<string>): Promise<void> {
  const sitePathOf = (url: string): string => {
    expect(url.startsWith(`${base}/`), url).toBe(true);
    return url.slice(base.length);
  };

  const {tools} = await mcp.client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(['get_openapi', 'get_page', 'list_versions', 'search_docs']);
  for (const tool of tools) expect(tool.description!.length, tool.name).toBeGreaterThan(60);
  expect(tools.find((t) => t.name === 'search_docs')!.inputSchema.required).toEqual(['query']);
  expect(tools.find((t) => t.name === 'get_openapi')!.inputSchema.required).toEqual(['version']);

  const found = await searchDocs(mcp, 'stream responses');
  expect(found.version).toBe(latestVersion);
  expect(found.hits.length).toBeGreaterThan(0);
  expect(found.hits.length).toBeLessThanOrEqual(8);
  const first = found.hits[0]!;
  expect(first).toMatchObject({title: 'Chat completions', section: 'Streaming', url: `${base}/api/chat-completions#streaming`});
  const twin = await read(sitePathOf(first.markdownUrl));
  expect(twin).toContain('## Streaming');

  const section = textOf(await mcp.call('get_page', {url: first.url}));
  expect(section).toMatch(/^## Streaming\n/);
  expect(twin).toContain(section);
  expect(textOf(await mcp.call('get_page', {path: 'quickstart', version: '1.23'}))).toBe(await read('/1.23/quickstart.md'));
  expect(textOf(await mcp.call('get_page', {url: `${publicSite}/next/api/models.md`}))).toBe(await read('/next/api/models.md'));

  const listed = (await mcp.call('list_versions')).structuredContent as {versions: {name: string; path: string; status: string}[]};
  expect(listed.versions.map((v) => v.name)).toEqual(versions.map((v) => v.name));
  expect(listed.versions.find((v) => v.status === 'latest')).toMatchObject({name: latestVersion, path: '/'});

  const document = (await mcp.call('get_openapi', {version: '1.25'})).structuredContent;
  expect(document).toEqual(JSON.parse(await read(openApiPath('1.25'))));
  const operation = await mcp.call('get_openapi', {version: 'next', operation: 'POST /v1/chat/completions'});
  expect(operation.isError, textOf(operation)).toBeFalsy();
  const resolved = JSON.stringify(operation.structuredContent);
  expect(resolved).toContain('"x-resolved-from":"#/components/schemas/ChatCompletionRequest"');
  expect(resolved).not.toContain('"$ref"');

  const {resources} = await mcp.client.listResources();
  expect(resources.map((r) => r.uri).sort()).toEqual(versionOrder.map((v) => `${base}${llmsPath(v, 'llms.txt')}`).sort());
  for (const version of versionOrder) {
    const {contents} = await mcp.client.readResource({uri: `${base}${llmsPath(version, 'llms.txt')}`});
    expect(contents[0]).toMatchObject({mimeType: 'text/plain', text: await read(llmsPath(version, 'llms.txt'))});
  }
}

test.describe('served by each server', () => {
  // One server process for the group: its tests run in order in one worker.
  test.describe.configure({mode: 'default'});
  let mcp: McpSession;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(60_000); // npm, tsx and the SDK start in a new process: 11 s at a load average of 20.
    base = test.info().project.use.baseURL!;
    mcp = await startMcp(['--site', base]);
  });
  test.afterAll(async () => {
    await mcp.close();
  });

  test('lists its tools and answers each from the site’s own files', async ({request}) => {
    await walk(mcp, base, async (sitePath) => {
      const response = await request.get(sitePath, {maxRedirects: 0});
      expect(response.status(), sitePath).toBe(200);
      return response.text();
    });
  });

  test('answers bad input with a tool error an agent can act on', async ({request}) => {
    const unknown = await mcp.call('search_docs', {query: 'streaming', version: '1.99'});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('Unknown version "1.99"');
    for (const v of versionOrder) expect(textOf(unknown)).toContain(v);

    const empty = await mcp.call('search_docs', {query: ''});
    expect(empty.isError).toBe(true);
    expect(textOf(empty)).toContain('The query is empty');

    // A page that does not exist offers the three best search hits, and they exist.
    const missing = await mcp.call('get_page', {path: '/1.25/guides/proxy-setup'});
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('There is no page /1.25/guides/proxy-setup in version 1.25');
    const offered = [...textOf(missing).matchAll(/\((http[^)]+)\)/g)].map((m) => m[1]!);
    expect(offered).toHaveLength(3);
    expect(offered[0]).toBe(`${base}/1.25/guides/proxy-configuration`);
    for (const url of offered) expect((await request.get(url.slice(base.length), {maxRedirects: 0})).status(), url).toBe(200);

    const noSection = await mcp.call('get_page', {path: 'quickstart', section: 'No such heading'});
    expect(noSection.isError).toBe(true);
    expect(textOf(noSection)).toContain(`The page /quickstart (${latestVersion}) has no section "No such heading"`);
    expect(textOf(noSection)).toContain('Its sections: ');

    const noOperation = await mcp.call('get_openapi', {version: '1.23', operation: 'DELETE /v1/models'});
    expect(noOperation.isError).toBe(true);
    expect(textOf(noOperation)).toContain('Operations in 1.23: POST /v1/chat/completions');

    // Over the cap: cut where the search box cuts it, and said so.
    const long = `stream responses ${'attestation '.repeat(60)}`;
    expect(long.length).toBeGreaterThan(maxQueryLength);
    const cut = await searchDocs(mcp, long);
    expect(cut.query).toBe(long.slice(0, maxQueryLength));
    expect(cut.note).toContain(`the search read the first ${maxQueryLength}`);
    expect(cut.hits).toEqual((await searchDocs(mcp, long.slice(0, maxQueryLength))).hits);
  });

  test('search_docs gives the search box’s results for every query of both committed query sets', async ({page}) => {
    test.setTimeout(600_000); // 170 queries typed into the box, each compared with a tool call, on a shared 2-core machine.
    const queries = ['scripts/bench/searchQueries.json', 'scripts/bench/searchQuestions.json'].flatMap(
      (file) => (JSON.parse(readFileSync(file, 'utf8')) as {queries: {query: string; version: VersionName}[]}).queries,
    );
    expect(queries.length).toBeGreaterThan(150);
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    const indexRequests = new Set<string>();
    page.on('request', (r) => {
      const {pathname} = new URL(r.url());
      if (pathname.startsWith('/search-index-')) indexRequests.add(pathname);
    });
    const shownRoutes = (): Promise<string[]> =>
      page
        .getByRole('listbox', {name: 'Search results'})
        .getByRole('option')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

    for (const version of versionOrder) {
      const ofVersion = queries.filter((q) => q.version === version);
      if (ofVersion.length === 0) continue;
      await page.goto(versionPrefix(version) || '/');
      await hydrated(page);
      indexRequests.clear();
      await box.click();
      for (const {query} of [...ofVersion, {query: `${ofVersion[0]!.query} ${'x'.repeat(maxQueryLength)}`}]) {
        const answer = await searchDocs(mcp, query, version);
        const expected = answer.hits.map((h) => h.url.slice(base.length));
        await box.fill(query);
        await expect.poll(shownRoutes, {message: `${version}: ${query}`}).toEqual(expected);
        if (expected.length === 0) await expect(page.getByText('No results found.')).toBeVisible();
      }
      // The box read the very files the server reads.
      expect([...indexRequests].sort()).toEqual(
        searchTagsOf(version)
          .map((tag) => indexUrl('/', tag))
          .sort(),
      );
    }
  });
});

test.describe('a local build, read with --dir', () => {
  test.beforeAll(() => {
    test.skip(test.info().project.name !== 'node', 'reads build/ with no server in between: the node project runs it once');
  });

  test('lists its tools and answers each from build/', async () => {
    test.setTimeout(120_000); // starts a server process and reads every llms.txt.
    const mcp = await startMcp(['--dir', 'build']);
    try {
      await walk(mcp, publicSite, (sitePath) => Promise.resolve(readFileSync(path.join('build', sitePath), 'utf8')));
    } finally {
      await mcp.close();
    }
  });

  test('answers a search with the network namespace empty', async ({baseURL}) => {
    test.setTimeout(120_000); // starts two server processes.
    const namespace = emptyNetworkNamespace();
    if ('unavailable' in namespace) {
      test.skip(true, `No empty network namespace can be made here, so this cannot be proven on this machine: ${namespace.unavailable}`);
      return;
    }
    const isolated = {command: namespace.prefix[0]!, args: [...namespace.prefix.slice(1), tsxEntry.command, ...tsxEntry.args]};
    // The control: in the namespace, the site that answers everyone else does not answer the server.
    const cut = await startMcp(['--site', baseURL!], isolated);
    try {
      const result = await cut.call('search_docs', {query: 'stream responses'});
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('The docs site did not answer');
    } finally {
      await cut.close();
    }
    const offline = await startMcp(['--dir', 'build'], isolated);
    try {
      const answer = await searchDocs(offline, 'stream responses');
      expect(answer.hits[0]?.url).toBe(`${publicSite}/api/chat-completions#streaming`);
      expect(textOf(await offline.call('get_page', {url: answer.hits[0]!.markdownUrl}))).toBe(
        readFileSync(path.join('build', markdownTwinPath('/api/chat-completions')), 'utf8'),
      );
    } finally {
      await offline.close();
    }
  });

  test('the file the package publishes answers as npm run mcp does, and is all npx installs', async () => {
    test.setTimeout(120_000); // bundles the server with esbuild, then starts it.
    const bundled = spawnSync('npm', ['run', '--silent', 'mcp:bundle'], {encoding: 'utf8'});
    expect(bundled.status, bundled.stderr).toBe(0);
    const packed = spawnSync('npm', ['pack', '--dry-run', '--json'], {cwd: 'scripts/mcp/package', encoding: 'utf8'});
    expect(packed.status, packed.stderr).toBe(0);
    const [tarball] = JSON.parse(packed.stdout) as {name: string; files: {path: string}[]}[];
    expect(tarball!.name).toBe('confidant-docs-mcp');
    expect(tarball!.files.map((f) => f.path).sort()).toEqual(['confidant-docs-mcp.mjs', 'package.json']);

    const mcp = await startMcp(['--dir', 'build'], {command: process.execPath, args: ['scripts/mcp/package/confidant-docs-mcp.mjs']});
    try {
      const answer = await searchDocs(mcp, 'stream responses');
      expect(answer.hits[0]?.url).toBe(`${publicSite}/api/chat-completions#streaming`);
      expect((await mcp.call('get_openapi', {version: '1.24'})).structuredContent).toEqual(
        JSON.parse(readFileSync('build/1.24/openapi.json', 'utf8')),
      );
    } finally {
      await mcp.close();
    }
  });

  test('says so when the site does not answer, with the address and what to do', async () => {
    const port = await closedPort();
    const mcp = await startMcp(['--site', `http://127.0.0.1:${port}`]);
    try {
      const search = await mcp.call('search_docs', {query: 'quickstart'});
      expect(search.isError).toBe(true);
      expect(textOf(search)).toContain(`The docs site did not answer http://127.0.0.1:${port}/search-index-docs-default-1.28.json`);
      expect(textOf(search)).toContain('--dir');
      const pageResult = await mcp.call('get_page', {path: 'quickstart'});
      expect(pageResult.isError).toBe(true);
      expect(textOf(pageResult)).toContain(`http://127.0.0.1:${port}/quickstart.md`);
      await expect(mcp.client.readResource({uri: `http://127.0.0.1:${port}/llms.txt`})).rejects.toThrow(/did not answer/);
    } finally {
      await mcp.close();
    }
  });

  test('says which file is not JSON', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-not-json-'));
    try {
      writeFileSync(path.join(dir, 'search-index-docs-default-1.28.json'), '<!doctype html><title>Page Not Found</title>');
      writeFileSync(path.join(dir, 'openapi.json'), 'openapi: 3.1.0\n');
      const mcp = await startMcp(['--dir', dir]);
      try {
        const search = await mcp.call('search_docs', {query: 'quickstart'});
        expect(search.isError).toBe(true);
        expect(textOf(search)).toContain(
          `${path.join(dir, 'search-index-docs-default-1.28.json')} should be a search index in JSON, but it is not JSON`,
        );
        const openapi = await mcp.call('get_openapi', {version: latestVersion});
        expect(openapi.isError).toBe(true);
        expect(textOf(openapi)).toContain(`${path.join(dir, 'openapi.json')} should be the OpenAPI document of ${latestVersion} in JSON`);
      } finally {
        await mcp.close();
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

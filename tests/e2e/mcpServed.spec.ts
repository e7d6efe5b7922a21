// The MCP server (scripts/mcp) as a reader's coding assistant runs it, the
// SDK's own Client over stdio started with `npm run mcp --site`, against the
// build as each server serves it (a per-server spec: node, nginx).
import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {latestVersion, versionOrder, versionPrefix, type VersionName} from '../../src/data/versions';
import {maxQueryLength} from '../../src/search/limits';
import {indexUrl, searchTagsOf} from '../../src/search/loadIndex';
import {hydrated} from './support/site';
import {startMcp, textOf, type McpSession} from './support/mcp';
import {searchDocs, walk} from './support/mcpTools';

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

  test('search_docs gives the search box’s results for the committed queries', async ({page}) => {
    // The node project types every query (about 170; 2 min idle, up to 8 on a
    // busy machine half as fast); the other servers type a sample.
    const everyQuery = test.info().project.name === 'node';
    test.setTimeout(everyQuery ? 900_000 : 240_000);
    const queries = ['scripts/bench/searchQueries.json', 'scripts/bench/searchQuestions.json'].flatMap(
      (file) => (JSON.parse(readFileSync(file, 'utf8')) as {queries: {query: string; version: VersionName}[]}).queries,
    );
    expect(queries.length).toBeGreaterThan(150);
    // Box and tool rank with the same engine module (src/search/engine.ts)
    // and read the same index files, whichever server sends them: every query
    // on one server proves the ranking agrees; every fifth of each version
    // (its first included) on the others proves each server's files do.
    const sample = (ofVersion: typeof queries): typeof queries => (everyQuery ? ofVersion : ofVersion.filter((_, i) => i % 5 === 0));
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
      for (const {query} of [...sample(ofVersion), {query: `${ofVersion[0]!.query} ${'x'.repeat(maxQueryLength)}`}]) {
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

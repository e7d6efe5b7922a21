// The MCP server (scripts/mcp) reading a local build with --dir, offline, as
// the bundled package, and failing clearly; no site server in between, so
// the node project runs it once (mcpServed.spec.ts runs it against each server).
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {latestVersion} from '../../src/data/versions';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {closedPort, emptyNetworkNamespace, startMcp, textOf, tsxEntry} from './support/mcp';
import {publicSite, searchDocs, walk} from './support/mcpTools';

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
      expect(textOf(search)).toContain(
        `The docs site did not answer http://127.0.0.1:${port}/search-index-docs-default-${latestVersion}.json`,
      );
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
      writeFileSync(path.join(dir, `search-index-docs-default-${latestVersion}.json`), '<!doctype html><title>Page Not Found</title>');
      writeFileSync(path.join(dir, 'openapi.json'), 'openapi: 3.1.0\n');
      const mcp = await startMcp(['--dir', dir]);
      try {
        const search = await mcp.call('search_docs', {query: 'quickstart'});
        expect(search.isError).toBe(true);
        expect(textOf(search)).toContain(
          `${path.join(dir, `search-index-docs-default-${latestVersion}.json`)} should be a search index in JSON, but it is not JSON`,
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

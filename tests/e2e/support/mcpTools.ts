// What the MCP end-to-end specs share: a search call that checks its
// structured answer, and a walk over every tool and resource that compares
// each answer with the file the server read.
import {expect} from '@playwright/test';
import {llmsPath} from '../../../src/data/llmsUrl';
import {openApiPath} from '../../../src/data/openapiUrl';
import {latestVersion, versionOrder, versions} from '../../../src/data/versions';
import {textOf, type McpSession} from './mcp';

export interface Hit {
  title: string;
  section: string | null;
  url: string;
  markdownUrl: string;
  snippet: string;
}
export interface SearchAnswer {
  query: string;
  version: string;
  note?: string;
  hits: Hit[];
}

export const publicSite = 'https://docs.confidant.example';

export async function searchDocs(mcp: McpSession, query: string, version?: string): Promise<SearchAnswer> {
  const result = await mcp.call('search_docs', version === undefined ? {query} : {query, version});
  expect(result.isError, textOf(result)).toBeFalsy();
  expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  return result.structuredContent as unknown as SearchAnswer;
}

/** Every tool and resource, checked against the files the server reads (`read`, a site-absolute path). */
export async function walk(mcp: McpSession, base: string, read: (sitePath: string) => Promise<string>): Promise<void> {
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

/**
 * The statuses an endpoint answers with are written in three places: the
 * error table of its API page (prose, per version), the typed data
 * (`errorsOf` in src/data/apiReference.ts) and the OpenAPI document built
 * from it. The OpenAI-compatibility page says the three always agree; this
 * test makes that true in every version, and the API overview's table, the
 * reference for every status, lists each status some endpoint answers with.
 * A model page lists every status of the endpoints that serve the model.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiErrors, apiReference, errorsOf, type EndpointSlug} from '../../src/data/apiReference';
import {modelsOf} from '../../src/data/models';
import {buildOpenApiDocument, operationPath} from '../../src/data/openapi';
import {versionOrder, type VersionName} from '../../src/data/versions';
import {folderOf} from './docsSources';

const slugs = Object.keys(apiReference) as EndpointSlug[];

/** The statuses of the Markdown table in a page's `## Errors` section, in table order. */
export function errorTableStatuses(source: string): number[] {
  const section = /^## Errors\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(source)?.[1] ?? '';
  return [...section.matchAll(/^\| (\d{3}) \|/gm)].map((m) => Number(m[1]));
}

/** The error statuses of one operation of a version's OpenAPI document. */
function openApiStatuses(version: VersionName, slug: EndpointSlug): number[] {
  const {method, path: endpoint} = apiReference[slug];
  const document = buildOpenApiDocument(version) as {paths: Record<string, Record<string, {responses: Record<string, unknown>}>>};
  const operation = document.paths[operationPath(endpoint)]?.[method.toLowerCase()];
  return Object.keys(operation?.responses ?? {})
    .filter((status) => status !== '200')
    .map(Number);
}

const pageOf = (version: VersionName, page: string): {file: string; source: string} => {
  const file = path.join(folderOf(version), `${page}.mdx`);
  return {file, source: readFileSync(file, 'utf8')};
};

describe('errorTableStatuses', () => {
  it('reads the table of the Errors section only', () => {
    const source =
      '## Limits\n\n| 400 | a |\n\n## Errors\n\n| Status | x |\n|---|---|\n| 400 | a |\n| 413 | b |\n\nText.\n\n## Next\n\n| 500 | c |\n';
    expect(errorTableStatuses(source)).toEqual([400, 413]);
    expect(errorTableStatuses('## Errors\n\n| 401 | a |\n')).toEqual([401]);
    expect(errorTableStatuses('No errors here.')).toEqual([]);
  });
});

describe.each(versionOrder)('statuses in %s', (version) => {
  it.each(slugs)("%s: the page's error table, the data and the OpenAPI document list the same statuses", (slug) => {
    const {file, source} = pageOf(version, `api/${slug}`);
    const data = errorsOf(slug).map((e) => e.status);
    expect(openApiStatuses(version, slug), `OpenAPI document of ${version}, ${slug}`).toEqual(data);
    expect(errorTableStatuses(source), `${file}: the Errors table`).toEqual(data);
  });

  it('the API overview lists every status an endpoint answers with, in the order of the data', () => {
    const {file, source} = pageOf(version, 'api/overview');
    const answered = apiErrors.filter((e) => slugs.some((s) => errorsOf(s).includes(e))).map((e) => e.status);
    expect(errorTableStatuses(source), `${file}: the Errors table`).toEqual(answered);
  });

  it.each(modelsOf(version).map((m) => m.slug))('models/%s lists every status of the endpoints that serve the model', (slug) => {
    const model = modelsOf(version).find((m) => m.slug === slug)!;
    const {file, source} = pageOf(version, `models/${slug}`);
    const endpoints = slugs.filter((s) => (model.endpoints as readonly string[]).includes(apiReference[s].path));
    const expected = [...new Set(endpoints.flatMap((s) => errorsOf(s).map((e) => e.status)))].sort();
    // A model page may give one status several rows (two kinds of 400 for Gemma).
    expect([...new Set(errorTableStatuses(source))], `${file}: the Errors table`).toEqual(expected);
  });
});

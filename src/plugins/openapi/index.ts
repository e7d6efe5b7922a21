/**
 * Writes the OpenAPI document of every docs version into the build, at the
 * URL src/data/openapi.ts names: `/openapi.json` for the latest release,
 * `/1.23/openapi.json` ... and `/next/openapi.json`.
 *
 * A post-build step (src/plugins/post-build), not `createData` or
 * `contentLoaded`: the document is a file for tools to download at a stable
 * URL, not data for the pages; `createData` would put it in the client
 * bundle's data under a generated name. The document depends on typed data
 * only, so it needs nothing from the build but the output folder.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PostBuildStep} from '../post-build';
import {buildOpenApiDocument} from '../../data/openapi';
import {openApiPath} from '../../data/openapiUrl';
import {versionOrder} from '../../data/versions';

/** Writes the documents of all versions under `outDir`; returns the files written. */
export async function writeOpenApiDocuments(outDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const version of versionOrder) {
    const file = path.join(outDir, openApiPath(version));
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, `${JSON.stringify(buildOpenApiDocument(version), null, 2)}\n`);
    written.push(file);
  }
  return written;
}

export const openApiStep: PostBuildStep = {
  name: 'openapi',
  async run({outDir}) {
    const files = await writeOpenApiDocuments(outDir);
    return `${files.length} OpenAPI documents: ${files.map((f) => path.relative(outDir, f)).join(', ')}`;
  },
};

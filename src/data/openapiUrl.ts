/**
 * Where the OpenAPI document of a version is served, in a module of its own
 * so that the pages that link to it (src/components/Endpoint) do not bundle
 * the generator (./openapi.ts).
 */
import {versionPrefix, type VersionName} from './versions';

/** Relative to the site root: `/openapi.json` for the latest release, `/1.23/openapi.json`, `/next/openapi.json`. */
export function openApiPath(version: VersionName): string {
  return `${versionPrefix(version)}/openapi.json`;
}

/** The name a browser saves it under, so that the documents of two versions do not overwrite each other. */
export function openApiFileName(version: VersionName): string {
  return `confidant-openapi-${version}.json`;
}

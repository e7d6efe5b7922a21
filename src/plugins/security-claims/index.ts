/**
 * Writes `/security-claims.json` of every docs version (`/1.23/security-claims.json`,
 * `/next/security-claims.json`), from the same ledger the pages render
 * (src/data/securityClaims.ts, through ./remark.ts). A post-build step, like
 * the OpenAPI documents: a file for tools at a stable URL, not data for the pages.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PostBuildStep} from '../post-build';
import {securityClaimsPath} from '../../data/securityClaims';
import {versionOrder, type VersionName} from '../../data/versions';
import {claimEmbeds, claimsDocument} from './document';

const folderOf = (siteDir: string, version: VersionName): string =>
  path.join(siteDir, version === 'next' ? 'docs' : `versioned_docs/version-${version}`);

export async function writeClaimsDocuments(siteDir: string, outDir: string, siteUrl: string): Promise<string[]> {
  const written: string[] = [];
  for (const version of versionOrder) {
    const document = claimsDocument(version, siteUrl, claimEmbeds(folderOf(siteDir, version), version));
    const file = path.join(outDir, securityClaimsPath(version));
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
    written.push(file);
  }
  return written;
}

export const securityClaimsStep: PostBuildStep = {
  name: 'security-claims',
  async run({siteDir, outDir, siteUrl}) {
    const files = await writeClaimsDocuments(siteDir, outDir, siteUrl);
    return `${files.length} claim ledgers: ${files.map((f) => path.relative(outDir, f)).join(', ')}`;
  },
};

/**
 * `/security-claims.json` of a version: the ledger of src/data/securityClaims.ts
 * for tools and auditors, with the rich text as Markdown whose links are
 * absolute URLs, each claim's URL on the security page, and the pages that
 * state it. Build-time only.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {routeOf} from '../../data/pageMatrix';
import {richTextToMarkdown} from '../../data/richText';
import {claimAnchor, parties, securityClaims, type ClaimId} from '../../data/securityClaims';
import {getVersion, type VersionName} from '../../data/versions';

export interface ClaimsDocument {
  version: string;
  /** What the file is, for a reader who finds it without context. */
  about: string;
  parties: {id: string; label: string; who: string}[];
  claims: {
    id: ClaimId;
    title: string;
    url: string;
    statement: string;
    protectsAgainst: string[];
    conditions: string[];
    doesNotCover: string[];
    check: string[];
    statedOn: string[];
  }[];
}

/** `intro.mdx` -> '', `security/index.mdx` -> 'security', `api/models.mdx` -> 'api/models'. */
function docPathOf(relativeFile: string): string {
  const p = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  if (p === 'intro') return '';
  return p.replace(/\/index$/, '');
}

/** Routes of the pages in a version folder that embed each claim with <Claim id="..." />. */
export function claimEmbeds(folder: string, version: VersionName): Map<string, string[]> {
  const embeds = new Map<string, string[]>();
  const files = (readdirSync(folder, {recursive: true}) as string[]).filter((f) => /\.mdx?$/.test(f)).sort();
  for (const file of files) {
    const source = readFileSync(path.join(folder, file), 'utf8');
    for (const match of source.matchAll(/<Claim\s+id="([^"]+)"/g)) {
      const routes = embeds.get(match[1]!) ?? [];
      const route = routeOf(version, docPathOf(file));
      if (!routes.includes(route)) routes.push(route);
      embeds.set(match[1]!, routes);
    }
  }
  return embeds;
}

export function claimsDocument(version: VersionName, siteUrl: string, embeds: Map<string, string[]>): ClaimsDocument {
  const md = (text: string) => richTextToMarkdown(text, version, siteUrl);
  const security = routeOf(version, 'security');
  return {
    version: getVersion(version).label,
    about:
      `The security claims of Confidant ${getVersion(version).label}: for each, whom it protects you against, the ` +
      'conditions under which it holds, what it does not cover, and how to check it. The security page renders the same list.',
    parties: parties.map(({party, label, who}) => ({id: party, label, who})),
    claims: securityClaims(version).map((claim) => ({
      id: claim.id,
      title: claim.title,
      url: `${siteUrl}${security}#${claimAnchor(claim.id)}`,
      statement: md(claim.statement),
      protectsAgainst: [...claim.protectsAgainst],
      conditions: claim.conditions.map(md),
      doesNotCover: claim.doesNotCover.map(md),
      check: claim.check.map(md),
      statedOn: [security, ...(embeds.get(claim.id) ?? [])].map((route) => siteUrl + route),
    })),
  };
}

/**
 * The ledger of security claims (src/data/securityClaims.ts), the remark
 * plugin that renders it into pages, and `/security-claims.json`.
 */
import {mkdtempSync, readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {factChanges} from '../../src/data/factChanges';
import {hasPage} from '../../src/data/pageMatrix';
import {parseRichText} from '../../src/data/richText';
import {claimIds, getClaim, parties, securityClaims, securityClaimsPath, versionsWithClaim} from '../../src/data/securityClaims';
import {isAtLeast, latestVersion, versionOrder, versionPrefix} from '../../src/data/versions';
import {claimEmbeds, claimsDocument} from '../../src/plugins/security-claims/document';
import {richTextToMarkdown} from '../../src/data/richText';
import remarkSecurityClaims, {claimsSection} from '../../src/plugins/security-claims/remark';
import {folderOf} from './docsSources';

const textsOf = (version: (typeof versionOrder)[number]) =>
  securityClaims(version).flatMap((c) => [c.title, c.statement, ...c.conditions, ...c.doesNotCover, ...c.check]);

describe('the ledger', () => {
  it('states each claim once per version, with whom it protects against, its conditions, its limits and how to check it', () => {
    for (const version of versionOrder) {
      const claims = securityClaims(version);
      expect(new Set(claims.map((c) => c.id)).size, version).toBe(claims.length);
      for (const claim of claims) {
        expect(claim.statement.length, `${version} ${claim.id}`).toBeGreaterThan(40);
        expect(claim.protectsAgainst.length, `${version} ${claim.id}`).toBeGreaterThan(0);
        expect(claim.conditions.length, `${version} ${claim.id}: a claim without conditions`).toBeGreaterThan(0);
        expect(claim.doesNotCover.length, `${version} ${claim.id}: a claim without limits`).toBeGreaterThan(0);
        expect(claim.check.length, `${version} ${claim.id}: a claim a reader cannot check`).toBeGreaterThan(0);
        expect(claim.check.join(' '), `${version} ${claim.id}: the check names no page`).toMatch(/\]\(doc:/);
      }
    }
  });

  it('protects against each of the five parties in every version', () => {
    for (const version of versionOrder) {
      const covered = new Set(securityClaims(version).flatMap((c) => c.protectsAgainst));
      expect([...covered].sort(), version).toEqual(parties.map((p) => p.party).sort());
    }
  });

  it('links only pages the version has (resolving a link to a missing page throws)', () => {
    for (const version of versionOrder) {
      for (const text of textsOf(version)) expect(() => parseRichText(text, version), `${version}: ${text}`).not.toThrow();
    }
  });

  it('keeps every claim id in claimIds, and the GPU revocation claim from the version with the OCSP flags', () => {
    for (const version of versionOrder) for (const claim of securityClaims(version)) expect(claimIds).toContain(claim.id);
    expect(versionsWithClaim('gpu-certificate-revocation')).toEqual(versionOrder.filter((v) => v !== '1.23'));
    expect(versionsWithClaim('confidant-labs-cannot-read')).toEqual([...versionOrder]);
  });

  it('names the physical attack under assessment where the version lists it, and the open risks on the page the version has', () => {
    for (const version of versionOrder) {
      const provider = getClaim(version, 'infrastructure-provider-cannot-read').conditions.join(' ');
      expect(provider.includes('TEE.fail'), version).toBe(isAtLeast(version, '1.28'));
      expect(provider.includes('doc:security/hw-integrity#open-risks'), version).toBe(hasPage(version, 'security/hw-integrity'));
    }
  });

  it('throws for a claim the version lacks, naming the ones it has', () => {
    expect(() => getClaim('1.23', 'gpu-certificate-revocation')).toThrow(
      /1.23 has no security claim "gpu-certificate-revocation"; it has: confidant-labs-cannot-read/,
    );
  });

  it('says which claims changed between two versions, for the upgrade notes and the compare view', () => {
    const security = (from: (typeof versionOrder)[number], to: (typeof versionOrder)[number]) =>
      factChanges(from, to)
        .filter((c) => c.topic === 'security')
        .map((c) => c.text);
    expect(security('1.23', '1.24')).toEqual([
      'A new security claim: Revoked GPU certificates are refused as your policy says.',
      // 1.24 refuses `http://` image URLs.
      'The security claim “The model provider receives nothing” changes what it does not cover.',
    ]);
    expect(security('1.27', '1.28')).toEqual([
      'The security claim “The infrastructure provider cannot read your data through software” changes when it holds.',
    ]);
    // A claim whose links point to another page, and nothing else, has not changed.
    expect(security('1.26', '1.27')).toEqual([]);
  });
});

describe('the security-claims remark plugin', () => {
  type Node = {
    type: string;
    name?: string;
    value?: string;
    url?: string;
    depth?: number;
    children?: Node[];
    attributes?: {type: string; name: string; value: unknown}[];
    position?: {start: {line: number}};
    data?: {hProperties?: {id?: string}};
  };
  const run = (tree: Node, file: string) => remarkSecurityClaims()(tree, {path: file});
  const text = (node: Node): string => node.value ?? (node.children ?? []).map(text).join('');

  it('turns <SecurityClaims /> into a heading with the claim anchor and a body per claim, after a link to the JSON', () => {
    const tree: Node = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'SecurityClaims', attributes: [], children: []}]};
    run(tree, 'versioned_docs/version-1.27/security/index.mdx');
    const headings = tree.children!.filter((n) => n.type === 'heading');
    expect(headings.map((h) => h.data?.hProperties?.id)).toEqual(securityClaims('1.27').map((c) => `claim-${c.id}`));
    expect(headings.every((h) => h.depth === 3)).toBe(true);
    expect(tree.children![0]!.children!.find((n) => n.type === 'link')?.url).toBe('pathname:///1.27/security-claims.json');
    // Doc links resolve to the version's routes.
    const links = JSON.stringify(tree);
    expect(links).toContain('"url":"/1.27/guides/verify-source"');
    expect(links).not.toContain('doc:');
  });

  it('fills <Claim id /> with the claim and links it to the security page of the version', () => {
    const claim: Node = {
      type: 'mdxJsxFlowElement',
      name: 'Claim',
      attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'pinned-manifest'}],
      children: [],
    };
    run({type: 'root', children: [claim]}, 'docs/getting-started/faq.mdx');
    expect(text(claim)).toContain(getClaim('next', 'pinned-manifest').title);
    expect(text(claim)).toContain('Does not cover:');
    expect(claim.attributes!.find((a) => a.name === 'href')?.value).toBe('/next/security#claim-pinned-manifest');
    // Parties after the first read as part of the sentence.
    const encrypted: Node = {
      type: 'mdxJsxFlowElement',
      name: 'Claim',
      attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'encrypted-in-transit'}],
      children: [],
    };
    run({type: 'root', children: [encrypted]}, 'docs/architecture/encryption.mdx');
    expect(text(encrypted)).toContain('Protects you against: The network, Confidant Labs, the infrastructure provider.');
  });

  it('fails the build with file and line for an unknown claim, a claim the version lacks, or a claim inside a sentence', () => {
    const element = (id: string, type = 'mdxJsxFlowElement'): Node => ({
      type,
      name: 'Claim',
      attributes: [{type: 'mdxJsxAttribute', name: 'id', value: id}],
      position: {start: {line: 7}},
    });
    expect(() => run({type: 'root', children: [element('no-such-claim')]}, 'docs/intro.mdx')).toThrow(
      /docs\/intro.mdx:7: Version next has no security claim "no-such-claim"/,
    );
    expect(() => run({type: 'root', children: [element('gpu-certificate-revocation')]}, 'versioned_docs/version-1.23/intro.mdx')).toThrow(
      /version-1.23\/intro.mdx:7/,
    );
    expect(() =>
      run({type: 'root', children: [{type: 'paragraph', children: [element('pinned-manifest', 'mdxJsxTextElement')]}]}, 'docs/intro.mdx'),
    ).toThrow(/must stand on its own lines/);
    expect(() => run({type: 'root', children: [element('pinned-manifest')]}, 'src/pages/x.mdx')).toThrow(/only for pages in docs\//);
  });

  it('renders every claim of every version (the build checks their links through the security page)', () => {
    for (const version of versionOrder) {
      expect(claimsSection(version).filter((n) => (n as Node).type === 'heading')).toHaveLength(securityClaims(version).length);
    }
  });
});

describe('every version renders its ledger', () => {
  it('has <SecurityClaims /> on its security page, so the build checks every link of the ledger', () => {
    for (const version of versionOrder) {
      const folder = folderOf(version);
      const file = [path.join(folder, 'security/index.mdx'), path.join(folder, 'security.mdx')].find((f) => {
        try {
          readFileSync(f);
          return true;
        } catch {
          return false;
        }
      });
      expect(file, version).toBeDefined();
      expect(readFileSync(file!, 'utf8'), file).toMatch(/^<SecurityClaims \/>$/m);
    }
  });
});

describe('/security-claims.json', () => {
  it('is the ledger with absolute links, each claim with its URL and the pages that state it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'claims-'));
    mkdirSync(path.join(dir, 'guides'));
    writeFileSync(path.join(dir, 'intro.mdx'), '<Claim id="pinned-manifest" />\n');
    writeFileSync(
      path.join(dir, 'guides', 'proxy-configuration.mdx'),
      'text\n\n<Claim id="pinned-manifest" />\n\n<Claim id="release-key" />\n',
    );
    const document = claimsDocument('1.27', 'https://docs.example', claimEmbeds(dir, '1.27'));
    expect(document.version).toBe('1.27');
    expect(document.claims.map((c) => c.id)).toEqual(securityClaims('1.27').map((c) => c.id));
    const pinned = document.claims.find((c) => c.id === 'pinned-manifest')!;
    expect(pinned.url).toBe('https://docs.example/1.27/security#claim-pinned-manifest');
    expect(pinned.statedOn).toEqual([
      'https://docs.example/1.27/security',
      'https://docs.example/1.27/guides/proxy-configuration',
      'https://docs.example/1.27',
    ]);
    expect(pinned.check[0]).toContain('](https://docs.example/1.27/guides/proxy-configuration#manifest-updates-and-pinning)');
    expect(JSON.stringify(document)).not.toContain('doc:');
  });

  it('lives beside the OpenAPI document of each version', () => {
    expect(securityClaimsPath('1.23')).toBe('/1.23/security-claims.json');
    expect(securityClaimsPath(latestVersion)).toBe('/security-claims.json');
    expect(securityClaimsPath('next')).toBe('/next/security-claims.json');
    expect(versionOrder.map(securityClaimsPath)).toEqual(versionOrder.map((v) => `${versionPrefix(v)}/security-claims.json`));
  });

  it('writes code spans and links as Markdown', () => {
    expect(
      richTextToMarkdown(
        'Pin with `--manifestPath`, see [pinning](doc:guides/proxy-configuration#pin-a-manifest).',
        latestVersion,
        'https://d.example',
      ),
    ).toBe('Pin with `--manifestPath`, see [pinning](https://d.example/guides/proxy-configuration#pin-a-manifest).');
  });
});

/**
 * Remark plugin: renders the security claims of src/data/securityClaims.ts
 * into the page at build time, for the version the page's folder names.
 *
 * - `<SecurityClaims />` (the security page) becomes Markdown: a `###`
 *   heading per claim with the anchor `claim-<id>`, its statement, and a list
 *   of whom it protects against, its conditions, what it does not cover and
 *   how to check it. Real headings, so they are in the table of contents, the
 *   Markdown twin, the search index and the compare view.
 * - `<Claim id="..." />` (any other page) gets the same content, without the
 *   heading, as its children, and `href`, the claim on the security page.
 * - `<WhatEachPartySees endpoint="..." />`, `model="..."` or neither (the
 *   security page) becomes a Markdown table of what each party can observe,
 *   from src/data/observations.ts.
 *
 * It runs before Docusaurus's own remark plugins (`beforeDefaultRemarkPlugins`),
 * so the headings it writes get their ids and table-of-contents entries, and
 * its links go through the broken-link check like any other. An unknown claim,
 * or a link to a page the version lacks, fails the build with file and line.
 */
import {claimAnchor, getClaim, parties, securityClaims, securityClaimsPath, type SecurityClaim} from '../../data/securityClaims';
import {observations, type ObservationScope} from '../../data/observations';
import type {EndpointSlug} from '../../data/apiReference';
import {parseRichText, resolveLink} from '../../data/richText';
import {versionOfFile, type VersionName} from '../../data/versions';

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  data?: Record<string, unknown>;
  position?: {start: {line: number}};
}

const text = (value: string): Node => ({type: 'text', value});
const strong = (value: string): Node => ({type: 'strong', children: [text(value)]});
const paragraph = (children: Node[]): Node => ({type: 'paragraph', children});
const listItem = (children: Node[]): Node => ({type: 'listItem', spread: false, children});
const list = (items: Node[]): Node => ({type: 'list', ordered: false, spread: false, children: items});

/** Rich text as inline Markdown nodes, its doc links resolved for the version. */
export function inline(richText: string, version: VersionName): Node[] {
  return parseRichText(richText, version).map((segment) => {
    switch (segment.kind) {
      case 'code':
        return {type: 'inlineCode', value: segment.text};
      case 'link':
        return {type: 'link', url: segment.to, children: [text(segment.text)]};
      default:
        return text(segment.text);
    }
  });
}

/** "Label: item" when there is one item, else "Label:" over a nested list. */
function labelled(label: string, items: readonly string[], version: VersionName): Node {
  if (items.length === 1) return listItem([paragraph([strong(`${label}:`), text(' '), ...inline(items[0]!, version)])]);
  return listItem([paragraph([strong(`${label}:`)]), list(items.map((item) => listItem([paragraph(inline(item, version))])))]);
}

/** "Confidant Labs, the network" : a label that starts with "The" reads lowercase inside the list. */
const partyNames = (claim: SecurityClaim): string =>
  claim.protectsAgainst
    .map((p, i) => {
      const label = parties.find((entry) => entry.party === p)!.label;
      return i > 0 && label.startsWith('The ') ? `t${label.slice(1)}` : label;
    })
    .join(', ');

/** The body of a claim: statement, then its parts as a list. */
export function claimBody(claim: SecurityClaim, version: VersionName): Node[] {
  return [
    paragraph(inline(claim.statement, version)),
    list([
      listItem([paragraph([strong('Protects you against:'), text(` ${partyNames(claim)}.`)])]),
      labelled('Holds when', claim.conditions, version),
      labelled('Does not cover', claim.doesNotCover, version),
      labelled('Check it', claim.check, version),
    ]),
  ];
}

/** The security page's list: where to get it as JSON, then per claim a heading with the claim's anchor and its body. */
export function claimsSection(version: VersionName): Node[] {
  const json = securityClaimsPath(version);
  const lead = paragraph([
    text('The same list, for tools and audits, is '),
    // pathname://: a file of the build, not a page route.
    {type: 'link', url: `pathname://${json}`, children: [{type: 'inlineCode', value: json}]},
    text('.'),
  ]);
  return [
    lead,
    ...securityClaims(version).flatMap((claim) => [
      {
        type: 'heading',
        depth: 3,
        children: [text(claim.title)],
        data: {hProperties: {id: claimAnchor(claim.id)}},
      },
      ...claimBody(claim, version),
    ]),
  ];
}

/** The table of what each party can observe, for an endpoint, a model, or the whole service. */
export function observationsTable(scope: ObservationScope, version: VersionName): Node {
  const cell = (children: Node[]): Node => ({type: 'tableCell', children});
  const row = (cells: Node[][]): Node => ({type: 'tableRow', children: cells.map(cell)});
  return {
    type: 'table',
    align: [null, null],
    children: [
      row([[text('Party')], [text('What it can observe')]]),
      ...observations(scope, version).map((o) => row([[text(o.label)], inline(o.sees, version)])),
    ],
  } as Node;
}

/** `endpoint="..."`, `model="..."`, or neither for the whole service. */
function scopeOf(node: Node): ObservationScope {
  const endpoint = attribute(node, 'endpoint');
  const model = attribute(node, 'model');
  if (endpoint !== undefined && model !== undefined) throw new Error('<WhatEachPartySees> takes endpoint="..." or model="...", not both.');
  if (endpoint !== undefined) {
    if (typeof endpoint !== 'string') throw new Error('<WhatEachPartySees endpoint="..."> needs a plain string.');
    return {endpoint: endpoint as EndpointSlug};
  }
  if (model !== undefined) {
    if (typeof model !== 'string') throw new Error('<WhatEachPartySees model="..."> needs a plain string.');
    return {model};
  }
  return {all: true};
}

function attribute(node: Node, name: string): unknown {
  return node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
}

export default function remarkSecurityClaims(): (tree: Node, file: {path?: string}) => void {
  return (tree, file) => {
    const visit = (parent: Node): void => {
      const children = parent.children ?? [];
      for (let i = 0; i < children.length; i++) {
        const node = children[i]!;
        const isElement = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
        if (!isElement || (node.name !== 'SecurityClaims' && node.name !== 'Claim' && node.name !== 'WhatEachPartySees')) {
          visit(node);
          continue;
        }
        const where = `${file.path ?? 'A page'}:${node.position?.start.line ?? '?'}`;
        if (node.type !== 'mdxJsxFlowElement') throw new Error(`${where}: <${node.name}> must stand on its own lines, as a block.`);
        const version = versionOfFile(file.path ?? '');
        if (version === null) {
          throw new Error(`${where}: <${node.name}> is only for pages in docs/ or versioned_docs/, whose folder names the version.`);
        }
        try {
          if (node.name === 'WhatEachPartySees') {
            children.splice(i, 1, observationsTable(scopeOf(node), version));
            continue;
          }
          if (node.name === 'SecurityClaims') {
            const section = claimsSection(version);
            children.splice(i, 1, ...section);
            i += section.length - 1;
            continue;
          }
          const id = attribute(node, 'id');
          if (typeof id !== 'string') {
            throw new Error('<Claim> needs id="..." as a plain string, which the security-claims remark plugin reads at build time.');
          }
          const claim = getClaim(version, id);
          node.children = [paragraph([strong(`${claim.title}.`)]), ...claimBody(claim, version)];
          node.attributes = [
            ...(node.attributes ?? []).filter((a) => a.name !== 'href'),
            {type: 'mdxJsxAttribute', name: 'href', value: resolveLink(`doc:security#${claimAnchor(claim.id)}`, version)},
          ];
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`, {cause: error});
        }
      }
    };
    visit(tree);
  };
}

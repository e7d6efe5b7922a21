/**
 * The small text format of descriptions kept in typed data: `code spans`,
 * [links](doc:guides/tool-calling#anchor) to a docs page of the version being
 * read, [links](https://...) elsewhere, and {models:/v1/embeddings}, the
 * version's model IDs for an endpoint. Resolving a doc link throws when the
 * version lacks the page, so the build fails instead of shipping a dead link.
 */
import {modelId, modelsOf, type Endpoint} from './models';
import {hasPage, routeOf} from './pageMatrix';
import type {VersionName} from './versions';

export type Segment = {kind: 'text'; text: string} | {kind: 'code'; text: string} | {kind: 'link'; text: string; to: string};

function expandModelTokens(text: string, version: VersionName): string {
  return text.replace(/\{models:([^}]+)\}/g, (_, endpoint: string) => {
    const ids = modelsOf(version)
      .filter((m) => m.endpoints.includes(endpoint as Endpoint))
      .map((m) => `\`${modelId(m, version)}\``);
    if (ids.length === 0) {
      throw new Error(`No model serves ${endpoint} in version ${version}`);
    }
    return ids.join(', ');
  });
}

export function resolveLink(target: string, version: VersionName): string {
  if (!target.startsWith('doc:')) {
    return target;
  }
  const [path = '', anchor] = target.slice('doc:'.length).split('#');
  if (!hasPage(version, path)) {
    throw new Error(`Link to "${path}", which version ${version} does not have`);
  }
  return routeOf(version, path) + (anchor ? `#${anchor}` : '');
}

export function parseRichText(text: string, version: VersionName): Segment[] {
  const segments: Segment[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  const source = expandModelTokens(text, version);
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) {
      segments.push({kind: 'text', text: source.slice(last, match.index)});
    }
    if (match[1] !== undefined) {
      segments.push({kind: 'code', text: match[1]});
    } else {
      segments.push({kind: 'link', text: match[2]!, to: resolveLink(match[3]!, version)});
    }
    last = match.index + match[0].length;
  }
  if (last < source.length) {
    segments.push({kind: 'text', text: source.slice(last)});
  }
  return segments;
}

/**
 * Rich text as CommonMark with absolute links, for documents read off the
 * site (the OpenAPI documents, /security-claims.json): `siteUrl` is the
 * site's address without a trailing slash.
 */
export function richTextToMarkdown(text: string, version: VersionName, siteUrl: string): string {
  return parseRichText(text, version)
    .map((segment) => {
      switch (segment.kind) {
        case 'code':
          return `\`${segment.text}\``;
        case 'link':
          return `[${segment.text}](${segment.to.startsWith('/') ? siteUrl + segment.to : segment.to})`;
        default:
          return segment.text;
      }
    })
    .join('');
}

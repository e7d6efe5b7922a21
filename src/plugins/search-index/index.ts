/**
 * Local search, build side: after the build (a step of src/plugins/post-build),
 * reads every docs page and writes one index per docs version to
 * `{baseUrl}search-index-{tag}.json`.
 *
 * It replaces @cmfcmf/docusaurus-search-local, which we measured at 150 KB
 * gzipped per version with no text for snippets, no typo tolerance and weak
 * multi-word ranking (see src/search/indexFormat.ts and `npm run bench:search`).
 * The file names and the spec's constants stay the same.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build';
import {deprecatedApiPages, errorReferencePage} from '../../data/apiReference';
import {pathOfRoute} from '../../data/pageMatrix';
import {claimAnchor, parties, securityClaims} from '../../data/securityClaims';
import {fromPluginVersionName} from '../../data/versions';
import {encodeDocuments, kindOf, serializeIndex, type FieldTexts, type IndexFile, type SearchDocument} from '../../search/indexFormat';
import {excerpt, extractPage, type ExtractedPage} from './extract';

/** Characters of section text kept for snippets; the index covers all of it. */
export const snippetLength = 320;
/** A row's text is its description: the snippet shows 160 characters of it. */
export const rowSnippetLength = 200;

/** The default tag has no pages on this site; its file exists so the client never meets a 404. */
const defaultTag = 'default';

/**
 * Rank weight of a deprecated page: "stream responses" should open chat
 * completions, not legacy completions, which a reader finds when the query
 * names it ("legacy completions").
 */
export const deprecatedWeight = 0.5;

/** The doc path of a route in a version's tag: `api/models` for `/1.25/api/models`. */
export function docPathOf(tag: string, route: string): string | null {
  const match = /^docs-default-(.+)$/.exec(tag);
  if (!match) return null;
  return pathOfRoute(fromPluginVersionName(match[1]!), route);
}

/** Status rows are sections of their own on the error reference page only: elsewhere they repeat it. */
export function rowSectionsOf(tag: string, route: string): (anchor: string) => boolean {
  const reference = docPathOf(tag, route) === errorReferencePage;
  return (anchor) => reference || !anchor.startsWith('status-');
}

/**
 * What the index adds to a security claim's section on the security page:
 * who each party it protects against is, from the claims ledger. The page
 * names the parties by label ("Confidant Labs"); an evaluator asks about
 * "staff", "the cloud provider", "the hypervisor", "other organizations".
 */
export function claimIndexText(tag: string, anchor: string): string {
  const match = /^docs-default-(.+)$/.exec(tag);
  if (!match || !anchor.startsWith('claim-')) return '';
  const claim = securityClaims(fromPluginVersionName(match[1]!)).find((c) => claimAnchor(c.id) === anchor);
  return (claim?.protectsAgainst ?? []).map((party) => parties.find((p) => p.party === party)!.who).join(' · ');
}

export function pageWeight(tag: string, route: string): number {
  const docPath = docPathOf(tag, route);
  return docPath !== null && deprecatedApiPages().includes(docPath) ? deprecatedWeight : 1;
}

export function htmlFileOf(outDir: string, route: string): string {
  return path.join(outDir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);
}

export function buildIndexFile(pages: readonly {route: string; page: ExtractedPage}[]): IndexFile {
  const documents: SearchDocument[] = [];
  const texts: FieldTexts[] = [];
  for (const {route, page} of pages) {
    const weight = pageWeight(page.tag, route);
    for (const section of page.sections) {
      documents.push({
        id: documents.length,
        pageTitle: page.pageTitle,
        sectionTitle: section.title,
        sectionRoute: section.anchor ? `${route}#${section.anchor}` : route,
        type: 'docs',
        tags: [],
        sidebarParentCategories: page.parents,
        content: excerpt(section.text, section.row ? rowSnippetLength : snippetLength),
        kind: kindOf(section.anchor, section.row === true),
        weight,
      });
      texts.push({
        // A section is found by its page's title too: "rate limits free" finds
        // the Free section of the Rate limits page.
        title: section.title === page.pageTitle ? section.title : `${page.pageTitle} ${section.indexTitle ?? section.title}`,
        content: [section.text, claimIndexText(page.tag, section.anchor)].filter((t) => t.length > 0).join(' · '),
        tags: '',
        sidebarParentCategories: page.parents.join(' '),
      });
    }
  }
  return {documents: encodeDocuments(documents), index: serializeIndex(texts)};
}

/** Reads every rendered page and writes one index per docs version. */
export const searchIndexStep: PostBuildStep = {
  name: 'search-index',
  async run({outDir, routesPaths}) {
    const byTag = new Map<string, {route: string; page: ExtractedPage}[]>();
    for (const route of routesPaths) {
      const file = htmlFileOf(outDir, route);
      if (!existsSync(file)) continue;
      const page = extractPage(await readFile(file, 'utf8'), (tag, anchor) => rowSectionsOf(tag, route)(anchor));
      if (!page) continue;
      const list = byTag.get(page.tag) ?? [];
      list.push({route, page});
      byTag.set(page.tag, list);
    }
    if (!byTag.has(defaultTag)) byTag.set(defaultTag, []);
    for (const [tag, pages] of byTag) {
      pages.sort((a, b) => a.route.localeCompare(b.route));
      const file = buildIndexFile(pages);
      await writeFile(path.join(outDir, `search-index-${tag}.json`), JSON.stringify(file));
    }
    return `${byTag.size} indexes: ${[...byTag.keys()].sort().join(', ')}`;
  },
};

/** The browser side: a page opened from a search hit highlights the words searched for. */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    getClientModules() {
      return [path.join(context.siteDir, 'src/search/highlightOnArrival.ts')];
    },
  };
}

/**
 * Docs that tools read: after the build (a step of src/plugins/post-build),
 * writes beside every docs page its Markdown twin (`/a/b` -> `/a/b.md`,
 * made from the rendered HTML, so the tables that components render are in
 * it), and per version an llms.txt
 * (llmstxt.org) that links the twins and an llms-full.txt with all of them.
 * The head of each page links its twin (src/theme/DocItem/Metadata).
 */
import {readFile, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {PostBuildStep} from '../post-build';
import {extractCodeBlocks} from '../../lib/codeBlocks';
import {listDocFiles} from '../../lib/docFiles';
import {fromPluginVersionName, getVersion, versionOrder, versionPrefix, type VersionName} from '../../data/versions';
import {markdownTwinPath, pageRoute} from '../../utils/markdownTwin';
import {openApiPath} from '../../data/openapiUrl';
import {securityClaimsPath} from '../../data/securityClaims';
import {llmsPath} from '../../data/llmsUrl';
import {diagramHash} from '../remark-diagrams/diagrams';
import {htmlFileOf} from '../search-index';
import {llmsFullTxt, llmsTxt, sections, type Section, type SidebarItem, type TwinPage} from './llms';
import {markdownTwin} from './toMarkdown';

/** Mermaid source by diagram hash, from every version folder: the SVGs in the HTML carry only the hash. */
export async function diagramSources(siteDir: string): Promise<Map<string, string>> {
  const files = await listDocFiles([path.join(siteDir, 'docs'), path.join(siteDir, 'versioned_docs')]);
  const map = new Map<string, string>();
  for (const file of files) {
    for (const block of extractCodeBlocks(file, await readFile(file, 'utf8'))) {
      if (block.lang === 'mermaid') map.set(diagramHash(block.code), block.code);
    }
  }
  return map;
}

/** A docs page of one version, in sidebar order, as the twins and the comparisons take it. */
export interface VersionPage {
  version: VersionName;
  page: TwinPage;
  /** The HTML page's route: `/1.23/api/overview`. */
  route: string;
}

/** The docs pages of a loaded version, in the order of its sidebar (the order of llms.txt). */
export function orderedSections(loaded: LoadedVersion): Section[] {
  // Docusaurus's sidebar and doc types carry more fields than a twin reads.
  const sidebar = (loaded.sidebars.docs ?? []) as unknown as SidebarItem[];
  return sections(sidebar, loaded.docs);
}

/** Every docs page of every loaded version, in sidebar order. */
export function versionPages(docsVersions: readonly LoadedVersion[]): VersionPage[] {
  return docsVersions.flatMap((loaded) => {
    const version = fromPluginVersionName(loaded.versionName);
    return orderedSections(loaded).flatMap((s) => s.pages.map((page) => ({version, page, route: pageRoute(page.permalink)})));
  });
}

export const markdownTwinsStep: PostBuildStep = {
  name: 'markdown-twins',
  async run({outDir, siteDir, siteUrl, title: siteTitle, tagline, docsVersions}) {
    const diagrams = await diagramSources(siteDir);
    let count = 0;
    for (const loadedVersion of docsVersions) {
      const version = fromPluginVersionName(loadedVersion.versionName);
      const {label} = getVersion(version);
      const title = `${siteTitle} ${label}`;
      const ordered = orderedSections(loadedVersion);
      const full: {url: string; markdown: string}[] = [];
      for (const page of ordered.flatMap((s) => s.pages)) {
        const route = pageRoute(page.permalink);
        const canonical = siteUrl + route;
        const html = await readFile(htmlFileOf(outDir, route), 'utf8');
        const markdown = await markdownTwin(
          html,
          {title: page.title, description: page.description, version, canonical},
          {siteUrl, diagramSources: diagrams, pageUrl: canonical},
        );
        const file = path.join(outDir, markdownTwinPath(page.permalink));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, markdown);
        full.push({url: canonical, markdown});
        count++;
      }
      const others = versionOrder.filter((v) => v !== version).map((v) => `${getVersion(v).label}: ${siteUrl}${llmsPath(v, 'llms.txt')}`);
      const txt = llmsTxt({
        title,
        summary: `The documentation of Confidant ${label}. ${tagline}`.trim(),
        context: [
          'Each link below is the Markdown version of a page; the HTML page has the same URL without `.md`.',
          `All pages in one file: ${siteUrl}${llmsPath(version, 'llms-full.txt')}`,
          `OpenAPI document of this version: ${siteUrl}${openApiPath(version)}`,
          `Security claims of this version, each with its conditions and limits: ${siteUrl}${securityClaimsPath(version)}`,
          `The same for other versions: ${others.join('; ')}`,
        ],
        sections: ordered,
        twinUrl: (page) => siteUrl + markdownTwinPath(page.permalink),
      });
      await mkdir(path.join(outDir, versionPrefix(version)), {recursive: true});
      await writeFile(path.join(outDir, llmsPath(version, 'llms.txt')), txt);
      await writeFile(path.join(outDir, llmsPath(version, 'llms-full.txt')), llmsFullTxt(title, full));
    }
    return `${count} Markdown twins and llms files for ${docsVersions.length} versions`;
  },
};

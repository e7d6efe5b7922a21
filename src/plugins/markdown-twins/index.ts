/**
 * Docs that tools read: after the build, writes beside every docs page its
 * Markdown twin (`/a/b` -> `/a/b.md`, made from the rendered HTML, so the
 * tables that components render are in it), and per version an llms.txt
 * (llmstxt.org) that links the twins and an llms-full.txt with all of them.
 * The head of each page links its twin (src/theme/DocItem/Metadata).
 */
import {readFile, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractCodeBlocks} from '../../lib/codeBlocks';
import {listDocFiles} from '../../lib/docFiles';
import {fromPluginVersionName, getVersion, versionOrder, versionPrefix} from '../../data/versions';
import {markdownTwinPath, pageRoute} from '../../utils/markdownTwin';
import {pathOfRoute} from '../../data/pageMatrix';
import {openApiPath} from '../../data/openapiUrl';
import {securityClaimsPath} from '../../data/securityClaims';
import {llmsPath} from '../../data/llmsUrl';
import {diagramHash} from '../remark-diagrams/diagrams';
import {htmlFileOf} from '../search-index';
import {llmsFullTxt, llmsTxt, sections, type SidebarItem, type TwinPage} from './llms';
import {markdownTwin} from './toMarkdown';
import {writeComparisons, type RenderedPage} from '../version-compare';

interface LoadedVersion {
  versionName: string;
  docs: (TwinPage & {sidebar?: string})[];
  sidebars: Record<string, SidebarItem[]>;
}

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

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  let loaded: LoadedVersion[] = [];
  return {
    name: 'markdown-twins',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: LoadedVersion[]} | undefined;
      if (!docs) throw new Error('markdown-twins: the docs plugin loaded no content');
      loaded = docs.loadedVersions;
    },
    async postBuild({outDir}) {
      const started = Date.now();
      const diagrams = await diagramSources(context.siteDir);
      let count = 0;
      const rendered: RenderedPage[] = [];
      for (const loadedVersion of loaded) {
        const version = fromPluginVersionName(loadedVersion.versionName);
        const {label} = getVersion(version);
        const title = `${context.siteConfig.title} ${label}`;
        const ordered = sections(loadedVersion.sidebars.docs ?? [], loadedVersion.docs);
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
          const docPath = pathOfRoute(version, route);
          if (docPath === null) throw new Error(`markdown-twins: ${route} is not a page of version ${version}`);
          rendered.push({version, path: docPath, title: page.title, route, markdown, html});
          count++;
        }
        const others = versionOrder.filter((v) => v !== version).map((v) => `${getVersion(v).label}: ${siteUrl}${llmsPath(v, 'llms.txt')}`);
        const txt = llmsTxt({
          title,
          summary: `The documentation of Confidant ${label}. ${context.siteConfig.tagline}`.trim(),
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
      console.log(
        `[markdown-twins] Wrote ${count} Markdown twins and llms files for ${loaded.length} versions in ${Date.now() - started} ms`,
      );
      const compared = Date.now();
      const pairs = await writeComparisons(outDir, rendered);
      console.log(`[version-compare] Wrote ${pairs} page comparisons in ${Date.now() - compared} ms`);
    },
  };
}

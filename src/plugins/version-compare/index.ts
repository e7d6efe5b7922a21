/**
 * Compare any page with another version. Adds the view's route (/compare,
 * src/components/CompareView) and writes, for every page and every pair of
 * versions that both have it, the page's differences as JSON under
 * /compare-data/, plus an index of which version has which page. The view
 * fetches one file when a reader opens it, so no page's first load grows.
 *
 * The data is written by a post-build step (src/plugins/post-build) that
 * reads the Markdown twins the step before it wrote, and diffs them. `npm run
 * dev` runs no postBuild, so the view works in production builds (`npm
 * start`, nginx, the edge).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {factChanges, factTopics} from '../../data/factChanges';
import {pathOfRoute} from '../../data/pageMatrix';
import {parseRichText} from '../../data/richText';
import {versionOrder, type VersionName} from '../../data/versions';
import {markdownTwinPath} from '../../utils/markdownTwin';
import {versionPages} from '../markdown-twins';
import type {PostBuildStep} from '../post-build';
import {htmlFileOf} from '../search-index';
import {diffSections, sectionsOf, type Section} from './diff';
import {
  compareDataDir,
  compareIndexPath,
  compareRoute,
  comparisonPath,
  type CompareIndex,
  type FactNote,
  type PageComparison,
} from './client/format';

/** One version of one docs page: its HTML and its Markdown twin, as the build folder holds them. */
export interface RenderedPage {
  version: VersionName;
  /** Page matrix path ('' for a version's introduction). */
  path: string;
  title: string;
  route: string;
  markdown: string;
  html: string;
}

/** Heading ids of the article, by heading text, in document order. */
export function headingAnchors(html: string): (title: string) => string | null {
  const $ = cheerio.load(html);
  const byTitle = new Map<string, string[]>();
  $('.theme-doc-markdown')
    .find('h2[id], h3[id]')
    .each((_, heading) => {
      const node = $(heading).clone();
      node.find('.hash-link').remove();
      const title = node.text().replace(/\s+/g, ' ').trim();
      byTitle.set(title, [...(byTitle.get(title) ?? []), $(heading).attr('id')!]);
    });
  return (title) => byTitle.get(title)?.shift() ?? null;
}

/** The facts of src/data that differ between the versions and that the page states. */
export function pageFacts(page: string, from: VersionName, to: VersionName): FactNote[] {
  const titles = new Map(factTopics.map((t) => [t.topic, t.title]));
  return factChanges(from, to)
    .filter((change) => change.pages.some((p) => p.path === page))
    .map((change) => ({topic: titles.get(change.topic) ?? change.topic, segments: parseRichText(change.text, to)}));
}

/** Every comparison of the pages, keyed by the file they go to. */
export function comparisons(pages: RenderedPage[]): Map<string, PageComparison> {
  type Parsed = RenderedPage & {sections: Section[]};
  const byPath = new Map<string, Map<VersionName, Parsed>>();
  for (const page of pages) {
    const versions = byPath.get(page.path) ?? new Map<VersionName, Parsed>();
    versions.set(page.version, {...page, sections: sectionsOf(page.markdown, headingAnchors(page.html))});
    byPath.set(page.path, versions);
  }
  const out = new Map<string, PageComparison>();
  for (const [page, versions] of byPath) {
    const present = versionOrder.filter((v) => versions.has(v));
    for (const [i, from] of present.entries()) {
      for (const to of present.slice(i + 1)) {
        const a = versions.get(from)!;
        const b = versions.get(to)!;
        out.set(comparisonPath(page, from, to), {
          page,
          from: {version: from, title: a.title, route: a.route},
          to: {version: to, title: b.title, route: b.route},
          facts: pageFacts(page, from, to),
          sections: diffSections(a.sections, b.sections, {from, to}),
        });
      }
    }
  }
  return out;
}

export function compareIndex(pages: RenderedPage[]): CompareIndex {
  const index: CompareIndex = {};
  for (const page of pages) {
    index[page.path] = {...index[page.path], [page.version]: page.title};
  }
  return index;
}

/** Writes the comparison files and the index under `outDir`; returns how many comparisons it wrote. */
export async function writeComparisons(outDir: string, pages: RenderedPage[]): Promise<number> {
  const all = comparisons(pages);
  for (const [file, comparison] of all) {
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, JSON.stringify(comparison));
  }
  await mkdir(path.join(outDir, compareDataDir), {recursive: true});
  await writeFile(path.join(outDir, compareIndexPath), JSON.stringify(compareIndex(pages)));
  return all.size;
}

/** Every docs page of the build with its HTML and its Markdown twin, read from `outDir`. */
async function renderedPages(outDir: string, docsVersions: readonly LoadedVersion[]): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const {version, page, route} of versionPages(docsVersions)) {
    const docPath = pathOfRoute(version, route);
    if (docPath === null) throw new Error(`version-compare: ${route} is not a page of version ${version}`);
    pages.push({
      version,
      path: docPath,
      title: page.title,
      route,
      markdown: await readFile(path.join(outDir, markdownTwinPath(page.permalink)), 'utf8'),
      html: await readFile(htmlFileOf(outDir, route), 'utf8'),
    });
  }
  return pages;
}

export const versionCompareStep: PostBuildStep = {
  name: 'version-compare',
  // The comparisons are diffs of the Markdown twins.
  after: ['markdown-twins'],
  async run({outDir, docsVersions}) {
    const pairs = await writeComparisons(outDir, await renderedPages(outDir, docsVersions));
    return `${pairs} page comparisons`;
  },
};

export default function versionComparePlugin(_context: LoadContext): Plugin {
  return {
    name: 'version-compare',
    contentLoaded({actions}) {
      actions.addRoute({path: compareRoute, component: '@site/src/components/CompareView', exact: true});
    },
  };
}

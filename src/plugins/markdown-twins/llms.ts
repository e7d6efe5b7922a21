/**
 * The pages of one docs version in sidebar order, grouped into sections, and
 * the llms.txt (llmstxt.org) and llms-full.txt made of them.
 */
import {readTwin} from './toMarkdown';

/** The sidebar items of the docs plugin that matter here (its own types are internal). */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

export interface TwinPage {
  id: string;
  title: string;
  description: string;
  /** HTML page URL without the site URL: `/1.23/api/overview`. */
  permalink: string;
}

export interface Section {
  title: string;
  pages: TwinPage[];
}

/** Top-level pages outside any category (Introduction, Quickstart, ...). */
export const overviewSection = 'Overview';

/**
 * Sections in sidebar order: one per top-level category (nested categories
 * fold into it), and the top-level pages together under "Overview", first.
 * Every doc appears once; a doc no sidebar lists is an error, not a silent gap.
 */
export function sections(sidebar: readonly SidebarItem[], docs: readonly TwinPage[]): Section[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const seen = new Set<string>();
  const take = (id: string, into: TwinPage[]) => {
    const doc = byId.get(id);
    if (!doc) throw new Error(`The sidebar lists "${id}", which is not a doc of this version`);
    if (seen.has(id)) return;
    seen.add(id);
    into.push(doc);
  };
  const collect = (items: readonly SidebarItem[], into: TwinPage[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') take(item.id, into);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) take(item.link.id, into);
        collect(item.items, into);
      }
    }
  };
  const overview: Section = {title: overviewSection, pages: []};
  const result: Section[] = [overview];
  for (const item of sidebar) {
    if (item.type === 'category') {
      const section: Section = {title: item.label, pages: []};
      if (item.link?.type === 'doc' && item.link.id) take(item.link.id, section.pages);
      collect(item.items, section.pages);
      result.push(section);
    } else {
      collect([item], overview.pages);
    }
  }
  const missing = docs.filter((doc) => !seen.has(doc.id)).map((doc) => doc.id);
  if (missing.length > 0) throw new Error(`Docs in no sidebar: ${missing.join(', ')}`);
  return result.filter((section) => section.pages.length > 0);
}

export interface LlmsTxtInput {
  /** "Confidant Docs 1.28" */
  title: string;
  summary: string;
  /** Lines of plain context after the summary. */
  context: readonly string[];
  sections: readonly Section[];
  /** Absolute URL of a page's Markdown twin. */
  twinUrl: (page: TwinPage) => string;
}

/** `- [Title](url): description` per page, under `##` per section. */
export function llmsTxt({title, summary, context, sections: groups, twinUrl}: LlmsTxtInput): string {
  const blocks = [`# ${title}`, `> ${summary}`, context.join('\n')];
  for (const section of groups) {
    const lines = section.pages.map((page) => `- [${page.title}](${twinUrl(page)})${page.description ? `: ${page.description}` : ''}`);
    blocks.push(`## ${section.title}\n\n${lines.join('\n')}`);
  }
  return `${blocks.filter((b) => b !== '').join('\n\n')}\n`;
}

/** Every twin of the version in sidebar order, front matter dropped, each headed by its URL. */
export function llmsFullTxt(title: string, pages: readonly {url: string; markdown: string}[]): string {
  const parts = pages.map(({url, markdown}) => `<!-- ${url} -->\n\n${readTwin(markdown).body.trim()}\n`);
  return `# ${title}\n\n${parts.join('\n---\n\n')}`;
}

/** Sections of a built docs page, as the search index needs them. */
import * as cheerio from 'cheerio';

export interface ExtractedSection {
  title: string;
  /** Heading id, or '' for the page's opening section. */
  anchor: string;
  text: string;
}

export interface ExtractedPage {
  /** The docs version's search tag, e.g. `docs-default-1.28`. */
  tag: string;
  pageTitle: string;
  /** Sidebar categories above the page, from its breadcrumbs. */
  parents: string[];
  sections: ExtractedSection[];
}

/** What readers do not search for: code blocks, diagrams, tab labels, buttons. */
const noise = ['pre', '.theme-code-block', 'figure.diagram', 'svg', 'button', '[role=tablist]', '.hash-link', 'script', 'style'];
const blocks = 'p, li, td, th, tr, div, h1, h2, h3, h4, h5, h6, dt, dd, blockquote, br, table, ul, ol';

const clean = (s: string): string =>
  s
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Null for a page that is not a doc (the not-found page). */
export function extractPage(html: string): ExtractedPage | null {
  const $ = cheerio.load(html);
  const tag = $('meta[name="docusaurus_tag"]').attr('content');
  const markdown = $('article .theme-doc-markdown').first();
  if (!tag || markdown.length === 0) {
    return null;
  }
  markdown.find(noise.join(', ')).remove();
  // Block boundaries separate words even where the HTML has no whitespace.
  markdown.find(blocks).after(' ');

  const pageTitle = clean(markdown.find('header h1').first().text());
  const parents = $('nav.theme-doc-breadcrumbs li')
    .toArray()
    .slice(1, -1)
    .map((li) => clean($(li).text()))
    .filter((t) => t.length > 0);

  const sections: ExtractedSection[] = [{title: pageTitle, anchor: '', text: ''}];
  for (const node of markdown.children().toArray()) {
    const el = $(node);
    if (el.is('header')) continue;
    if (el.is('h2, h3') && el.attr('id')) {
      sections.push({title: clean(el.text()), anchor: el.attr('id')!, text: ''});
    } else {
      const current = sections[sections.length - 1]!;
      current.text = clean(`${current.text} ${el.text()}`);
    }
  }
  return {tag, pageTitle, parents, sections: sections.filter((s, i) => i === 0 || s.text.length > 0 || s.title.length > 0)};
}

/** The start of a text, cut at a word boundary, for snippets. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max / 2 ? cut : max);
}

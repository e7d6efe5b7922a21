/** Sections of a built docs page, as the search index needs them. */
import {STATUS_CODES} from 'node:http';
import * as cheerio from 'cheerio';

export interface ExtractedSection {
  title: string;
  /** Heading or row id, or '' for the page's opening section. */
  anchor: string;
  text: string;
  /** A table row with an anchor (src/data/rowAnchors.ts): a parameter, flag or status. */
  row?: true;
  /** What the index holds as the title, where it differs from the title shown. */
  indexTitle?: string;
}

export interface ExtractedPage {
  /** The docs version's search tag, e.g. `docs-default-1.28`. */
  tag: string;
  pageTitle: string;
  /** Sidebar categories above the page, from its breadcrumbs. */
  parents: string[];
  sections: ExtractedSection[];
}

/**
 * What readers do not search for: code, diagrams, buttons. Tab labels stay:
 * "stream responses python" looks for a section with a Python sample.
 */
const noise = ['pre', '.theme-code-block', 'figure.diagram', 'svg', 'button', '.hash-link', 'script', 'style'];
const blocks = 'p, li, td, th, tr, div, h1, h2, h3, h4, h5, h6, dt, dd, blockquote, br, table, ul, ol';

/** The longest plain-text block indexed: a log line, not a transcript. */
export const pastedTextLength = 240;

const clean = (s: string): string =>
  s
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Null for a page that is not a doc (the not-found page). `rowSections`
 * says which anchored rows become sections of their own; the others stay
 * in their heading's text.
 */
export function extractPage(html: string, rowSections: (tag: string, anchor: string) => boolean = () => true): ExtractedPage | null {
  const $ = cheerio.load(html);
  const tag = $('meta[name="docusaurus_tag"]').attr('content');
  const markdown = $('article .theme-doc-markdown').first();
  if (!tag || markdown.length === 0) {
    return null;
  }
  // A short plain-text block is a log line or an answer a reader may paste
  // into the search box: its text counts, unlike code samples.
  markdown.find('.theme-code-block.language-text').each((_, block) => {
    $(block).find('.token-line, br').after(' ');
    const text = clean($(block).find('pre').text());
    if (text.length > 0 && text.length <= pastedTextLength) $(block).replaceWith($('<p>').text(text));
  });
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
  let heading = sections[0]!;
  for (const node of markdown.children().toArray()) {
    const el = $(node);
    if (el.is('header')) continue;
    if (el.is('h2, h3') && el.attr('id')) {
      heading = {title: clean(el.text()), anchor: el.attr('id')!, text: ''};
      sections.push(heading);
      continue;
    }
    // Rows with an anchor are sections of their own, after their heading's.
    const rowElements = el.find('tr[id]').filter((_, tr) => rowSections(tag, $(tr).attr('id')!));
    const rows = rowElements.toArray().map((tr) => rowSection($, tr));
    rowElements.remove();
    heading.text = clean(`${heading.text} ${el.text()}`);
    sections.push(...rows);
  }
  return {tag, pageTitle, parents, sections: sections.filter((s, i) => i === 0 || s.text.length > 0 || s.title.length > 0)};
}

/**
 * A row's title is its first cell (`max_tokens`, `--apiKey <key>`, `429`);
 * a status shows its HTTP reason too (`429 Too Many Requests`, which readers
 * paste), but only the code is indexed as the title, the reason as text, so
 * "server" does not find `500 Internal Server Error` before the server pages.
 * Its text is the other cells.
 */
function rowSection($: cheerio.CheerioAPI, tr: Parameters<cheerio.CheerioAPI>[0]): ExtractedSection {
  const row = $(tr);
  const cells = row.children('td, th').toArray();
  const first = clean($(cells[0]).text());
  const column = clean(row.closest('table').find('thead th').first().text());
  const reason = column === 'Status' ? STATUS_CODES[first] : undefined;
  const text = cells
    .slice(1)
    .map((cell) => clean($(cell).text()))
    .filter((t) => t.length > 0);
  return {
    title: reason ? `${first} ${reason}` : first,
    ...(reason ? {indexTitle: first} : {}),
    anchor: row.attr('id')!,
    text: [...(reason ? [reason] : []), ...text].join(' · '),
    row: true,
  };
}

/** The start of a text, cut at a word boundary, for snippets. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max / 2 ? cut : max);
}

/**
 * The search index file, `search-index-{tag}.json`, one per docs version.
 *
 * Why not lunr's own serialization: for one version it is 120 KB gzipped
 * (70 KB of that are precomputed field vectors), and the cmfcmf plugin's
 * file is 150 KB without any text for snippets. We ship a forward index
 * instead: per section and field, the processed terms with their counts.
 * The browser feeds them to `lunr.Builder` with an empty indexing pipeline,
 * which rebuilds exactly the index the build would have serialized, in
 * tens of milliseconds. With section text for snippets, a version's file
 * stays under 80 KB gzipped (`npm run bench:search` prints the sizes).
 */
import lunr from 'lunr';

/** Field boosts: a title match counts five times a body match, a tag three times, a parent category twice. Fixed requirements. */
export const fieldBoosts = {title: 5, content: 1, tags: 3, sidebarParentCategories: 2} as const;
export type FieldName = keyof typeof fieldBoosts;
export const fieldNames = Object.keys(fieldBoosts) as FieldName[];

/** BM25 parameters, fixed requirements: lunr's defaults, stated so that a lunr upgrade cannot move them. */
export const bm25 = {b: 0.75, k1: 1.2} as const;

/** The spec tokenizes on whitespace and hyphens. */
export const tokenSeparator = /[\s-]+/;

/** 2: pages stored once, rows of parameter, flag and status tables as documents, page weights. */
export const formatVersion = 2;

/** A searchable unit: one section of one page, or one anchored table row (what the index stores per hit). */
export interface SearchDocument {
  id: number;
  pageTitle: string;
  /** Equal to pageTitle for the page's opening section. */
  sectionTitle: string;
  /** Path with an optional #anchor. */
  sectionRoute: string;
  type: 'docs';
  tags: string[];
  sidebarParentCategories: string[];
  /** The start of the section's text, for snippets. The index covers the whole text. */
  content: string;
  /** The page's opening section, a heading's section, or a table row with an anchor. */
  kind: 'page' | 'section' | 'row';
  /** The page's rank weight: 1, or less for a deprecated page. */
  weight: number;
}

/** A page on the wire: route, title, sidebar categories, rank weight. */
export type WirePage = [route: string, title: string, parents: string[], weight: number];
/** A section on the wire: page number, title ('' for the page's own), anchor ('' for none), snippet text, 1 for a row. */
export type WireSection = [page: number, title: string, anchor: string, content: string, row: 0 | 1];

/** What the file holds for the documents: each page once, and the sections that point at them. */
export interface WireDocuments {
  pages: WirePage[];
  sections: WireSection[];
}

export interface SerializedIndex {
  /** formatVersion when this build wrote it; a cached file from another build may hold another. */
  version: number;
  /** Every processed term, sorted. */
  terms: string[];
  /**
   * Per document, per field (in `fieldNames` order): the term numbers as
   * base-36 deltas from the previous one, each with `.count` when above 1,
   * separated by spaces.
   */
  postings: string[][];
}

export interface IndexFile {
  documents: WireDocuments;
  index: SerializedIndex;
}

/** Build side: the documents as the file stores them. Pages are those of the documents, in order. */
export function encodeDocuments(documents: readonly SearchDocument[]): WireDocuments {
  const pages: WirePage[] = [];
  const pageNumber = new Map<string, number>();
  const sections = documents.map((doc): WireSection => {
    const [route = '', anchor = ''] = doc.sectionRoute.split('#');
    let n = pageNumber.get(route);
    if (n === undefined) {
      n = pages.length;
      pageNumber.set(route, n);
      pages.push([route, doc.pageTitle, doc.sidebarParentCategories, doc.weight]);
    }
    return [n, doc.kind === 'page' ? '' : doc.sectionTitle, anchor, doc.content, doc.kind === 'row' ? 1 : 0];
  });
  return {pages, sections};
}

const isString = (v: unknown): v is string => typeof v === 'string';

export function kindOf(anchor: string, row: boolean): SearchDocument['kind'] {
  if (row) return 'row';
  return anchor ? 'section' : 'page';
}

/** Browser side: the documents of a file. Throws on a malformed one. */
export function decodeDocuments(wire: WireDocuments): SearchDocument[] {
  // From the network: check the shape the type promises.
  const untrusted = wire as Partial<WireDocuments> | null;
  if (!untrusted || !Array.isArray(untrusted.pages) || !Array.isArray(untrusted.sections)) {
    throw new Error('Unknown search documents format');
  }
  return wire.sections.map((section, id) => {
    const [n, title, anchor, content, row] = Array.isArray(section) ? section : [];
    const page = typeof n === 'number' ? wire.pages[n] : undefined;
    if (!page || !isString(title) || !isString(anchor) || !isString(content)) {
      throw new Error(`Malformed search document ${id}`);
    }
    const [route, pageTitle, parents, weight] = page;
    if (!isString(route) || !isString(pageTitle) || !Array.isArray(parents) || typeof weight !== 'number') {
      throw new Error(`Malformed search page ${String(n)}`);
    }
    return {
      id,
      pageTitle,
      sectionTitle: title || pageTitle,
      sectionRoute: anchor ? `${route}#${anchor}` : route,
      type: 'docs',
      tags: [],
      sidebarParentCategories: parents,
      content,
      kind: kindOf(anchor, row === 1),
      weight,
    };
  });
}

/** Whole text of each field, as the build extracts it from a page. */
export type FieldTexts = Record<FieldName, string>;

/** Characters inside identifiers (`config.extraEnv`, `/v1/models`, `tool_choice`) whose parts are indexed too. */
const identifierJoints = /[._/:=@]+/;

/**
 * Tokenizes and processes text the way lunr's default indexing pipeline
 * does. An identifier is indexed whole and by its parts, so `extraEnv`
 * finds `config.extraEnv`.
 */
export function processText(text: string): string[] {
  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  const words = text
    .toLowerCase()
    .split(tokenSeparator)
    .filter((t) => t.length > 0);
  const tokens = words
    .flatMap((w) => (identifierJoints.test(w) ? [w, ...w.split(identifierJoints).filter((p) => p.length > 1)] : [w]))
    .map((t) => new lunr.Token(t, {}));
  return pipeline
    .run(tokens)
    .map(String)
    .filter((t) => t.length > 0);
}

/** Build side: the serialized index of documents whose fields hold `texts`. */
export function serializeIndex(texts: readonly FieldTexts[]): SerializedIndex {
  const counted = texts.map((doc) =>
    fieldNames.map((field) => {
      const counts = new Map<string, number>();
      for (const term of processText(doc[field])) {
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      return counts;
    }),
  );
  const terms = [...new Set(counted.flatMap((fields) => fields.flatMap((c) => [...c.keys()])))].sort();
  const number = new Map(terms.map((t, i) => [t, i]));
  const postings = counted.map((fields) =>
    fields.map((counts) => {
      const entries = [...counts].map(([term, count]) => [number.get(term)!, count] as const).sort((a, b) => a[0] - b[0]);
      let previous = 0;
      return entries
        .map(([n, count]) => {
          const delta = (n - previous).toString(36);
          previous = n;
          return count > 1 ? `${delta}.${count.toString(36)}` : delta;
        })
        .join(' ');
    }),
  );
  return {version: formatVersion, terms, postings};
}

/** Browser side: terms of one field of one document, each repeated by its count. */
export function decodePosting(encoded: string, terms: readonly string[]): string[] {
  if (encoded === '') return [];
  const out: string[] = [];
  let previous = 0;
  for (const part of encoded.split(' ')) {
    const [delta = '', count = '1'] = part.split('.');
    previous += parseInt(delta, 36);
    const term = terms[previous];
    if (term === undefined) {
      throw new Error(`Search index refers to term ${previous} of ${terms.length}`);
    }
    for (let i = parseInt(count, 36); i > 0; i--) out.push(term);
  }
  return out;
}

/** Rebuilds the lunr index from its serialized form. Throws on a malformed file. */
export function loadLunrIndex(serialized: SerializedIndex, documentCount: number): lunr.Index {
  if (serialized.version !== formatVersion || !Array.isArray(serialized.terms) || !Array.isArray(serialized.postings)) {
    throw new Error('Unknown search index format');
  }
  if (serialized.postings.length !== documentCount) {
    throw new Error('Search index and documents disagree');
  }
  const builder = new lunr.Builder();
  // The terms are processed already: index them as they are. Queries still
  // go through the stemmer, like lunr's default search pipeline.
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('id');
  for (const field of fieldNames) {
    builder.field(field, {boost: fieldBoosts[field]});
  }
  builder.b(bm25.b);
  builder.k1(bm25.k1);
  serialized.postings.forEach((fields, id) => {
    const doc: Record<string, string | string[]> = {id: String(id)};
    fieldNames.forEach((field, i) => {
      doc[field] = decodePosting(fields[i] ?? '', serialized.terms);
    });
    builder.add(doc);
  });
  return builder.build();
}

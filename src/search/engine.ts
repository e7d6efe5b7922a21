/**
 * Searching one loaded index. Pure and synchronous, so the bench and the
 * unit tests run it in Node on the built index files.
 *
 * A query never reaches lunr's query parser: user text is split into words
 * and turned into clauses here, so `title:`, `~`, `^2`, `*`, `+` and `-` are
 * just characters, and no input can throw.
 */
import lunr from 'lunr';
import {fuzzyTerms} from './fuzzy';
import {loadLunrIndex, tokenSeparator, type IndexFile, type SearchDocument} from './indexFormat';

/** Spec §9: the search input holds at most 512 characters, and shows at most 8 results. */
export const maxQueryLength = 512;

// lunr has these, but @types/lunr leaves them out.
type IndexInternals = {invertedIndex: Record<string, unknown>; tokenSet: lunr.TokenSet};
const TokenSet = lunr.TokenSet as typeof lunr.TokenSet & {fromString: (s: string) => lunr.TokenSet};
export const maxResults = 8;
/** More words than this add nothing but work. */
const maxWords = 12;

/**
 * Typo tolerance. A word of at least `minLength` characters may be one edit
 * off, and from `twoEditsLength` characters on, two; the retry runs when
 * fewer than `retryBelow` sections contain every word as typed. Chosen with
 * `npm run bench:search`, which compares these settings with others.
 */
export interface FuzzySettings {
  minLength: number;
  twoEditsLength: number;
  retryBelow: number;
}

export const defaultFuzzy: FuzzySettings = {minLength: 4, twoEditsLength: 12, retryBelow: 3};

export interface LoadedIndex {
  documents: SearchDocument[];
  index: lunr.Index | null;
  /** Every term of the index, for typo matching. */
  vocabulary: string[];
}

export const emptyIndex: LoadedIndex = {documents: [], index: null, vocabulary: []};

export function loadIndexFile(file: IndexFile | null): LoadedIndex {
  if (!file || !Array.isArray(file.documents) || file.documents.length === 0) {
    return emptyIndex;
  }
  return {documents: file.documents, index: loadLunrIndex(file.index, file.documents.length), vocabulary: file.index.terms};
}

export interface Word {
  /** As typed, lowercased and trimmed of punctuation. */
  raw: string;
  /** After lunr's stemmer, as the index holds it. */
  stem: string;
}

const trimPunctuation = (s: string): string => s.replace(/^\W+/, '').replace(/\W+$/, '');

export function stemOf(word: string): string {
  return lunr.stemmer(new lunr.Token(word, {})).toString();
}

/** Splits a query on whitespace and hyphens (spec §5); drops stop words unless nothing else is left. */
export function queryWords(query: string): Word[] {
  const raw = query
    .slice(0, maxQueryLength)
    .toLowerCase()
    .split(tokenSeparator)
    .map(trimPunctuation)
    .filter((w) => w.length > 0);
  // @types/lunr says a Token comes back; for a stop word it is undefined.
  const meaningful = raw.filter((w) => (lunr.stopWordFilter(new lunr.Token(w, {})) as lunr.Token | undefined) !== undefined);
  const words = (meaningful.length > 0 ? meaningful : raw).slice(0, maxWords);
  return [...new Set(words)].map((w) => ({raw: w, stem: stemOf(w)}));
}

/** Index terms a word matches: exactly, by prefix (trailing wildcard), or within `edits` typos. */
interface Expansion {
  exact: string[];
  prefix: string[];
  /** Terms one edit away, then terms two edits away. */
  fuzzy: string[][];
}

function expand(lunrIndex: lunr.Index, vocabulary: readonly string[], word: Word, edits: number): Expansion {
  const index = lunrIndex as unknown as IndexInternals;
  const inIndex = (term: string): boolean => Object.prototype.hasOwnProperty.call(index.invertedIndex, term);
  const set = (tokenSet: lunr.TokenSet): string[] => tokenSet.intersect(index.tokenSet).toArray();
  const exact = [...new Set([word.stem, word.raw])].filter(inIndex);
  const prefix = set(TokenSet.fromString(`${word.raw}*`)).filter((t) => !exact.includes(t));
  const known = new Set([...exact, ...prefix]);
  const fuzzy = fuzzyTerms(vocabulary, word.raw, word.stem, edits).map((terms) => terms.filter((t) => !known.has(t)));
  return {exact, prefix, fuzzy};
}

export function editsFor(word: Word, settings: FuzzySettings): number {
  if (word.raw.length >= settings.twoEditsLength) return 2;
  if (word.raw.length >= settings.minLength) return 1;
  return 0;
}

export interface Hit {
  document: SearchDocument;
  score: number;
  /** Share of the query's words the section contains. */
  coverage: number;
  /** Index terms the section matched: what to mark, typos corrected. */
  terms: string[];
}

function run(loaded: LoadedIndex, words: readonly Word[], fuzzySettings: FuzzySettings | null): Hit[] {
  const index = loaded.index;
  if (!index) return [];
  const expansions = words.map((w) => expand(index, loaded.vocabulary, w, fuzzySettings ? editsFor(w, fuzzySettings) : 0));
  const clauses = expansions.flatMap((e) => [
    ...e.exact.map((term) => ({term, boost: 10})),
    ...e.prefix.slice(0, 40).map((term) => ({term, boost: 1})),
    ...e.fuzzy.flatMap((terms, i) => terms.slice(0, 20).map((term) => ({term, boost: i === 0 ? 0.5 : 0.2}))),
  ]);
  if (clauses.length === 0) return [];
  const results = index.query((q) => {
    for (const clause of clauses) {
      q.term(clause.term, {usePipeline: false, boost: clause.boost});
    }
  });
  return results.map((result) => {
    const matched = Object.keys(result.matchData.metadata);
    const covered = expansions.filter((e) => [...e.exact, ...e.prefix, ...e.fuzzy.flat()].some((t) => matched.includes(t))).length;
    return {
      document: loaded.documents[Number(result.ref)]!,
      score: result.score,
      coverage: covered / words.length,
      terms: matched,
    };
  });
}

const byRelevance = (a: Hit, b: Hit): number => b.coverage - a.coverage || b.score - a.score;

/** Every matching section, best first. Typos are tried only when exact and prefix matches find too little. */
export function searchSections(loaded: LoadedIndex, query: string, fuzzySettings: FuzzySettings | null = defaultFuzzy): Hit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const hits = new Map(run(loaded, words, null).map((h) => [h.document.id, h]));
  const complete = [...hits.values()].filter((h) => h.coverage === 1).length;
  if (fuzzySettings && complete < fuzzySettings.retryBelow) {
    for (const h of run(loaded, words, fuzzySettings)) {
      const before = hits.get(h.document.id);
      // A section found only through a typo ranks below one found as typed.
      if (!before || h.coverage > before.coverage) hits.set(h.document.id, {...h, score: h.score * 0.5});
    }
  }
  return [...hits.values()].sort(byRelevance);
}

export interface ResultGroup {
  pageTitle: string;
  hits: Hit[];
}

/**
 * At most `maxResults` sections over the given indexes (a page's search tags),
 * grouped by page in the order of each page's best section.
 */
export function search(indexes: readonly LoadedIndex[], query: string, fuzzySettings: FuzzySettings | null = defaultFuzzy): ResultGroup[] {
  const top = indexes
    .flatMap((loaded) => searchSections(loaded, query, fuzzySettings))
    .sort(byRelevance)
    .slice(0, maxResults);
  const groups = new Map<string, ResultGroup>();
  for (const hit of top) {
    const page = hit.document.sectionRoute.split('#')[0]!;
    const group = groups.get(page) ?? {pageTitle: hit.document.pageTitle, hits: []};
    group.hits.push(hit);
    groups.set(page, group);
  }
  return [...groups.values()];
}

/** Words to mark in a hit's snippet and in the page it opens: as typed, and as the index matched them. */
export function highlightTerms(query: string, hit?: Hit): string[] {
  const typed = queryWords(query).flatMap((w) => [w.raw, w.stem]);
  return [...new Set([...typed, ...(hit?.terms ?? [])])].filter((t) => t.length > 1);
}

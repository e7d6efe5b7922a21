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
import {escapeRegExp} from './snippet';
import {findPhrases, synonymsOf, type FoundPhrase} from './synonyms';
import {decodeDocuments, loadLunrIndex, processText, tokenSeparator, type IndexFile, type SearchDocument} from './indexFormat';
import {cutQuery, maxResults} from './limits';
import {
  clauseBoosts,
  intentBoost as intentMultiplier,
  maxPrefixTerms,
  maxTypoTerms,
  namedRowBoost,
  namedStatusCoverage,
  otherSectionsCounted,
  otherSectionsShare,
  pageCoverageExponent,
  pageTitleBoost,
  sectionCoverageExponent,
  typoCoverage,
  typoRetryScore,
} from './weights';

export {maxQueryLength, maxResults} from './limits';

// lunr has these, but @types/lunr leaves them out.
type IndexInternals = {invertedIndex: Record<string, unknown>; tokenSet: lunr.TokenSet};
const TokenSet = lunr.TokenSet as typeof lunr.TokenSet & {fromString: (s: string) => lunr.TokenSet};
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

/** Throws on a malformed file; loadIndex turns that into the empty index. */
export function loadIndexFile(file: IndexFile | null): LoadedIndex {
  // The file comes from the network: its type is a hope, not a fact.
  const untrusted = file as Partial<IndexFile> | null;
  if (!untrusted?.documents || !untrusted.index) {
    return emptyIndex;
  }
  const documents = decodeDocuments(untrusted.documents);
  if (documents.length === 0) return emptyIndex;
  return {documents, index: loadLunrIndex(untrusted.index, documents.length), vocabulary: untrusted.index.terms};
}

export interface Word {
  /** As typed, lowercased and trimmed of punctuation. */
  raw: string;
  /** After lunr's stemmer, as the index holds it. */
  stem: string;
  /** For a reader's phrase the docs do not use ("json mode"): the docs' terms, which stand in for it. */
  phraseTerms?: string[];
}

const trimPunctuation = (s: string): string => s.replace(/^\W+/, '').replace(/\W+$/, '');

export function stemOf(word: string): string {
  return lunr.stemmer(new lunr.Token(word, {})).toString();
}

const isStopWord = (w: string): boolean => (lunr.stopWordFilter(new lunr.Token(w, {})) as lunr.Token | undefined) === undefined;

/**
 * Words a question wraps around what it asks ("is there a way to", "I need
 * to"), beyond lunr's stop words (which already hold how, what, can, do, I).
 */
export const fillerWords: ReadonlySet<string> = new Set(
  [
    'way ways possible please need needs want wants help know knowing tell happen happens anything',
    'something anyone someone thing things still actually really exactly even much many there here',
    'instead okay ok docs documentation whether having being doing getting without via onto upon etc',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Splits a query on whitespace and hyphens, as the index was tokenized; drops stop words (and,
 * with `dropFillers`, filler words) unless nothing else is left.
 */
export function queryWords(query: string, dropFillers = true): Word[] {
  const raw = cutQuery(query)
    .toLowerCase()
    .split(tokenSeparator)
    .map(trimPunctuation)
    .filter((w) => w.length > 0);
  const meaningful = raw.filter((w) => !isStopWord(w) && !(dropFillers && fillerWords.has(w)));
  const words = (meaningful.length > 0 ? meaningful : raw).slice(0, maxWords);
  return [...new Set(words)].map((w) => ({raw: w, stem: stemOf(w)}));
}

/** Index terms a word matches: exactly, by prefix (trailing wildcard), within typos, or through a synonym. */
interface Expansion {
  word: Word;
  exact: string[];
  prefix: string[];
  /** Terms one edit away, then terms two edits away. */
  fuzzy: string[][];
  /** The docs' words for a reader's word the docs do not use. */
  synonyms: string[];
  /** How rare the word is in this index: the inverse document frequency of its matches. */
  idf: number;
}

const isNumber = (w: string): boolean => /^\d+$/.test(w);

function inIndexOf(lunrIndex: lunr.Index): (term: string) => boolean {
  const index = lunrIndex as unknown as IndexInternals;
  return (term) => Object.prototype.hasOwnProperty.call(index.invertedIndex, term);
}

/** Sections holding any of the terms, for the word's rarity. */
function documentFrequency(lunrIndex: lunr.Index, terms: readonly string[]): number {
  const index = lunrIndex as unknown as IndexInternals;
  const refs = new Set<string>();
  for (const term of terms) {
    const posting = index.invertedIndex[term] as Record<string, Record<string, unknown>> | undefined;
    if (!posting) continue;
    for (const [field, docs] of Object.entries(posting)) {
      if (field !== '_index') for (const ref of Object.keys(docs)) refs.add(ref);
    }
  }
  return refs.size;
}

function expand(loaded: LoadedIndex, word: Word, edits: number, settings: RankingSettings): Expansion {
  const lunrIndex = loaded.index!;
  const index = lunrIndex as unknown as IndexInternals;
  const inIndex = inIndexOf(lunrIndex);
  const n = loaded.documents.length;
  const idfOf = (terms: readonly string[]): number => {
    const df = documentFrequency(lunrIndex, terms);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
  if (word.phraseTerms) {
    const synonyms = word.phraseTerms.filter(inIndex);
    return {word, exact: [], prefix: [], fuzzy: [], synonyms, idf: idfOf(synonyms)};
  }
  const set = (tokenSet: lunr.TokenSet): string[] => tokenSet.intersect(index.tokenSet).toArray();
  const exact = [...new Set([word.stem, word.raw])].filter(inIndex);
  // A number is a status code, a port or a limit: "429" must not find "4290" or "428".
  const number = isNumber(word.raw);
  const prefix = number ? [] : set(TokenSet.fromString(`${word.raw}*`)).filter((t) => !exact.includes(t));
  const known = new Set([...exact, ...prefix]);
  // A word the docs use as typed is no typo: "force" must not find "form".
  const typo = !(settings.typosOnlyForUnknownWords && exact.length > 0);
  const fuzzy = fuzzyTerms(loaded.vocabulary, word.raw, word.stem, number || !typo ? 0 : edits).map((terms) =>
    terms.filter((t) => !known.has(t)),
  );
  const synonyms = settings.synonyms ? synonymsOf(word.raw, word.stem).filter((t) => inIndex(t) && !known.has(t)) : [];
  // A word the docs lack as typed weighs what its typo candidates weigh:
  // "located" is worth what "local" is, not more than any word the docs use.
  const asTyped = [...exact, ...prefix.slice(0, maxPrefixTerms), ...synonyms];
  return {word, exact, prefix, fuzzy, synonyms, idf: idfOf(asTyped.length > 0 ? asTyped : fuzzy.flat().slice(0, maxPrefixTerms))};
}

export function editsFor(word: Word, settings: FuzzySettings): number {
  if (word.raw.length >= settings.twoEditsLength) return 2;
  if (word.raw.length >= settings.minLength) return 1;
  return 0;
}

/**
 * What ranks a section beyond lunr's BM25 score. Each can be switched off,
 * so `npm run bench:search` shows what it buys.
 */
export interface RankingSettings {
  /** Filler words of questions ("is there a way to") are dropped like stop words. */
  fillerWords: boolean;
  /** Typo matching only for words the index lacks as typed. */
  typosOnlyForUnknownWords: boolean;
  /** Readers' words the docs do not use ("SSE", "k8s") also find the docs' words (src/search/synonyms.ts). */
  synonyms: boolean;
  /**
   * Coverage weighs each word by its rarity and multiplies the score, instead
   * of sorting by the share of words first: a section missing "really" is not
   * beaten by one that has "really" and lacks "stream".
   */
  weightedCoverage: boolean;
  /** A deprecated page ranks at its weight (src/plugins/search-index). */
  pageWeights: boolean;
  /** API reference pages rank higher for API terms, guides for task phrasings. */
  intent: boolean;
  /** A row the query names as code (`max_tokens`, `--workspace`, `429`, `store: true`) ranks first. */
  namedRows: boolean;
  /** A page whose title the query names ranks higher. */
  pageTitles: boolean;
  /**
   * A status code among other words is the context of a question, not its
   * subject: "413 on audio upload" asks about audio uploads. A status row
   * counts as named only when it holds most of the query (by weight).
   */
  statusInContext: boolean;
  /**
   * A page ranks by its best section plus a share of its other matching
   * sections: a page about the words beats a page with one section that
   * mentions them.
   */
  pageEvidence: boolean;
}

export const defaultRanking: RankingSettings = {
  fillerWords: true,
  typosOnlyForUnknownWords: true,
  synonyms: true,
  weightedCoverage: true,
  pageWeights: true,
  intent: true,
  namedRows: true,
  pageTitles: true,
  pageEvidence: true,
  statusInContext: true,
};
export const plainRanking: RankingSettings = {
  fillerWords: false,
  typosOnlyForUnknownWords: false,
  synonyms: false,
  weightedCoverage: false,
  pageWeights: false,
  intent: false,
  namedRows: false,
  pageTitles: false,
  pageEvidence: false,
  statusInContext: false,
};

const titleTermCache = new Map<string, string[]>();

/** A page title's words as the index holds them. */
function titleTermsOf(pageTitle: string): string[] {
  let title = titleTermCache.get(pageTitle);
  if (!title) {
    title = [...new Set(processText(pageTitle))];
    titleTermCache.set(pageTitle, title);
  }
  return title;
}

/** Share of a page title's words that its sections matched. */
function titleShare(pageTitle: string, hits: readonly Hit[]): number {
  const title = titleTermsOf(pageTitle);
  if (title.length === 0) return 0;
  const matched = new Set(hits.flatMap((h) => h.terms));
  return title.filter((t) => matched.has(t)).length / title.length;
}

/** Sections of one page among the results, so that other pages show too. */
export const maxSectionsPerPage = 3;

export interface Hit {
  document: SearchDocument;
  score: number;
  /** Share of the query's words the section contains (weighted by rarity with weightedCoverage). */
  coverage: number;
  /** Index terms the section matched: what to mark, typos corrected. */
  terms: string[];
  /** The query's words as the section matched them: typed, or corrected from a typo. */
  marks: string[];
  /** Which of the query's words the section holds as typed, one bit each. */
  words: number;
  /** Which it holds only through a typo correction. */
  typoWords: number;
  /** A table row that the query names as code does (`max_tokens`, `--workspace`, `store: true`). */
  named?: boolean;
  /** Each query word's weight in coverage (shared by the query's hits). */
  wordWeights: readonly number[];
}

/** Share of the query's words (by weight) among those marked in `words`, and at a discount in `typoWords`. */
export function coverageOf(words: number, weights: readonly number[], typoWords = 0): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return 1;
  const share = (i: number): number => {
    if (words & (1 << i)) return 1;
    return typoWords & (1 << i) ? typoCoverage : 0;
  };
  return weights.reduce((sum, w, i) => sum + share(i) * w, 0) / total;
}

function run(loaded: LoadedIndex, expansions: readonly Expansion[], withTypos: boolean, settings: RankingSettings): Hit[] {
  const index = loaded.index;
  if (!index) return [];
  const clauses = expansions.flatMap((e) => [
    ...e.exact.map((term) => ({term, boost: clauseBoosts.exact})),
    ...e.prefix.slice(0, maxPrefixTerms).map((term) => ({term, boost: clauseBoosts.prefix})),
    ...e.synonyms.map((term) => ({term, boost: clauseBoosts.synonym})),
    ...(withTypos
      ? e.fuzzy.flatMap((terms, i) =>
          terms.slice(0, maxTypoTerms).map((term) => ({term, boost: i === 0 ? clauseBoosts.oneEdit : clauseBoosts.twoEdits})),
        )
      : []),
  ]);
  if (clauses.length === 0) return [];
  const results = index.query((q) => {
    for (const clause of clauses) {
      q.term(clause.term, {usePipeline: false, boost: clause.boost});
    }
  });
  const wordWeights = expansions.map((e) => (settings.weightedCoverage ? e.idf : 1));
  // Which query word each index term stands for, and how: built once, read per result.
  const roles = new Map<string, {word: number; typo: boolean; synonym: boolean}[]>();
  const addRole = (term: string, role: {word: number; typo: boolean; synonym: boolean}): void => {
    const list = roles.get(term);
    if (list) list.push(role);
    else roles.set(term, [role]);
  };
  expansions.forEach((e, word) => {
    for (const term of [...e.exact, ...e.prefix]) addRole(term, {word, typo: false, synonym: false});
    for (const term of e.synonyms) addRole(term, {word, typo: false, synonym: true});
    if (withTypos) for (const term of e.fuzzy.flat()) addRole(term, {word, typo: true, synonym: false});
  });
  return results.map((result) => {
    const matched = Object.keys(result.matchData.metadata);
    let words = 0;
    let typoWords = 0;
    const synonymMarks: string[] = [];
    const typoMarks: {word: number; term: string}[] = [];
    for (const term of matched) {
      for (const role of roles.get(term) ?? []) {
        if (role.typo) {
          typoWords |= 1 << role.word;
          typoMarks.push({word: role.word, term});
        } else {
          words |= 1 << role.word;
          if (role.synonym) synonymMarks.push(term);
        }
      }
    }
    typoWords &= ~words;
    const marks: string[] = [];
    expansions.forEach((e, i) => {
      if (words & (1 << i) && !e.word.phraseTerms) marks.push(e.word.raw, e.word.stem);
    });
    marks.push(...synonymMarks, ...typoMarks.filter((m) => typoWords & (1 << m.word)).map((m) => m.term));
    return {
      document: loaded.documents[Number(result.ref)]!,
      score: result.score,
      coverage: coverageOf(words, wordWeights, typoWords),
      terms: matched,
      marks,
      words,
      typoWords,
      wordWeights,
    };
  });
}

/** Task phrasings: a guide (or the quickstart) answers them better than a reference. */
const taskPhrasing =
  /^\s*(how (do|can|should|would) (i|we|you)|how to|i want to|where (do|can) (i|we|you) (get|find)|set ?up|configure|install|connect|integrate|deploy|run|enable|disable|turn (on|off))\b/i;

/** Words that ask about the API itself. */
const apiWords = new Set('parameter parameters param params argument arguments field fields endpoint endpoints header headers'.split(' '));

/** An API name as code writes it: `max_tokens`, `choices[].delta`, `/v1/models`. Plain words ("input", "model") are not. */
const looksLikeCode = (w: string): boolean => /[_./[]/.test(w);

/** What the query asks for, worked out once per query. */
interface Intent {
  api: boolean;
  task: boolean;
}

function intentOf(query: string, words: readonly Word[], apiRowNames: ReadonlySet<string>): Intent {
  const api = words.some(
    (w) => apiWords.has(w.raw) || (looksLikeCode(w.raw) && apiRowNames.has(w.raw)) || /^[45]\d\d$/.test(w.raw) || w.raw.startsWith('/v1/'),
  );
  return {api, task: !api && taskPhrasing.test(query)};
}

/** Rank multiplier of a section for what the query asks. */
function intentBoost(document: SearchDocument, intent: Intent): number {
  if (intent.api && /\/api\//.test(document.sectionRoute)) return intentMultiplier;
  if (intent.task && /\/(guides\/|quickstart(#|$))/.test(document.sectionRoute)) return intentMultiplier;
  return 1;
}

const rowNameCache = new WeakMap<LoadedIndex, Set<string>>();

/** Names of the API's request and response fields in an index, as typed: `max_tokens`, `tool_choice`. */
function apiRowNamesOf(loaded: LoadedIndex): Set<string> {
  const cached = rowNameCache.get(loaded);
  if (cached) return cached;
  const names = new Set(
    loaded.documents
      .filter((d) => d.kind === 'row' && /#(request|response)-/.test(d.sectionRoute))
      .map((d) => d.sectionTitle.toLowerCase()),
  );
  rowNameCache.set(loaded, names);
  return names;
}

/**
 * Words as the index would hold them: a word with punctuation inside that
 * the index lacks whole (`title:proxy`, `proxy~2`, `stream^10`) is taken as
 * the plain words around the punctuation, as the index splits `config.extraEnv`.
 */
function plainWords(loaded: LoadedIndex, words: readonly Word[]): Word[] {
  const inIndex = inIndexOf(loaded.index!);
  const out: Word[] = [];
  for (const word of words) {
    if (!/[^\p{L}\p{N}_]/u.test(word.raw) || inIndex(word.raw) || inIndex(word.stem)) {
      out.push(word);
      continue;
    }
    const parts = word.raw.split(/[^\p{L}\p{N}_]+/u).filter((p) => p.length > 1 && !isStopWord(p));
    out.push(...parts.map((p) => ({raw: p, stem: stemOf(p)})));
  }
  return [...new Map(out.map((w) => [w.raw, w])).values()].slice(0, maxWords);
}

/** Whether the query holds every word of a page's title: "legacy completions" asks for that page, demoted or not. */
function namesPage(pageTitle: string, words: readonly Word[]): boolean {
  const typed = new Set(words.flatMap((w) => [w.raw, w.stem]));
  const title = titleTermsOf(pageTitle);
  return title.length > 0 && title.every((t) => typed.has(t));
}

/** The status code a row's title starts with (`429 Too Many Requests`), or null. */
const statusOf = (rowTitle: string): string | null => /^(\d{3})\b/.exec(rowTitle)?.[1] ?? null;

const byScore = (a: Hit, b: Hit): number => b.score - a.score;
const byRelevance = (a: Hit, b: Hit): number => b.coverage - a.coverage || b.score - a.score;

/**
 * Whether the query names a row as code does: `max_tokens`, `--workspace`,
 * `sharedPromptCache`, `429` for its status row. A plain word ("stream", "seed") names the row only
 * with a flag's dashes or a value ("stream true"), so "how do I stream" does not land on a parameter.
 */
export function namesRow(rowTitle: string, query: string): boolean {
  const status = statusOf(rowTitle);
  const name = status ?? rowTitle.split(/,\s*/).at(-1)!.split(/[\s<]/)[0]!;
  const bare = name.replace(/^-+/, '');
  if (bare.length < 2) return false;
  const text = ` ${cutQuery(query).toLowerCase()} `;
  const has = (s: string): boolean => new RegExp(`[\\s"'\`(]${escapeRegExp(s.toLowerCase())}[\\s"'\`),:.]`).test(text);
  const codeLike = status !== null || /[_.[-]/.test(bare) || /[a-z][A-Z]/.test(bare);
  // A plain name with a value names the parameter too: "store true", "stream: true", "echo=false".
  const withValue = new RegExp(`(^|\\s)${escapeRegExp(bare.toLowerCase())}\\s*(:|=|\\s)\\s*(true|false|null|-?\\d+(\\.\\d+)?)(\\s|$)`).test(
    text.trim(),
  );
  return (name !== bare && has(name)) || (codeLike && has(bare)) || withValue;
}

const phraseCache = new WeakMap<LoadedIndex, FoundPhrase[]>();

/**
 * Parameter names typed with spaces ("max tokens", "tool choice") stand for
 * the parameter: built from the rows of the index itself.
 */
function parameterPhrasesOf(loaded: LoadedIndex): FoundPhrase[] {
  const cached = phraseCache.get(loaded);
  if (cached) return cached;
  const phrases = [
    ...new Map(
      loaded.documents
        .filter((d) => d.kind === 'row' && /^[a-z0-9]+(_[a-z0-9]+)+$/.test(d.sectionTitle))
        .map((d) => [d.sectionTitle, {phrase: d.sectionTitle.replace(/_/g, ' '), terms: processText(d.sectionTitle)}] as const),
    ).values(),
  ];
  phraseCache.set(loaded, phrases);
  return phrases;
}

/** The query's words: its phrases (with synonyms) as one word each, then the plain words. */
function wordsOf(loaded: LoadedIndex, query: string, settings: RankingSettings): Word[] {
  const text = cutQuery(query);
  const {rest, phrases} = settings.synonyms ? findPhrases(text, parameterPhrasesOf(loaded)) : {rest: text, phrases: []};
  let plain = plainWords(loaded, queryWords(rest, settings.fillerWords));
  // Stop words were kept only because nothing else was left; the phrases are.
  if (phrases.length > 0) plain = plain.filter((w) => !isStopWord(w.raw) && !fillerWords.has(w.raw));
  return [...phrases.map((p) => ({raw: p.phrase, stem: p.phrase, phraseTerms: p.terms})), ...plain].slice(0, maxWords);
}

function rank(hit: Hit, settings: RankingSettings, words: readonly Word[], intent: Intent): number {
  let value = hit.score;
  // A row the query names is what it asks for; its other words say what about it.
  if (hit.named) value *= namedRowBoost;
  if (settings.weightedCoverage) value *= hit.coverage ** sectionCoverageExponent;
  if (settings.pageWeights && hit.document.weight !== 1 && !namesPage(hit.document.pageTitle, words)) value *= hit.document.weight;
  if (settings.intent) value *= intentBoost(hit.document, intent);
  return value;
}

/** Every matching section, best first. Typos are tried only when exact and prefix matches find too little. */
export function searchSections(
  loaded: LoadedIndex,
  query: string,
  fuzzySettings: FuzzySettings | null = defaultFuzzy,
  settings: RankingSettings = defaultRanking,
): Hit[] {
  if (!loaded.index) return [];
  const words = wordsOf(loaded, query, settings);
  if (words.length === 0) return [];
  const expansions = words.map((w) => expand(loaded, w, fuzzySettings ? editsFor(w, fuzzySettings) : 0, settings));
  const hits = new Map(run(loaded, expansions, false, settings).map((h) => [h.document.id, h]));
  const complete = [...hits.values()].filter((h) => h.coverage >= 0.999).length;
  // The retry matters only when some word has typo candidates; otherwise it would repeat the first run.
  const hasTypoCandidates = expansions.some((e) => e.fuzzy.some((terms) => terms.length > 0));
  if (fuzzySettings && hasTypoCandidates && complete < fuzzySettings.retryBelow) {
    for (const h of run(loaded, expansions, true, settings)) {
      const before = hits.get(h.document.id);
      // A section found only through a typo ranks below one found as typed.
      if (!before || h.coverage > before.coverage) hits.set(h.document.id, {...h, score: h.score * typoRetryScore});
    }
  }
  const intent = intentOf(query, words, apiRowNamesOf(loaded));
  const namedTitles = new Map<string, boolean>();
  const isNamed = (title: string): boolean => {
    let named = namedTitles.get(title);
    if (named === undefined) {
      named = namesRow(title, query);
      namedTitles.set(title, named);
    }
    return named;
  };
  // The hits are this search's own objects: rank them in place.
  const ranked = [...hits.values()];
  for (const hit of ranked) {
    hit.named =
      settings.namedRows &&
      hit.document.kind === 'row' &&
      isNamed(hit.document.sectionTitle) &&
      !(settings.statusInContext && statusOf(hit.document.sectionTitle) !== null && hit.coverage < namedStatusCoverage);
    hit.score = rank(hit, settings, words, intent);
  }
  return ranked.sort(settings.weightedCoverage ? byScore : byRelevance);
}

export interface ResultGroup {
  pageTitle: string;
  /** The page's route, without anchor. */
  page: string;
  /** The page's rank: its best section's score, with the others' evidence. */
  score: number;
  /** Its matching sections, best first. */
  hits: Hit[];
}

function evidenceOf(hits: readonly Hit[]): Hit[] {
  const evidence: Hit[] = [];
  let rows = 0;
  for (const hit of hits) {
    if (evidence.length > otherSectionsCounted) break;
    if (hit.document.kind === 'row' && rows++ > 0) continue;
    evidence.push(hit);
  }
  return evidence;
}

/** Matching pages, best first, each with its sections best first. */
export function searchPages(
  loaded: LoadedIndex,
  query: string,
  fuzzySettings: FuzzySettings | null = defaultFuzzy,
  settings: RankingSettings = defaultRanking,
): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of searchSections(loaded, query, fuzzySettings, settings)) {
    const page = hit.document.sectionRoute.split('#')[0]!;
    const group = groups.get(page);
    if (group) group.hits.push(hit);
    else groups.set(page, {pageTitle: hit.document.pageTitle, page, score: 0, hits: [hit]});
  }
  for (const group of groups.values()) {
    const [best] = group.hits;
    group.score = best!.score;
    if (settings.pageEvidence) {
      // The sections that count as evidence: the best few, with one row at
      // most, so that a table's rows do not crowd out the page's prose. A
      // long page does not cover a question by holding each word somewhere.
      const evidence = evidenceOf(group.hits);
      group.score += otherSectionsShare * evidence.slice(1).reduce((sum, h) => sum + h.score, 0);
      if (settings.weightedCoverage) {
        const words = evidence.reduce((all, h) => all | h.words, 0);
        const typoWords = evidence.reduce((all, h) => all | h.typoWords, 0) & ~words;
        // A page whose best section is a row the query names needs no other word as much.
        group.score *= coverageOf(words, best!.wordWeights, typoWords) ** (best!.named ? 1 : pageCoverageExponent);
      }
    }
    if (settings.pageTitles) group.score *= 1 + pageTitleBoost * titleShare(group.pageTitle, group.hits);
  }
  return [...groups.values()].sort((a, b) => b.score - a.score);
}

/**
 * The results over the given indexes (a page's search tags): pages best
 * first, each with at most `maxSectionsPerPage` sections, `maxResults` in all.
 */
export function search(indexes: readonly LoadedIndex[], query: string, fuzzySettings: FuzzySettings | null = defaultFuzzy): ResultGroup[] {
  const pages = indexes.flatMap((loaded) => searchPages(loaded, query, fuzzySettings)).sort((a, b) => b.score - a.score);
  const out: ResultGroup[] = [];
  let left = maxResults;
  for (const group of pages) {
    if (left === 0) break;
    const hits = group.hits.slice(0, Math.min(maxSectionsPerPage, left));
    out.push({...group, hits});
    left -= hits.length;
  }
  return out;
}

/**
 * Words to mark in a hit's snippet and in the page it opens: the words typed
 * (a mark runs to the end of the word, so "attest" marks "attestation"), the
 * docs' words that a synonym stood for ("stream" for "SSE"), and for a word
 * the section matched only through a typo, the corrected word. Stop and filler
 * words are never marked. Without a hit: the words as typed.
 */
export function highlightTerms(query: string, hit?: Hit): string[] {
  const marks = hit ? hit.marks : queryWords(query).flatMap((w) => [w.raw, w.stem]);
  return [...new Set(marks)].filter((t) => t.length > 1);
}

/**
 * The ranking's numbers, in one place: how much each way of matching a word
 * counts, and how much each ranking change (engine.ts, `RankingSettings`)
 * multiplies a score by. Chosen with `npm run bench:search` on the committed
 * query sets; change one, rerun, and compare within the run.
 */

/** lunr boosts of the terms a query word matches, by how it matched them. */
export const clauseBoosts = {
  /** The word as typed, or its stem: what the reader meant for certain. */
  exact: 10,
  /** Index terms the word starts (a word still being typed): weak, there are many. */
  prefix: 1,
  /** The docs' words for a reader's word (synonyms.ts): meant, but not what was typed. */
  synonym: 5,
  /** A term one edit from the word: probably a typo of it. */
  oneEdit: 0.5,
  /** A term two edits away: a guess. */
  twoEdits: 0.2,
} as const;

/** Prefix terms queried per word: "a" would otherwise expand to hundreds. */
export const maxPrefixTerms = 40;
/** Typo candidates queried per word and per edit distance. */
export const maxTypoTerms = 20;

/** A section found only in the typo retry counts for this share of its score: below any found as typed. */
export const typoRetryScore = 0.5;

/**
 * A word found only through a typo correction counts for this share of
 * itself in coverage: "force", which the docs never use, must not be as good
 * as found when it matches "form".
 */
export const typoCoverage = 0.5;

/**
 * How coverage scales a score: a section by its own coverage, a page (with
 * pageEvidence) by the coverage of its evidence (its best few sections)
 * together, cubed, so a page that misses a rare word of the question falls
 * well below one that answers all of it, even in different sections.
 */
export const sectionCoverageExponent = 1;
export const pageCoverageExponent = 3;

/** Share of a page's other matching sections' scores added to its best section's. */
export const otherSectionsShare = 0.25;
/** How many of a page's other sections count as evidence: a long page must not win by holding each word somewhere. */
export const otherSectionsCounted = 3;

/** A page whose title the query names ranks up to (1 + this) times higher: "revocation server" asks for Certificate revocation. */
export const pageTitleBoost = 3;

/** A row the query names as code (`max_tokens`, `--workspace`, `429`) counts this many times: it is what the query asks for. */
export const namedRowBoost = 3;

/** API pages for API terms and status codes, guides and the quickstart for task phrasings. */
export const intentBoost = 1.5;

/**
 * With statusInContext, the share of the query (by weight) a status row must
 * hold to count as named: "429 too many requests" names the 429 row, "413 on
 * audio upload" does not.
 */
export const namedStatusCoverage = 0.8;

/**
 * Typo matching against the index's stemmed terms. lunr's own fuzzy token
 * sets miss insertions ("atest" never reaches "attest"), and a typed word
 * has its suffix while the index holds stems ("encrytpion" vs "encrypt"),
 * so a term matches when it is within `maxEdits` of the word, of the word's
 * stem, or of a prefix of the word about as long as the term.
 */

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, prevPrev[j - 2]! + 1);
      }
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Distance from an index term to what the reader typed (word and stem), prefix-aware. */
export function termDistance(term: string, word: string, stem: string, maxEdits: number): number {
  let best = Math.min(editDistance(term, word, maxEdits), editDistance(term, stem, maxEdits));
  // A stem is a prefix of its words: compare with prefixes of the typed word.
  if (term.length >= Math.max(4, Math.ceil(word.length / 2))) {
    for (let k = term.length - maxEdits; k <= term.length + maxEdits && best > 0; k++) {
      if (k >= 1 && k < word.length) best = Math.min(best, editDistance(term, word.slice(0, k), maxEdits));
    }
  }
  return best;
}

/**
 * Terms within `maxEdits`, grouped by distance (index 0: one edit away, ...).
 * Typos rarely hit a word's first letter, so a term must share it; that keeps
 * "atestation" off "test".
 */
export function fuzzyTerms(vocabulary: readonly string[], word: string, stem: string, maxEdits: number): string[][] {
  const byDistance: string[][] = Array.from({length: maxEdits}, () => []);
  if (maxEdits === 0) return byDistance;
  for (const term of vocabulary) {
    if (term[0] !== word[0] || term.length < 3) continue;
    // 0: the term is the typed word cut short ("attest" in "attestaton"),
    // which the prefix search cannot find: as near as one edit.
    const d = termDistance(term, word, stem, maxEdits);
    if (d <= maxEdits) byDistance[Math.max(0, d - 1)]!.push(term);
  }
  return byDistance;
}

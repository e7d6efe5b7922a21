/** Text around the first match, split into marked and unmarked parts. No HTML: React renders it. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** A string matched literally inside a RegExp. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches any of the terms at the start of a word, to the end of that word. */
export function termPattern(terms: readonly string[]): RegExp | null {
  const usable = terms.filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

export function snippet(text: string, terms: readonly string[], width = 160): SnippetPart[] {
  const pattern = termPattern(terms);
  const first = pattern ? text.search(pattern) : -1;
  let start = first <= width / 3 ? 0 : first - Math.floor(width / 3);
  // Start and end on word boundaries.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(text.length, start + width);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > Math.max(start, first) ? space : end;
  }
  const window = text.slice(start, end);
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({text: '… ', mark: false});
  let last = 0;
  if (pattern) {
    for (const match of window.matchAll(pattern)) {
      if (match.index > last) parts.push({text: window.slice(last, match.index), mark: false});
      parts.push({text: match[0], mark: true});
      last = match.index + match[0].length;
    }
  }
  if (last < window.length) parts.push({text: window.slice(last), mark: false});
  if (end < text.length) parts.push({text: ' …', mark: false});
  return parts;
}

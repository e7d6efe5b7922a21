/**
 * Recent searches: the queries whose result a reader opened, newest first.
 * They stay in this browser's local storage (nothing is sent anywhere) and
 * "Clear recent searches" deletes them.
 */
export const recentSearchesKey = 'confidant-search-recent';
const maxRecent = 5;

export function parseRecent(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, maxRecent) : [];
  } catch {
    return [];
  }
}

/** The box already caps a query at 512 characters (a longer one is cut there). */
export function withRecent(recent: readonly string[], query: string): string[] {
  const q = query.trim();
  return q ? [q, ...recent.filter((r) => r !== q)].slice(0, maxRecent) : [...recent];
}

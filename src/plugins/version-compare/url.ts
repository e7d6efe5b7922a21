/**
 * The compare view's URL. Imports nothing, so the "Compare with version"
 * menu on every docs page carries no data module into the page's chunks.
 */

/** The view's route. */
export const compareRoute = '/compare';

/** The page matrix path ('' for a version's introduction) as the view's `page` parameter and file name. */
export function pageParam(path: string): string {
  return path === '' ? 'intro' : path;
}

/** The view's URL; `from` must be the older version. */
export function orderedCompareUrl(path: string, from: string, to: string): string {
  // Slashes are valid in a query, and the URL stays readable.
  return `${compareRoute}?page=${encodeURIComponent(pageParam(path)).replaceAll('%2F', '/')}&from=${from}&to=${to}`;
}

/**
 * Where the Markdown twin of a page lives. The twin generator (build time),
 * the page head's rel=alternate link, the page actions and llms.txt all call
 * this one function, so they cannot disagree on a URL.
 *
 * The site has trailingSlash: false, so a page `/a/b` is the file `a/b.html`
 * and its twin is `a/b.md` beside it; a version root `/1.23` (file
 * `1.23.html`) has `/1.23.md`; the site root `/` has `/index.md`.
 */
export function markdownTwinPath(permalink: string): string {
  const path = permalink.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) {
    throw new Error(`markdownTwinPath: expected a site-absolute permalink, got ${JSON.stringify(permalink)}`);
  }
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** The one URL of a page (trailingSlash: false): a version root's permalink `/next/` is `/next`. */
export function pageRoute(permalink: string): string {
  return permalink === '/' ? '/' : permalink.replace(/\/+$/, '');
}

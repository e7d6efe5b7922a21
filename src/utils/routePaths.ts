/**
 * Which page the app renders for a path: the rules the router's location goes
 * through before anything renders (src/plugins/rendered-location) and the
 * address bar's `.html` rule (src/clientModules/htmlSuffix.ts). Pure, so that
 * the unit tests can run them on route tables of their own.
 */

/** A route as `@generated/routes` lists it. */
export interface RouteEntry {
  path: string;
  exact?: boolean;
  routes?: RouteEntry[];
}

const htmlSuffix = /(?:\/index)?\.html$/;

/** The path without its suffix, or null when it keeps it (no suffix, or a route registered with it). */
export function strippedPath(pathname: string, hasExactRoute: (pathname: string) => boolean): string | null {
  if (!htmlSuffix.test(pathname) || hasExactRoute(pathname)) return null;
  return pathname.replace(htmlSuffix, '') || '/';
}

/**
 * The paths a page is registered at: every route marked exact, at any depth
 * (the docs plugin nests each version's pages under catch-all routes).
 */
export function pagePaths(routes: readonly RouteEntry[]): Set<string> {
  const paths = new Set<string>();
  const visit = (list: readonly RouteEntry[]): void => {
    for (const route of list) {
      if (route.exact === true) paths.add(route.path);
      if (route.routes) visit(route.routes);
    }
  };
  visit(routes);
  return paths;
}

/**
 * The path the app renders for the router's `pathname`: the path itself when
 * a page is registered at exactly it (one trailing slash aside, as the router
 * allows), else `notFoundPathname`, the path the not-found page is rendered
 * at. Letter case counts, as it does for the files the servers look up: the
 * router alone would match `/Quickstart` to the Quickstart page.
 */
export function renderedPathname(pathname: string, pages: ReadonlySet<string>, notFoundPathname: string): string {
  if (pages.has(pathname)) return pathname;
  if (pathname.length > 1 && pathname.endsWith('/') && pages.has(pathname.slice(0, -1))) return pathname;
  return notFoundPathname;
}

/**
 * A `.html` or `/index.html` URL that no route matches loses the suffix
 * before React starts (spec §2: the suffix is stripped when no route matches).
 *
 * Our servers redirect such URLs, but a plain static host answers
 * `/a/b.html` with the page of `/a/b`. Core's router strips the suffix only
 * for rendering (normalizeLocation), while its first preload uses the URL as
 * it is: the page's own chunks were not loaded when React hydrated, so it
 * rendered a loader where the server HTML had the page (React error #418)
 * and then loaded the chunk. Replacing the URL first (same rule as core's
 * normalizeLocation) makes the preload, the router and the address bar agree
 * with the HTML the host sent.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

const suffix = /(?:\/index)?\.html$/;

/** The path without its suffix, or null when it keeps it (no suffix, or a route registered with it). */
export function strippedPath(pathname: string, hasExactRoute: (pathname: string) => boolean): string | null {
  if (!suffix.test(pathname) || hasExactRoute(pathname)) return null;
  return pathname.replace(suffix, '') || '/';
}

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const stripped = strippedPath(pathname, (p) => matchRoutes(routes, p).some(({route}) => route.exact === true));
  if (stripped !== null) window.history.replaceState(window.history.state, '', `${stripped}${search}${hash}`);
}

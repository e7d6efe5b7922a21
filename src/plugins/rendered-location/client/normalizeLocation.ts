/**
 * Wraps @docusaurus/core's lib/client/normalizeLocation.js (3.10.2), which
 * ./index.ts replaces by alias. Core's App renders the routes at
 * `normalizeLocation(useLocation())` and hands that location to the scroll
 * after navigation and to the client modules' lifecycles, so this is the one
 * place that decides what every part of the app sees. Core's function runs
 * first and keeps its rule (a `.html` suffix no route has is dropped); this
 * adds two, on its result:
 *
 * - A path no page is registered at renders as the not-found page renders in
 *   build/404.html, at `/404`. The servers answer every such path with that
 *   file, but the router matched the path itself: under a version prefix
 *   (`/1.23/x`) it is the docs plugin's catch-all for that version, whose
 *   navbar names 1.23 where the file names 1.28, and `/Quickstart` (letter
 *   case) is the Quickstart page. React then found other HTML than it
 *   rendered and logged a hydration error (#418). A client-side navigation to
 *   such a path shows the same page as a full load.
 * - A hash that is not valid percent-encoding (`#%E0%A4`) gets its stray `%`
 *   written as `%25`. Core's scroll after navigation
 *   (lib/client/ClientLifecyclesDispatcher.js, line 33) calls
 *   `decodeURIComponent(hash)` unguarded: it threw "URI malformed" and the
 *   page crashed. Now it decodes to the fragment as written and scrolls to
 *   an element with that id, else our hashWithoutTarget client module
 *   scrolls to the top.
 *
 * Neither can be done by configuration or by a client module: the first
 * render and the scroll happen in core before any client module is called,
 * with this location, and a link's navigation passes nowhere a client module
 * could change it. tests/unit/renderedLocation.test.ts fails when one of the
 * core files this depends on changes.
 */
import type {Location} from 'history';
import routes from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import coreNormalizeLocation from '@docusaurus/core/lib/client/normalizeLocation.js';
import {reencodeMalformed} from '../../../utils/percentEncoding';
import {pagePaths, renderedPathname, type RouteEntry} from '../../../utils/routePaths';

// Typed as react-router-config's routes, whose paths may be lists; core writes each as one string.
const pages = pagePaths(routes as unknown as RouteEntry[]);

/** Where core renders build/404.html: its route path `/404.html`, less the suffix core's normalizeLocation drops. */
export const notFoundPathname = `${siteConfig.baseUrl}404`;

export default function normalizeLocation<T extends Location>(location: T): T {
  const normalized = coreNormalizeLocation(location);
  const pathname = renderedPathname(normalized.pathname, pages, notFoundPathname);
  const hash = reencodeMalformed(normalized.hash);
  // Core returns the router's own object for a page's path; keep it, so nothing sees a new location.
  if (pathname === normalized.pathname && hash === normalized.hash) return normalized;
  return {...normalized, pathname, hash};
}

/**
 * The path the app renders for the address bar's pathname (percent-encoded,
 * as `window.location.pathname` has it; the router decodes it with decodeURI).
 * The client entry preloads this route before React hydrates.
 */
export function renderedPathnameOf(addressPathname: string): string {
  return normalizeLocation({pathname: decodeURI(addressPathname), search: '', hash: '', state: undefined}).pathname;
}

/**
 * Wraps @docusaurus/core's lib/client/normalizeLocation.js (3.10.2), which
 * ./index.ts replaces by alias. Core's App renders the routes at
 * `normalizeLocation(useLocation())` and hands that location to the scroll
 * after navigation and to the client modules' lifecycles, so this is the one
 * place that decides what every part of the app sees. Core's function runs
 * first and keeps its rule (a `.html` suffix no route has is dropped); this
 * adds one, on its result:
 *
 * - A hash that is not valid percent-encoding (`#%E0%A4`) gets its stray `%`
 *   written as `%25`. Core's scroll after navigation
 *   (lib/client/ClientLifecyclesDispatcher.js, line 33) calls
 *   `decodeURIComponent(hash)` unguarded: it threw "URI malformed" and the
 *   page crashed. Now it decodes to the fragment as written and scrolls to
 *   an element with that id, else our hashWithoutTarget client module
 *   scrolls to the top.
 *
 * This cannot be done by configuration or by a client module: the scroll
 * happens in core before any client module is called, with this location,
 * and a link's navigation passes nowhere a client module could change it.
 * tests/unit/renderedLocation.test.ts fails when one of the core files this
 * depends on changes.
 */
import type {Location} from 'history';
import coreNormalizeLocation from '@docusaurus/core/lib/client/normalizeLocation.js';
import {reencodeMalformed} from '../../utils/percentEncoding';

export default function normalizeLocation<T extends Location>(location: T): T {
  const normalized = coreNormalizeLocation(location);
  const hash = reencodeMalformed(normalized.hash);
  // Core returns the router's own object for a page's path; keep it, so nothing sees a new location.
  if (hash === normalized.hash) return normalized;
  return {...normalized, hash};
}

/**
 * A `.html` or `/index.html` suffix that no route has is stripped from the
 * address: before React starts, and after each client-side navigation.
 *
 * First load: our servers redirect such URLs, but a plain static host answers
 * `/a/b.html` with the page of `/a/b`. Core's router strips the suffix only
 * for rendering (normalizeLocation), while its first preload uses the URL as
 * it is: the page's own chunks were not loaded when React hydrated, so it
 * rendered a loader where the server HTML had the page (React error #418)
 * and then loaded the chunk. Replacing the URL first (same rule as core's
 * normalizeLocation) makes the preload, the router and the address bar agree
 * with the HTML the host sent.
 *
 * Navigation: a link or a Back/Forward to `/a/b.html` rendered `/a/b` and
 * left the suffix in the address bar. The entry is replaced once the page
 * has rendered. The router's own record of the location keeps the suffix
 * until the next navigation; what renders, core's normalized location,
 * already has none.
 */
import routes from '@generated/routes';
import type {ClientModule} from '@docusaurus/types';
import {matchRoutes} from 'react-router-config';
import {strippedPath} from '../utils/routePaths';

function stripSuffixFromAddress(): void {
  const {pathname, search, hash} = window.location;
  const stripped = strippedPath(pathname, (p) => matchRoutes(routes, p).some(({route}) => route.exact === true));
  if (stripped !== null) window.history.replaceState(window.history.state, '', `${stripped}${search}${hash}`);
}

if (typeof window !== 'undefined') stripSuffixFromAddress();

const clientModule: ClientModule = {
  onRouteDidUpdate: stripSuffixFromAddress,
};

export default clientModule;

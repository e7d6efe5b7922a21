/**
 * An address whose path is not valid percent-encoding (`/%E0%A4`) gets its
 * stray `%` written as `%25` before the router reads it. The router (history)
 * and core's route preload decode every path with decodeURI, which threw
 * "URI malformed": on a first load React never started (the servers' not-found
 * page stayed dead: no search, no colour toggle), and a Back or Forward to
 * such an address threw in the router's listener. The new address names the
 * same missing page, and decodes to the characters the reader typed.
 *
 * Repeated slashes are merged too (`//quickstart` is `/quickstart`). Our
 * servers redirect such an address, but a host that serves it as it is
 * sends the page of the merged path, while the router would find no route
 * at `//quickstart` and turn the page into the not-found page.
 */
import {reencodeMalformed} from '../utils/percentEncoding';

function reencodeAddress(): void {
  const {pathname, search, hash} = window.location;
  const readable = reencodeMalformed(pathname).replace(/\/{2,}/g, '/');
  if (readable !== pathname) window.history.replaceState(window.history.state, '', `${readable}${search}${hash}`);
}

if (typeof window !== 'undefined') {
  // Before the client entry preloads the route and creates the router.
  reencodeAddress();
  // Registered before the router's own listener (it adds one when React
  // mounts it), so this runs first on every Back and Forward.
  window.addEventListener('popstate', reencodeAddress);
}

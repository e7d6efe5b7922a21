/**
 * Local plugin: the navbar shows at the page end and on every scroll up
 * (a reader who reaches the end finds the navigation there), which theme-common's useHideableNavbar does not do and has no
 * option for. The hook is replaced by ./client/useHideableNavbar.ts, with the same
 * API, through an alias: theme-classic's Navbar stays as it is, unswizzled.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(import.meta.url);

/** theme-common's hook as its internal index imports it (a relative, extensionless request). */
export const upstreamHideableNavbarModule = path.join(
  path.dirname(requireHere.resolve('@docusaurus/theme-common')),
  'hooks',
  'useHideableNavbar',
);

export default function hideableNavbarPlugin(): Plugin {
  return {
    name: 'hideable-navbar',
    configureWebpack: () => ({
      resolve: {alias: {[upstreamHideableNavbarModule]: fileURLToPath(new URL('client/useHideableNavbar.ts', import.meta.url))}},
    }),
  };
}

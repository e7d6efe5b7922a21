/**
 * Local plugin: the banner a page shows when its scripts and styles did not
 * load because the site is served under another base URL than it was built
 * for. Core's banner says "Your Docusaurus site did not load properly" and
 * links docusaurus.io; ours says "Your site did not load properly", with the
 * base URL it was built for and the one the page is at. Core's module is
 * replaced by ./client/BaseUrlIssueBanner.tsx through an alias (registered in
 * src/plugins/upstream-register/register.ts); `baseUrlIssueBanner` in the
 * config still turns it on and off.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(import.meta.url);

/** Core's banner as its App imports it (a relative, extensionless request). */
export const upstreamBannerModule = path.join(
  path.dirname(requireHere.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'BaseUrlIssueBanner',
);

export default function baseUrlBannerPlugin(): Plugin {
  return {
    name: 'base-url-banner',
    configureWebpack: () => ({
      resolve: {alias: {[upstreamBannerModule]: fileURLToPath(new URL('client/BaseUrlIssueBanner.tsx', import.meta.url))}},
    }),
  };
}

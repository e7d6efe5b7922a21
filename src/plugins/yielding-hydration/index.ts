/**
 * Local plugin: the updates React makes right after hydration run as
 * transitions, so that they yield to the browser instead of blocking it.
 * Docusaurus hydrates inside startTransition already (core's clientEntry),
 * but the state its providers set in effects just after hydration renders at
 * default priority, which React does not split. See ./client/browserContext.tsx.
 * And main.js starts the app in several tasks, not one: ./client/clientEntry.tsx.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(import.meta.url);

const coreClient = path.join(path.dirname(requireHere.resolve('@docusaurus/core/package.json')), 'lib', 'client');

/** core's module as App.js and useIsBrowser import it (relative, extensionless). */
export const upstreamBrowserContextModule = path.join(coreClient, 'browserContext');

/** core's client entry, as its webpack config names it. */
export const upstreamClientEntry = path.join(coreClient, 'clientEntry.js');

export default function yieldingHydrationPlugin(): Plugin {
  return {
    name: 'yielding-hydration',
    configureWebpack: () => ({
      resolve: {
        alias: {
          [upstreamBrowserContextModule]: fileURLToPath(new URL('client/browserContext.tsx', import.meta.url)),
          [upstreamClientEntry]: fileURLToPath(new URL('client/clientEntry.tsx', import.meta.url)),
        },
      },
    }),
  };
}

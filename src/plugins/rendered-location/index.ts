/**
 * Local plugin: the location the app renders, as ./client/normalizeLocation.ts
 * makes it (a path no page is registered at renders the not-found page; a
 * hash that is not valid percent-encoding is made readable). It replaces
 * core's client/normalizeLocation by alias; that module wraps core's own.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(import.meta.url);

const coreClient = path.join(path.dirname(requireHere.resolve('@docusaurus/core/package.json')), 'lib', 'client');

/** core's module as App.js imports it (relative, extensionless): the wrapper's own import, with `.js`, is left alone. */
export const upstreamNormalizeLocationModule = path.join(coreClient, 'normalizeLocation');

/** The core files the wrapper depends on, each read by tests/unit/renderedLocation.test.ts. */
export const upstreamFiles = {
  /** Wrapped: strips a `.html` suffix no route has. */
  normalizeLocation: `${upstreamNormalizeLocationModule}.js`,
  /** Renders routes, and hands the lifecycles, at `normalizeLocation(useLocation())`. */
  app: path.join(coreClient, 'App.js'),
  /** Scrolls to `decodeURIComponent(location.hash)` after a navigation, unguarded. */
  clientLifecyclesDispatcher: path.join(coreClient, 'ClientLifecyclesDispatcher.js'),
};

export default function renderedLocationPlugin(): Plugin {
  return {
    name: 'rendered-location',
    configureWebpack: () => ({
      resolve: {
        alias: {
          [upstreamNormalizeLocationModule]: fileURLToPath(new URL('client/normalizeLocation.ts', import.meta.url)),
        },
      },
    }),
  };
}

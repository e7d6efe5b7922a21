/**
 * Local plugin: a page's `##` sections hydrate one by one, after the rest of
 * the page (./rehype.ts wraps each in ./DeferredSection.tsx, a Suspense
 * boundary). This part makes the server write every section in place
 * (./renderToHtml.ts).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(import.meta.url);

/** core's module as its server entry imports it (relative, extensionless). */
export const upstreamRenderToHtml = path.join(
  path.dirname(requireHere.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'renderToHtml',
);

export default function deferredHydrationPlugin(): Plugin {
  return {
    name: 'deferred-hydration',
    configureWebpack: (_config, isServer) =>
      isServer ? {resolve: {alias: {[upstreamRenderToHtml]: fileURLToPath(new URL('renderToHtml.ts', import.meta.url))}}} : {},
  };
}

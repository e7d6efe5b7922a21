/**
 * Local plugin: fewer and smaller script files on a first visit (the first-visit
 * budget of 150 KB counts bytes as transferred, response headers included).
 *
 * - The docs layout in one chunk. Each docs route loads the components
 *   DocsRoot, DocVersionRoot, DocRoot and DocItem, the docs plugin's
 *   `__plugin.json`, and the chunks webpack split out of them: eight script
 *   files on every page, some of 300 bytes, each with about 1.2 KB of
 *   response headers. Every page but /compare and the not-found page is a docs
 *   page, so those modules load together; one chunk holds them, and core's
 *   `common` chunk (modules most pages use) joins it.
 * - tslib. @docusaurus/utils-common (CommonJS) requires tslib for a single
 *   helper, and a CommonJS require takes the whole module: 11 KB, about 4 KB
 *   compressed, in main.js. Its requests get a module with that helper alone.
 * - The runtime in main.js: runtime~main.js was one more request on every
 *   page, and main.js changes with every page added anyway (it holds the
 *   routes), so a separate runtime saved no re-download.
 * - Generated data the browser never reads: the page template in the site
 *   config, and the docs' descriptions in each version's metadata
 *   (./trimForBrowser.cjs).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import type {Chunk, ChunkGraph, Module} from 'webpack';

/** The modules a docs route imports for its layout (not its page). */
const docsLayoutRoot =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](DocsRoot|DocVersionRoot|DocRoot|DocItem)[\\/]index\.js$|[\\/]docusaurus-plugin-content-docs[\\/]default[\\/]__plugin\.json$/;

export const docsLayoutChunkName = 'docs-layout';

const resourceOf = (module: Module): string => (module as Module & {resource?: string}).resource ?? '';

/** True for a chunk that an import() of a docs layout module created. */
export function isDocsLayoutChunk(chunk: Chunk, chunkGraph: ChunkGraph): boolean {
  for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
    if (docsLayoutRoot.test(resourceOf(module))) return true;
  }
  return false;
}

/** utils-common's own files, whose `require("tslib")` gets ./client/tslibHelpers.ts. */
export const utilsCommonDir = /[\\/]@docusaurus[\\/]utils-common[\\/]lib$/;

export const tslibHelpersModule = fileURLToPath(new URL('client/tslibHelpers.ts', import.meta.url));

const trimLoader = fileURLToPath(new URL('trimForBrowser.cjs', import.meta.url));

/** The generated modules ./trimForBrowser.cjs trims. */
export const generatedSiteConfig = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;
export const versionMetadata = /[\\/]docusaurus-plugin-content-docs[\\/]default[\\/]p[\\/][^\\/]+\.json$/;

export default function firstVisitChunksPlugin(): Plugin {
  return {
    name: 'first-visit-chunks',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const layoutChunks = new WeakMap<Chunk, boolean>();
      return {
        module: {
          rules: [
            {test: generatedSiteConfig, use: [{loader: trimLoader, options: {trim: 'siteConfig'}}]},
            {test: versionMetadata, use: [{loader: trimLoader, options: {trim: 'versionMetadata'}}]},
          ],
        },
        optimization: {
          runtimeChunk: false,
          splitChunks: {
            cacheGroups: {
              // Core's group for modules most pages use (Tabs, the MDX
              // provider) goes to the same file; the rest of its settings
              // merge with core's. Enforced: what is left for it is smaller
              // than the minimum size of a chunk of its own.
              common: {name: docsLayoutChunkName, enforce: true},
              docsLayout: {
                name: docsLayoutChunkName,
                // Above core's `common` (40); CSS still goes to `styles` (50).
                priority: 45,
                enforce: true,
                chunks: 'async',
                test: (module: Module, {chunkGraph}: {chunkGraph: ChunkGraph}) => {
                  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
                    let isLayout = layoutChunks.get(chunk);
                    if (isLayout === undefined) {
                      isLayout = isDocsLayoutChunk(chunk, chunkGraph);
                      layoutChunks.set(chunk, isLayout);
                    }
                    if (isLayout) return true;
                  }
                  return false;
                },
              },
            },
          },
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resource: {context: string; request: string}) => {
            if (utilsCommonDir.test(path.normalize(resource.context))) resource.request = tslibHelpersModule;
          }),
        ],
      };
    },
  };
}

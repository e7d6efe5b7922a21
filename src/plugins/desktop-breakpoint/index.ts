/**
 * Local plugin: 996 px wide is desktop: the mobile layout is for
 * windows below 996 px. Infima, theme-classic and theme-common all treat 996 px as mobile,
 * in CSS and in JS, and have no option for it (facebook/docusaurus#9603).
 * Both are moved here, together, so CSS and JS always agree: every media
 * query at the breakpoint is rewritten by a PostCSS plugin (Infima's, the
 * theme's and ours alike: write breakpoints as Infima does), and
 * theme-common's useWindowSize is replaced by ./client/useWindowSize.ts.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import type {PluginCreator} from 'postcss';
import {moveBreakpoint} from './client/breakpoint';

const requireHere = createRequire(import.meta.url);

/** theme-common's hook as its index imports it (a relative, extensionless request). */
export const upstreamWindowSizeModule = path.join(path.dirname(requireHere.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize');

export const postcssMoveBreakpoint: PluginCreator<void> = () => ({
  postcssPlugin: 'confidant-desktop-breakpoint',
  AtRule: {
    media(atRule) {
      atRule.params = moveBreakpoint(atRule.params);
    },
  },
});
postcssMoveBreakpoint.postcss = true;

export default function desktopBreakpointPlugin(): Plugin {
  return {
    name: 'desktop-breakpoint',
    configurePostCss(options) {
      options.plugins.push(postcssMoveBreakpoint());
      return options;
    },
    configureWebpack: () => ({
      resolve: {alias: {[upstreamWindowSizeModule]: fileURLToPath(new URL('client/useWindowSize.ts', import.meta.url))}},
    }),
  };
}

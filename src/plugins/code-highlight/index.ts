/**
 * Local plugin: code highlighting moves from the browser to the build.
 *
 * Why: prism-react-renderer put about 29 KB (gzip) of Prism into every page's
 * main bundle, defined its grammars on every load and tokenised each code
 * block again during hydration; on a 4x-throttled phone that was the largest
 * script cost after React (README, Performance). Now the remark plugin
 * (./remark.ts) writes each block's Prism tokens at build time, as one string
 * the browser turns into text and HTML (src/utils/codeTokens.ts), this
 * plugin writes the token colours of both modes as CSS, and theme-classic's
 * Prism set-up module is replaced by nothing, so no Prism reaches the browser.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../utils/codeTheme';
import {codeThemeCss} from './highlight';

const requireHere = createRequire(import.meta.url);

/** theme-classic's client module that loads Prism and its extra languages, as it is required. */
export const prismSetupModule = path.join(
  path.dirname(requireHere.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'code-theme.css');
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, codeThemeCss({light: lightCodeTheme, dark: darkCodeTheme}));
  return {
    name: 'code-highlight',
    getClientModules: () => [cssFile],
    configureWebpack: () => ({
      resolve: {alias: {[prismSetupModule]: false}},
    }),
  };
}

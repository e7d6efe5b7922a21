/**
 * Webpack (Rspack) loader for two generated modules, so the browser gets only
 * what it reads (see ./index.ts). A loader runs outside Docusaurus's
 * TypeScript set-up, hence plain CommonJS.
 *
 * - `siteConfig`: .docusaurus/docusaurus.config.mjs is the whole site config,
 *   `export default {…}` as JSON. The browser never reads `ssrTemplate`, the
 *   2.7 KB page template that only the build renders.
 * - `versionMetadata`: each docs version's metadata (p/*.json) lists every doc
 *   with its description, for DocCard. No page renders a DocCard (a unit test
 *   holds that), and the descriptions are a third of the file.
 */
'use strict';

const configPrefix = /^[\s\S]*?export default /;

/** @param {string} source */
function withoutSsrTemplate(source) {
  const prefix = configPrefix.exec(source);
  if (!prefix || !source.trimEnd().endsWith(';')) {
    throw new Error('trimForBrowser: the generated site config is no longer `export default {…};`');
  }
  const config = /** @type {Record<string, unknown>} */ (JSON.parse(source.slice(prefix[0].length, source.trimEnd().length - 1)));
  delete config.ssrTemplate;
  return `export default ${JSON.stringify(config)};\n`;
}

/** @param {string} source */
function withoutDocDescriptions(source) {
  const data = /** @type {{version?: {docs?: Record<string, {description?: string}>}}} */ (JSON.parse(source));
  for (const doc of Object.values(data.version?.docs ?? {})) delete doc.description;
  return JSON.stringify(data);
}

/** @this {{getOptions: () => {trim: 'siteConfig' | 'versionMetadata'}}} @param {string} source */
function trimForBrowser(source) {
  const {trim} = this.getOptions();
  return trim === 'siteConfig' ? withoutSsrTemplate(source) : withoutDocDescriptions(source);
}

module.exports = trimForBrowser;
module.exports.withoutSsrTemplate = withoutSsrTemplate;
module.exports.withoutDocDescriptions = withoutDocDescriptions;

// @ts-check
// The classic template's config, trimmed to what a docs-only site keeps: the
// docs at the root, no blog. Two changes, so that the anchor serves the same
// pages as our site: `a/b.html` files (trailingSlash: false), and Markdown
// read as CommonMark (our pages arrive as their Markdown twins).
/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Confidant',
  url: 'https://docs.confidant.example',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  markdown: {format: 'detect'},
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({docs: {routeBasePath: '/'}, blog: false}),
    ],
  ],
  themeConfig: {navbar: {title: 'Confidant'}},
};

import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';

import {latestVersion, onlyIncludeVersions, partialBuildNote, versions} from './src/data/versions';
import {site} from './src/data/site';
import announcementBarPlugin from './src/plugins/announcement-bar';
import remarkDiagrams from './src/plugins/remark-diagrams';
import rehypeRowAnchors from './src/plugins/row-anchors';
import codeHighlightPlugin from './src/plugins/code-highlight';
import desktopBreakpointPlugin from './src/plugins/desktop-breakpoint';
import yieldingHydrationPlugin from './src/plugins/yielding-hydration';
import renderedLocationPlugin from './src/plugins/rendered-location';
import hideableNavbarPlugin from './src/plugins/hideable-navbar';
import baseUrlBannerPlugin from './src/plugins/base-url-banner';
import firstVisitChunksPlugin from './src/plugins/first-visit-chunks';
import {ssrTemplate} from './src/utils/ssrTemplate';
import {cssVariableCodeTheme} from './src/plugins/code-highlight/highlight';
import remarkCodeHighlight from './src/plugins/code-highlight/remark';
import remarkApiFields from './src/plugins/api-fields/remark';
import remarkSecurityClaims from './src/plugins/security-claims/remark';
import upstreamRegisterPlugin from './src/plugins/upstream-register';
import {compareRoute} from './src/plugins/version-compare/client/format';
import {postBuildPipeline} from './src/plugins/post-build';
import searchIndexPlugin, {searchIndexStep} from './src/plugins/search-index';
import versionComparePlugin, {versionCompareStep} from './src/plugins/version-compare';
import {markdownTwinsStep} from './src/plugins/markdown-twins';
import {openApiStep} from './src/plugins/openapi';
import {securityClaimsStep} from './src/plugins/security-claims';
import {securityHeadersStep} from './src/plugins/security-headers';
import {badRequestPageStep} from './src/plugins/error-pages';
import {securityTxtStep} from './src/plugins/security-txt';

// preset-classic is not used: it pulls in the Algolia DocSearch theme, whose
// packages the registry lacks, and we search locally anyway. The plugins and
// themes we need are composed one by one below.

const docsVersions: DocsOptions['versions'] = Object.fromEntries(
  versions.map((v) => [v.name === 'next' ? 'current' : v.name, {label: v.label, path: v.path}]),
);

const partialNote = partialBuildNote(process.env.DOCS_VERSIONS);
// Docusaurus loads the config more than once per build: say it once.
if (partialNote && !process.env.CONFIDANT_PARTIAL_NOTE_SAID) {
  process.env.CONFIDANT_PARTIAL_NOTE_SAID = '1';
  console.warn(`[versions] ${partialNote}`);
}

const config = {
  title: 'Confidant Docs',
  tagline: 'End-to-end encrypted AI inference, served only inside attested hardware.',
  favicon: 'img/favicon.svg',
  url: site.docsUrl,
  baseUrl: '/',
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {
    // siteStorageNamespacing stays off: the spec stores the colour mode under
    // the plain local-storage key `theme`.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  // Entry scripts run after the first frame (see the template's comment).
  ssrTemplate,
  // Viewport prefetching waits for idle time; a path that is not valid
  // percent-encoding is re-encoded before the router reads it; a .html URL
  // loses its suffix (before hydration, and after a navigation); a chunk that
  // fails on the first visit shows Retry; a hash without a target scrolls to
  // the top; the skip link leaves focus on the content (see each module's comment).
  clientModules: [
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/malformedPath.ts',
    './src/clientModules/htmlSuffix.ts',
    './src/clientModules/firstLoadRecovery.ts',
    './src/clientModules/hashWithoutTarget.ts',
    './src/clientModules/skipLinkFocus.ts',
  ],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        lastVersion: latestVersion,
        versions: docsVersions,
        // `DOCS_VERSIONS=1.28,next npm run dev` builds those versions only (the
        // latest is always in), as docusaurus.io does for its own dev server.
        // Links into the versions left out are checked in the full build only.
        onlyIncludeVersions: onlyIncludeVersions(process.env.DOCS_VERSIONS),
        breadcrumbs: true,
        // Security claims come from the ledger (src/data/securityClaims.ts), before
        // Docusaurus's own plugins, so their headings get ids and TOC entries.
        beforeDefaultRemarkPlugins: [remarkSecurityClaims],
        // Mermaid sources become committed SVGs: no diagram runtime in the browser.
        // API tables get their rows at build time: no API data in the browser.
        remarkPlugins: [remarkDiagrams, remarkCodeHighlight, remarkApiFields],
        // Error table rows get anchors (status-429) for links and search hits.
        rehypePlugins: [rehypeRowAnchors],
        showLastUpdateTime: false,
        editUrl: undefined,
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-sitemap',
      {
        // Only the latest release belongs in search engines: not the
        // unreleased docs, not old versions, not the compare view (noindex).
        ignorePatterns: ['/next', '/next/**', '/[0-4].*', '/[0-4].*/**', compareRoute],
      } satisfies SitemapOptions,
    ],
    // Local search in the browser: a page opened from a hit highlights the
    // words searched for (the indexes are a post-build step, below).
    searchIndexPlugin,
    // Shows a new announcement at once to readers who dismissed the last one.
    announcementBarPlugin,
    // Code highlighted at build time: token colours as CSS, no Prism in the browser.
    codeHighlightPlugin,
    // 996 px wide is desktop (spec: below 996 px is mobile), in CSS and JS alike.
    desktopBreakpointPlugin,
    yieldingHydrationPlugin,
    // A path no page has renders the not-found page as build/404.html has it,
    // and a hash that is not valid percent-encoding no longer crashes the page.
    renderedLocationPlugin,
    // The docs layout in one script file, and one tslib helper instead of tslib.
    firstVisitChunksPlugin,
    // The navbar shows at the page end and on every scroll up (spec 4).
    hideableNavbarPlugin,
    // "Your site did not load properly", with the base URL hint, in the site's words.
    baseUrlBannerPlugin,
    // Lists the modules of the client bundle, so a test can prove each alias
    // of src/plugins/upstream-register/register.ts takes effect.
    upstreamRegisterPlugin,
    // /compare: a page's differences between two versions, from data the
    // version-compare post-build step writes (/compare-data/).
    versionComparePlugin,
    // The files written after the pages are rendered, one step after another
    // in this order (why, and what checks it: src/plugins/post-build).
    postBuildPipeline([
      // One OpenAPI 3.1 document per docs version, from the typed API data:
      // /openapi.json, /1.23/openapi.json ... /next/openapi.json.
      openApiStep,
      // The security claims of each version as JSON (/security-claims.json,
      // /1.23/security-claims.json ...), from the ledger the pages render.
      securityClaimsStep,
      // /.well-known/security.txt (RFC 9116), from the data the security pages state.
      securityTxtStep,
      // One search index per docs version, from the rendered pages.
      searchIndexStep,
      // A Markdown twin beside every docs page (/a/b.md), and llms.txt and
      // llms-full.txt per version, for tools and assistants that read the docs.
      markdownTwinsStep,
      // Every page's differences between each pair of versions, diffed from the twins.
      versionCompareStep,
      // build/400.html, the page every server sends for an address it cannot
      // read, from build/404.html without the app's scripts.
      badRequestPageStep,
      // Hashes the inline scripts of the build into the Content-Security-Policy
      // and writes the headers the servers send (scripts/serve.ts,
      // deploy/nginx.conf, the edge's _headers and _redirects).
      securityHeadersStep,
    ]),
  ],

  themes: [['@docusaurus/theme-classic', {customCss: './src/css/custom.css'} satisfies ThemeOptions]],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'description', content: 'Documentation of Confidant, the confidential AI inference API.'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'release-1-28',
      content:
        'Confidant 1.28 is out, with short model IDs and access keys read from a file. <a href="/release">Read the release notes</a>.',
      isCloseable: true,
    },
    navbar: {
      title: 'Confidant',
      hideOnScroll: true,
      logo: {alt: 'Confidant logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docsVersionDropdown', position: 'left'},
        {type: 'search', position: 'right'},
        {
          href: site.sourceRepository,
          label: 'Source',
          position: 'right',
          'aria-label': 'Public source repository',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Confidant logo', src: 'img/logo-footer.svg', width: 40, height: 40, href: site.companyUrl},
      links: [
        {
          title: 'Community',
          items: [{label: 'Newsletter', href: `${site.companyUrl}/newsletter`}],
        },
        {
          title: 'Social',
          items: [
            {label: 'Blog', href: `${site.companyUrl}/blog`},
            {label: 'Mastodon', href: site.mastodon},
            {label: 'LinkedIn', href: site.linkedIn},
          ],
        },
        {
          title: 'Company',
          items: [
            {label: 'Imprint', href: `${site.companyUrl}/imprint`},
            {label: 'Privacy policy', href: `${site.companyUrl}/privacy`},
            {label: 'Cookie settings', href: `${site.companyUrl}/cookies`},
            {label: 'Contact', href: `${site.companyUrl}/contact`},
          ],
        },
      ],
      copyright: site.copyright,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // Code is highlighted at build time (src/plugins/code-highlight); the
    // token colours of both modes come from src/utils/codeTheme.ts as CSS.
    prism: {
      theme: cssVariableCodeTheme,
      darkTheme: cssVariableCodeTheme,
    },
  } satisfies UserThemeConfig,
} satisfies Config;

export default config;

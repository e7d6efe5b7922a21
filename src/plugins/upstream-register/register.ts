/**
 * Every upstream file this site replaces, aliases, wraps, copies or depends
 * on the internals of: the list a maintainer reads before upgrading
 * Docusaurus (ARCHITECTURE.md shows the same list). Build-time only.
 *
 * tests/unit/upstreamRegister.test.ts fails with "re-port this" when a file
 * here changes in node_modules (its sha256 is recorded), when an alias of a
 * plugin is not in this list, or a theme component has no entry;
 * tests/e2e/upstreamRegister.spec.ts reads the modules of the built client
 * bundle (written by ./index.ts) and fails when an alias no longer takes
 * effect: our file missing from the bundle, or the file it replaces still in
 * it.
 *
 * To upgrade Docusaurus: `npm test` names every entry whose upstream changed.
 * For each, diff the old and new upstream file, carry the change over to our
 * file (or drop ours if upstream now does what we need), then record the new
 * `sha256` and `takenFrom`.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export type UpstreamKind =
  /** A module alias points upstream's module at ours, which does the same job; upstream's leaves the bundle. */
  | 'alias'
  /** A module alias points upstream's module at ours, which calls upstream's; both are in the bundle. */
  | 'alias-wrapper'
  /** A module alias points upstream's module at nothing: it leaves the bundle. */
  | 'alias-removed'
  /** A theme component copied into src/theme and changed (swizzle --eject). */
  | 'eject'
  /** A theme component wrapped in src/theme (swizzle --wrap): ours renders upstream's. */
  | 'wrap'
  /** A file copied into our code and changed, not bundled as a module. */
  | 'copy'
  /** Our code rewrites what the upstream file generates or requires. */
  | 'rewrite'
  /** Our code relies on how the upstream file works, without replacing it. */
  | 'depends';

export interface UpstreamEntry {
  /** A short name, also the row of ARCHITECTURE.md's register. */
  id: string;
  kind: UpstreamKind;
  /** The npm package and the file inside it. */
  package: string;
  file: string;
  /** Our file, from the repository root. */
  ours: string;
  /** Why, in one sentence. */
  why: string;
  /** The package version the entry was written against. */
  takenFrom: string;
  /** sha256 of the upstream file at `takenFrom`. */
  sha256: string;
}

const docusaurus = '3.10.2';

export const upstreamRegister: readonly UpstreamEntry[] = [
  {
    id: 'client-entry',
    kind: 'alias',
    package: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    ours: 'src/plugins/yielding-hydration/client/clientEntry.tsx',
    why: 'Starts the app in several tasks instead of one, and preloads the route the app will render.',
    takenFrom: docusaurus,
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
  },
  {
    id: 'browser-context',
    kind: 'alias',
    package: '@docusaurus/core',
    file: 'lib/client/browserContext.js',
    ours: 'src/plugins/yielding-hydration/client/browserContext.tsx',
    why: 'Renders the flip of isBrowser after hydration as a transition, which React splits into short tasks.',
    takenFrom: docusaurus,
    sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
  },
  {
    id: 'normalize-location',
    kind: 'alias-wrapper',
    package: '@docusaurus/core',
    file: 'lib/client/normalizeLocation.js',
    ours: 'src/plugins/rendered-location/client/normalizeLocation.ts',
    why: 'Renders the not-found page for a path no page has, and makes a hash that is not valid percent-encoding readable instead of crashing.',
    takenFrom: docusaurus,
    sha256: '2759003e81bfa6c32540f148b51ed629bd449b8b0bec6c0a0817247a56eb588e',
  },
  {
    id: 'app',
    kind: 'depends',
    package: '@docusaurus/core',
    file: 'lib/client/App.js',
    ours: 'src/plugins/rendered-location/client/normalizeLocation.ts',
    why: 'Renders the routes, scrolls and calls the client modules at normalizeLocation(useLocation()), which the wrapper relies on.',
    takenFrom: docusaurus,
    sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
  },
  {
    id: 'client-lifecycles-dispatcher',
    kind: 'depends',
    package: '@docusaurus/core',
    file: 'lib/client/ClientLifecyclesDispatcher.js',
    ours: 'src/plugins/rendered-location/client/normalizeLocation.ts',
    why: 'Scrolls to decodeURIComponent(hash) unguarded after a navigation: the reason the wrapper re-encodes a malformed hash.',
    takenFrom: docusaurus,
    sha256: '30fedb7e211e3acc565326bc85f23bb075931033b0ce1d16408e792f8b2bffb0',
  },
  {
    id: 'base-url-issue-banner',
    kind: 'alias',
    package: '@docusaurus/core',
    file: 'lib/client/BaseUrlIssueBanner/index.js',
    ours: 'src/plugins/base-url-banner/client/BaseUrlIssueBanner.tsx',
    why: 'Says "Your site did not load properly" with the base URL hint, not "Your Docusaurus site" and a link to docusaurus.io.',
    takenFrom: docusaurus,
    sha256: '595521e3fe1fb3a6f14b51eae156d7ef8a096c15526c5937b0e9469e1e230995',
  },
  {
    id: 'use-hideable-navbar',
    kind: 'alias',
    package: '@docusaurus/theme-common',
    file: 'lib/hooks/useHideableNavbar.js',
    ours: 'src/plugins/hideable-navbar/client/useHideableNavbar.ts',
    why: 'Shows the navbar at the page end too, with the same API, so the Navbar component stays unswizzled.',
    takenFrom: docusaurus,
    sha256: '354e0b6a2306d184472f56e46ec6a2b9614f624720817890ac3c9f23b27d8514',
  },
  {
    id: 'use-window-size',
    kind: 'alias',
    package: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    ours: 'src/plugins/desktop-breakpoint/client/useWindowSize.ts',
    why: 'Makes 996 px wide desktop in JavaScript, as the CSS media queries are made to say.',
    takenFrom: docusaurus,
    sha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
  },
  {
    id: 'prism-include-languages',
    kind: 'alias-removed',
    package: '@docusaurus/theme-classic',
    file: 'lib/prism-include-languages.js',
    ours: 'src/plugins/code-highlight/index.ts',
    why: 'Code is highlighted at build time, so the browser needs no Prism.',
    takenFrom: docusaurus,
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
  },
  {
    id: 'utils-common-tslib',
    kind: 'rewrite',
    package: '@docusaurus/utils-common',
    file: 'lib/index.js',
    ours: 'src/plugins/first-visit-chunks/client/tslibHelpers.ts',
    why: "utils-common's requests for tslib get the one helper it calls, not all of tslib (3.3 KB brotli).",
    takenFrom: docusaurus,
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
  },
  {
    id: 'generated-site-config',
    kind: 'rewrite',
    package: '@docusaurus/core',
    file: 'lib/server/codegen/codegen.js',
    ours: 'src/plugins/first-visit-chunks/trimForBrowser.cjs',
    why: 'The generated site config reaches the browser without the page template, which only the build renders.',
    takenFrom: docusaurus,
    sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
  },
  {
    id: 'version-metadata',
    kind: 'rewrite',
    package: '@docusaurus/plugin-content-docs',
    file: 'lib/props.js',
    ours: 'src/plugins/first-visit-chunks/trimForBrowser.cjs',
    why: "Each version's metadata reaches the browser without the docs' descriptions, which only the doc cards read, and no page renders one.",
    takenFrom: docusaurus,
    sha256: '26b2e7cd95c0f81203f657442942280cb73a1da075148941b240c5f5c11adcad',
  },
  {
    id: 'ssg-template',
    kind: 'copy',
    package: '@docusaurus/core',
    file: 'lib/ssg/ssgTemplate.html.js',
    ours: 'src/utils/ssrTemplate.ts',
    why: 'The page template, except that the entry scripts run after the first paint.',
    takenFrom: docusaurus,
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
  },
  {
    id: 'tabs',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/Tabs/index.tsx',
    ours: 'src/theme/Tabs/index.tsx',
    why: 'No remount of every tab set after hydration, and each tab tied to its panel by ids.',
    takenFrom: docusaurus,
    sha256: '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8',
  },
  {
    id: 'tab-item',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/TabItem/index.tsx',
    ours: 'src/theme/TabItem/index.tsx',
    why: 'The panel gets the id and aria-labelledby that tie it to its tab.',
    takenFrom: docusaurus,
    sha256: 'ae4551e4bf875551562f45828998dc22e58ca81f73badc96519deddf1b50a257',
  },
  {
    id: 'code-block',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/CodeBlock/index.tsx',
    ours: 'src/theme/CodeBlock/index.tsx',
    why: 'No remount of every code block after hydration.',
    takenFrom: docusaurus,
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
  },
  {
    id: 'code-block-content',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/CodeBlock/Content/index.tsx',
    ours: 'src/theme/CodeBlock/Content/index.tsx',
    why: 'Shows the code highlighted at build time, from its token string.',
    takenFrom: docusaurus,
    sha256: 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
  },
  {
    id: 'code-block-buttons',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/CodeBlock/Buttons/index.tsx',
    ours: 'src/theme/CodeBlock/Buttons/index.tsx',
    why: "Mounts a block's buttons when it nears the screen or takes the focus, not all at once after hydration.",
    takenFrom: docusaurus,
    sha256: 'a17f4e325c8869abb7b65c1d9663654dc2fd8bdd84a6d4f6fd193ac66ce1e881',
  },
  {
    id: 'doc-item-content',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/DocItem/Content/index.tsx',
    ours: 'src/theme/DocItem/Content/index.tsx',
    why: 'Puts the page actions (Copy page, View as Markdown, Copy link to this version) above every docs page.',
    takenFrom: docusaurus,
    sha256: 'a60acf97ab953670816c13b7f28c68f9e3d15af00d5b9f8a5e602e8dcc20448b',
  },
  {
    id: 'doc-item-metadata',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/DocItem/Metadata/index.tsx',
    ours: 'src/theme/DocItem/Metadata/index.tsx',
    why: "Links each page's Markdown twin in the head.",
    takenFrom: docusaurus,
    sha256: '07cbb30b0dc03aed866d7de7f447d5d9f2170f0e4934f4a9eb693c7d3c837103',
  },
  {
    id: 'doc-breadcrumbs-home',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/DocBreadcrumbs/Items/Home/index.tsx',
    ours: 'src/theme/DocBreadcrumbs/Items/Home/index.tsx',
    why: "Links the home icon to the home of the version being read, not to the latest release's.",
    takenFrom: docusaurus,
    sha256: 'a351a31c456766cb1d50e5efcf4381ee41472d9df95a711a71685f9f20dc24af',
  },
  {
    id: 'doc-version-badge',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/DocVersionBadge/index.tsx',
    ours: 'src/theme/DocVersionBadge/index.tsx',
    why: 'Puts "Compare with version" beside the version badge.',
    takenFrom: docusaurus,
    sha256: 'f48d0878297735e434d6fae1a31b60b47ac8e47199b1bdc5322e04a1fb49b762',
  },
  {
    id: 'loading',
    kind: 'wrap',
    package: '@docusaurus/core',
    file: 'lib/client/theme-fallback/Loading/index.js',
    ours: 'src/theme/Loading/index.tsx',
    why: 'One Retry retries every chunk of the route that failed on the first visit.',
    takenFrom: docusaurus,
    sha256: 'ffd8013daa28cd24a849721acc38e47bb44582dfb8922f633d42eac5344dda54',
  },
  {
    id: 'not-found-content',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/NotFound/Content/index.tsx',
    ours: 'src/theme/NotFound/Content/index.tsx',
    why: 'Gives the not-found page its title.',
    takenFrom: docusaurus,
    sha256: '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
  },
  {
    id: 'dropdown-navbar-item',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    file: 'src/theme/NavbarItem/DropdownNavbarItem/index.tsx',
    ours: 'src/theme/NavbarItem/DropdownNavbarItem.tsx',
    why: 'A version chosen in the mobile menu closes the menu.',
    takenFrom: docusaurus,
    sha256: 'f7c72199839817cf06e6d529559b40a0a049812d10041bc85f9258795b485ed6',
  },
];

/**
 * Theme components that are ours alone: theme-classic has no file to copy.
 * SearchBar: theme-classic leaves @theme/SearchBar to a search plugin.
 */
export const ownThemeComponents: readonly string[] = ['src/theme/SearchBar/index.tsx'];

// Resolved from the repository root, where node_modules is: not from
// import.meta, which Playwright's loader (CommonJS) refuses in its specs.
const requireHere = createRequire(path.resolve('package.json'));

/** The folder of an installed package, found as Node finds it (some packages export neither `.` nor `./package.json`). */
function packageRoot(name: string): string {
  for (const modules of requireHere.resolve.paths(name) ?? []) {
    if (existsSync(path.join(modules, name, 'package.json'))) return path.join(modules, name);
  }
  throw new Error(`Cannot find the installed package ${name}`);
}

/** The absolute path of an entry's upstream file in node_modules. */
export function upstreamPath(entry: Pick<UpstreamEntry, 'package' | 'file'>): string {
  return path.join(packageRoot(entry.package), entry.file);
}

/** The installed version of an entry's package. */
export function installedVersion(entry: Pick<UpstreamEntry, 'package'>): string {
  return (JSON.parse(readFileSync(path.join(packageRoot(entry.package), 'package.json'), 'utf8')) as {version: string}).version;
}

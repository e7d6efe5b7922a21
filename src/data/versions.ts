/**
 * The docs versions, newest first. Single source of truth for the config,
 * the components and the tests. `versions.json` (Docusaurus's own list of
 * released versions) must agree with it; a unit test checks that.
 */

/**
 * The one list of versions, newest first: Next, then the releases. Every
 * other list derives from it: the `VersionName` type, the release order,
 * labels, URL paths, `DOCS_VERSIONS` and (checked by a unit test)
 * `versions.json`. `npm run version:cut -- 1.29` adds a release here.
 */
const versionList = [
  {name: 'next', released: null, contrast: 'v1.13.0'},
  {name: '1.28', released: '2025-10-24', contrast: 'v1.13.0'},
  {name: '1.27', released: '2025-09-29', contrast: 'v1.13.0'},
  {name: '1.26', released: '2025-09-19', contrast: 'v1.13.0'},
  {name: '1.25', released: '2025-09-08', contrast: 'v1.12.0'},
  {name: '1.24', released: '2025-08-27', contrast: 'v1.12.0'},
  {name: '1.23', released: '2025-08-14', contrast: 'v1.12.0'},
] as const satisfies readonly {name: string; released: string | null; contrast: string}[];

/** A released version name, or `next` for the development version (`docs/`). */
export type VersionName = (typeof versionList)[number]['name'];

export interface DocsVersion {
  name: VersionName;
  /** What the navbar's version dropdown shows. */
  label: string;
  /** URL prefix without leading slash: '' for the root version. */
  path: string;
  /** ISO date, or null while unreleased. */
  released: string | null;
  /** Version of Contrast, whose verifier the proxy embeds. */
  contrast: string;
}

/** The latest release, served at the site root: the newest version with a release date. */
export const latestVersion: VersionName = versionList.find((v) => v.released !== null)!.name;

export const versions: readonly DocsVersion[] = versionList.map(({name, released, contrast}) => ({
  name,
  label: name === 'next' ? 'Next' : name,
  path: name === latestVersion ? '' : name,
  released,
  contrast,
}));

/** Version names in release order, oldest first; `next` comes last. */
export const versionOrder: readonly VersionName[] = [
  ...versionList
    .filter((v) => v.name !== 'next')
    .map((v): VersionName => v.name)
    .reverse(),
  'next',
];

/** The released versions, newest first, as Docusaurus's `versions.json` lists them. */
export const releasedVersions: readonly VersionName[] = versionOrder.filter((v) => v !== 'next').reverse();

export function getVersion(name: VersionName): DocsVersion {
  const version = versions.find((v) => v.name === name);
  if (!version) {
    throw new Error(`Unknown docs version "${name}"`);
  }
  return version;
}

/** True when `name` is `since` or newer. */
export function isAtLeast(name: VersionName, since: VersionName): boolean {
  return versionOrder.indexOf(name) >= versionOrder.indexOf(since);
}

/** All versions from `from` to `to` (inclusive), oldest first. */
export function versionRange(from: VersionName, to: VersionName = 'next'): VersionName[] {
  const start = versionOrder.indexOf(from);
  const end = versionOrder.indexOf(to);
  return versionOrder.slice(start, end + 1);
}

/** Docusaurus calls the development version `current`; we call it `next`. */
export function fromPluginVersionName(pluginName: string): VersionName {
  const name = pluginName === 'current' ? 'next' : pluginName;
  if (!versionOrder.includes(name as VersionName)) {
    throw new Error(`Unknown docs version "${pluginName}"`);
  }
  return name as VersionName;
}

/** The reverse: Docusaurus's name of a version (`current` for next), as in its search tags and routes data. */
export function toPluginVersionName(name: VersionName): string {
  return name === 'next' ? 'current' : name;
}

/**
 * The docs version of a source file: `docs/` is next, `versioned_docs/version-1.24/` is 1.24;
 * null outside both. For build-time code that has a file path, not a page (remark plugins, scripts).
 */
export function versionOfFile(file: string): VersionName | null {
  const normalized = file.split('\\').join('/');
  const versioned = /(?:^|\/)versioned_docs\/version-([^/]+)\//.exec(normalized);
  if (versioned) return fromPluginVersionName(versioned[1]!);
  return /(?:^|\/)docs\//.test(normalized) ? 'next' : null;
}

/** The URL prefix of a version: '' for the root version, '/1.24' otherwise. */
export function versionPrefix(name: VersionName): string {
  const {path} = getVersion(name);
  return path === '' ? '' : `/${path}`;
}

/**
 * The docs versions a development server builds, from `DOCS_VERSIONS`
 * (`DOCS_VERSIONS=1.28,next npm run dev`), as Docusaurus's
 * `onlyIncludeVersions` names them; `undefined` when unset (all versions).
 * The latest release is always built: Docusaurus serves it at the root and
 * refuses a list without it. An unknown name throws, naming the known ones.
 */
export function onlyIncludeVersions(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const asked = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = asked.filter((name) => !versionOrder.includes(name as VersionName));
  if (unknown.length > 0) {
    throw new Error(
      `DOCS_VERSIONS: no docs version is called ${unknown.map((n) => `"${n}"`).join(' or ')}. The versions: ${versionOrder.join(', ')}.`,
    );
  }
  const included = new Set<VersionName>([latestVersion, ...(asked as VersionName[])]);
  return versionOrder.filter((name) => included.has(name)).map(toPluginVersionName);
}

/**
 * What a partial build says once: which versions it builds, and that links
 * into the others are checked in the full build only. Null for a full build.
 */
export function partialBuildNote(value: string | undefined): string | null {
  const included = onlyIncludeVersions(value);
  if (!included) return null;
  const built = included.map(fromPluginVersionName);
  const left = versionOrder.filter((name) => !built.includes(name));
  if (left.length === 0) return null;
  return (
    `DOCS_VERSIONS=${value}: this build has ${built.join(', ')} only. ` +
    `Links into ${left.join(', ')} are not checked here; the full build (npm run build, npm test) checks them.`
  );
}

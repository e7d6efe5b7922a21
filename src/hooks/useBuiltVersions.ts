import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {fromPluginVersionName, type VersionName} from '@site/src/data/versions';

/**
 * Whether this build has a version's pages: every version, unless
 * `DOCS_VERSIONS` left some out. A link into a version left out is kept (the
 * deployed site has the page) but not checked by Docusaurus, which would call
 * it broken: the full build, which `npm test` runs, checks it.
 */
export function useBuiltVersions(): (version: VersionName) => boolean {
  const built = new Set(useVersions(undefined).map((v) => fromPluginVersionName(v.name)));
  return (version) => built.has(version);
}

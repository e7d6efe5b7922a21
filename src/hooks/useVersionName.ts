import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {fromPluginVersionName, type VersionName} from '@site/src/data/versions';

/** The docs version of the page being rendered, as named in `src/data/versions.ts`. */
export function useVersionName(): VersionName {
  return fromPluginVersionName(useDocsVersion().version);
}

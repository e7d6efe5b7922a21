/** Version names as the compare view shows and reads them. */
import {getVersion, versionOrder, type VersionName} from '@site/src/data/versions';

export const label = (version: VersionName): string => getVersion(version).label;
export const isVersion = (value: string | null): value is VersionName => versionOrder.includes(value as VersionName);

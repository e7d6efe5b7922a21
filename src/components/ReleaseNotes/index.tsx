import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {routeOf, upgradingPage} from '@site/src/data/pageMatrix';
import {releaseNotes} from '@site/src/data/releaseNotes';
import {getVersion, versionOrder, type VersionName} from '@site/src/data/versions';
import RichText from '@site/src/components/RichText';
import {useVersionName} from '@site/src/hooks/useVersionName';

interface Props {
  /** Whose notes to list. The page's headings decide which versions appear. */
  version: VersionName;
}

/** The anchor Docusaurus gives the heading "From 1.25 to 1.26" on the upgrading pages. */
function upgradeAnchor(from: VersionName, to: VersionName): string {
  const heading = `From ${getVersion(from).label} to ${getVersion(to).label}`;
  return heading.toLowerCase().replace(/\./g, '').replace(/ /g, '-');
}

/** The notes of one release, from `src/data/releaseNotes.ts`. */
export default function ReleaseNotes({version}: Props): ReactNode {
  const reading = useVersionName();
  const entry = releaseNotes.find((e) => e.version === version);
  if (!entry) {
    throw new Error(`No release notes for version ${version}`);
  }
  // 1.23 is the oldest version kept, so no upgrade leads to it.
  const previous = versionOrder[versionOrder.indexOf(version) - 1];
  return (
    <>
      {entry.notes.length === 0 && previous ? (
        // Next right after a cut: its notes start with its first change.
        <p>Nothing has changed since {getVersion(previous).label} yet.</p>
      ) : (
        <ul>
          {entry.notes.map((note) => (
            <li key={note}>
              <RichText text={note} />
            </li>
          ))}
        </ul>
      )}
      {previous && (
        <p>
          Before you upgrade, read{' '}
          <Link to={`${routeOf(reading, upgradingPage)}#${upgradeAnchor(previous, version)}`}>
            upgrading from {getVersion(previous).label} to {getVersion(version).label}
          </Link>
          .
        </p>
      )}
    </>
  );
}

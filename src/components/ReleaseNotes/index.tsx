import type {ReactNode} from 'react';
import {releaseNotes} from '@site/src/data/releaseNotes';
import type {VersionName} from '@site/src/data/versions';
import RichText from '@site/src/components/RichText';

interface Props {
  /** Whose notes to list. The page's headings decide which versions appear. */
  version: VersionName;
}

/** The notes of one release, from `src/data/releaseNotes.ts`. */
export default function ReleaseNotes({version}: Props): ReactNode {
  const entry = releaseNotes.find((e) => e.version === version);
  if (!entry) {
    throw new Error(`No release notes for version ${version}`);
  }
  return (
    <ul>
      {entry.notes.map((note) => (
        <li key={note}>
          <RichText text={note} />
        </li>
      ))}
    </ul>
  );
}

/** A changed fact's sentence, parsed at build time (src/data/richText.ts). */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Segment} from '@site/src/data/richText';

export default function Segments({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((segment, i) => {
    if (segment.kind === 'code') return <code key={i}>{segment.text}</code>;
    if (segment.kind === 'link') {
      return (
        <Link key={i} to={segment.to}>
          {segment.text}
        </Link>
      );
    }
    return segment.text;
  });
}

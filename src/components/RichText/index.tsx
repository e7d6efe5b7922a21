import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {parseRichText} from '@site/src/data/richText';
import {useVersionName} from '@site/src/hooks/useVersionName';

/** Renders a description from typed data (see src/data/richText.ts) for the version being read. */
export default function RichText({text}: {text: string}): ReactNode {
  const version = useVersionName();
  return (
    <>
      {parseRichText(text, version).map((segment, i) => {
        switch (segment.kind) {
          case 'code':
            return <code key={i}>{segment.text}</code>;
          case 'link':
            return (
              <Link key={i} to={segment.to}>
                {segment.text}
              </Link>
            );
          default:
            return segment.text;
        }
      })}
    </>
  );
}

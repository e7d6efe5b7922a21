import {Fragment, type ReactNode} from 'react';

/** Renders text whose `backtick` spans become <code>, for notes kept in typed data. */
export function InlineCode({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) =>
        // Odd parts sit between backticks.
        i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}

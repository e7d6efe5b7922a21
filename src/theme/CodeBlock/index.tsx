/**
 * Adapted from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its affiliates).
 *
 * Swizzled (ejected) to drop the remount after hydration (`key={isBrowser}`):
 * it rebuilt every code block's DOM on load, the largest share of the API
 * pages' blocking time (see README, Performance); token colours come from CSS
 * per colour mode, so nothing differs between server and browser
 * (tests/e2e/code.spec.ts checks both modes). It also decodes a fence's
 * `tokens` prop (src/plugins/code-highlight): the highlighted HTML goes to
 * CodeBlock/Content, the text becomes the children theme-classic reads, so
 * the copy button copies it. Fences ship no text children of their own: the
 * page chunks carried each block twice, as text and as highlighted HTML.
 */
import React, {isValidElement, useMemo, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {HighlightedHtmlContext} from '@site/src/utils/highlightedHtml';
import {decodeTokens} from '@site/src/utils/codeTokens';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  tokens,
  ...props
}: Props & {tokens?: string}): ReactNode {
  const decoded = useMemo(
    () => (tokens === undefined ? undefined : decodeTokens(tokens)),
    [tokens],
  );
  // The text as MDX gave it before (with its final line break, which
  // theme-classic strips), so the copy button copies the same.
  const children = decoded
    ? `${decoded.code}\n`
    : maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return (
    <HighlightedHtmlContext.Provider value={decoded?.html}>
      <CodeBlockComp {...props}>{children as string}</CodeBlockComp>
    </HighlightedHtmlContext.Provider>
  );
}

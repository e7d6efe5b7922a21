/**
 * Adapted from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its affiliates).
 *
 * Swizzled (ejected) to show the HTML highlighted at build time
 * (src/plugins/code-highlight) instead of running Prism in the browser; the
 * lines are `span.token-line`, not theme-classic's `div`s (no `div` in `<code>`).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import {useHighlightedHtml} from '@site/src/utils/highlightedHtml';

import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {plain} = usePrismTheme();
  const html = useHighlightedHtml();
  return (
    <pre
      ref={codeBlockRef}
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a block that scrolls sideways must be reachable by keyboard */
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={plain}>
      <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
    </pre>
  );
}

/**
 * Adapted from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its affiliates).
 *
 * Swizzled (ejected) to give the panel an id and aria-labelledby, which its
 * tab's aria-controls names (src/theme/Tabs, src/utils/tabIds.ts): HTML
 * requires a tabpanel for every selected tab, found by those ids.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {useTabIds} from '@site/src/utils/tabIds';
import styles from './styles.module.css';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const ids = useTabIds();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) {
    return null;
  }
  return (
    <div
      role="tabpanel"
      id={ids.panel(value)}
      aria-labelledby={ids.tab(value)}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}

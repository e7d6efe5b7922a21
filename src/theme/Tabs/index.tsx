/**
 * Adapted from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its affiliates).
 *
 * Swizzled (ejected) to drop the remount after hydration (`key={isBrowser}`,
 * the old fix for facebook/docusaurus#5653): it rebuilt every tab's DOM on
 * load. The selected tab now starts at the SSR default and a stored choice is
 * applied in a layout effect (useTabsContextValue), so React patches the
 * selection in place; tests/e2e checks a stored choice survives a reload.
 * It also ties each tab to its panel by ids (src/utils/tabIds.ts), as HTML
 * and the WAI-ARIA tabs pattern require; src/theme/TabItem sets the panel's.
 */
import React, {useId, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import {TabIdsContext, tabIds, useTabIds} from '@site/src/utils/tabIds';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block, lazy} = useTabs();
  const ids = useTabIds();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();

  const handleTabChange = (
    event:
      | React.FocusEvent<HTMLLIElement>
      | React.MouseEvent<HTMLLIElement>
      | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          id={ids.tab(value)}
          // A lazy set renders only the selected panel.
          aria-controls={
            lazy && selectedValue !== value ? undefined : ids.panel(value)
          }
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}>
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  const id = useId();
  const {tabValues} = value;
  const ids = useMemo(
    () =>
      tabIds(
        id,
        tabValues.map((tab) => tab.value),
      ),
    [id, tabValues],
  );
  return (
    <TabsProvider value={value}>
      <TabIdsContext.Provider value={ids}>
        <TabsContainer className={props.className}>
          {sanitizeTabsChildren(props.children)}
        </TabsContainer>
      </TabIdsContext.Provider>
    </TabsProvider>
  );
}

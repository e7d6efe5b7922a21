/**
 * The ids that tie each tab of a Tabs set to its panel (WAI-ARIA tabs
 * pattern: the tab's aria-controls names the panel, the panel's
 * aria-labelledby names the tab). src/theme/Tabs makes them from one useId,
 * so server and browser agree, and passes them to src/theme/TabItem.
 */
import {createContext, useContext} from 'react';

export interface TabIds {
  tab: (value: string) => string;
  panel: (value: string) => string;
}

/** Ids from a useId base and the tab's position among the set's values (a value may hold any character). */
export function tabIds(base: string, values: readonly string[]): TabIds {
  const at = (value: string): number => {
    const index = values.indexOf(value);
    if (index < 0) throw new Error(`Tabs: no tab has the value ${JSON.stringify(value)}`);
    return index;
  };
  return {
    tab: (value) => `${base}-tab-${at(value)}`,
    panel: (value) => `${base}-panel-${at(value)}`,
  };
}

export const TabIdsContext = createContext<TabIds | null>(null);

export function useTabIds(): TabIds {
  const ids = useContext(TabIdsContext);
  if (!ids) throw new Error('TabItem must be rendered inside Tabs');
  return ids;
}

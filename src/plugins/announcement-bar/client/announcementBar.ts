/**
 * Shows a new announcement to readers who dismissed the previous one.
 *
 * theme-classic's inline script hides the bar before the first paint when
 * `docusaurus.announcement.dismiss` is "true", whatever the bar's id. When the
 * id has changed, React then resets the dismissal and renders the bar, but
 * that early attribute keeps hiding it with CSS for the rest of the visit.
 * This module runs when the client bundle loads, before React renders: if the
 * stored id is not the configured one, it lifts the early hiding.
 */
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';

const dismissedAttribute = 'data-announcement-bar-initially-dismissed';

export function liftStaleDismissal(): void {
  const bar = (siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  if (!bar?.id) return;
  const storedId = createStorageSlot('docusaurus.announcement.id').get();
  if (storedId !== bar.id) {
    document.documentElement.setAttribute(dismissedAttribute, 'false');
  }
}

if (ExecutionEnvironment.canUseDOM) {
  liftStaleDismissal();
}

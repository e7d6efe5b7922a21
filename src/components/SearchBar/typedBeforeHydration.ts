/** The text a reader typed into the server-rendered box before React hydrated it. */
import {cutQuery} from '@site/src/search/limits';

/**
 * Hydration resets a controlled input to its state, and the scripts run only
 * after the first paint (src/utils/ssrTemplate.ts). Read during the first
 * render, before that reset; later mounts start empty as before.
 */
export function typedBeforeHydration(): string {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true') return '';
  const boxes = document.querySelectorAll<HTMLInputElement>('input[role="combobox"][aria-label="Search the docs"]');
  return cutQuery(Array.from(boxes, (box) => box.value).find((value) => value !== '') ?? '');
}

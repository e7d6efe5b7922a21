export interface ScrollState {
  scrollY: number;
  /** The position at the previous scroll event; undefined at the first one. */
  lastScrollY: number | undefined;
  navbarHeight: number;
  viewportHeight: number;
  documentHeight: number;
}

/**
 * Hide on scroll down; show on scroll up, near the top (within the
 * navbar's height) or at the page end (within a pixel, for fractional
 * scroll positions).
 */
export function navbarVisibility({
  scrollY,
  lastScrollY,
  navbarHeight,
  viewportHeight,
  documentHeight,
}: ScrollState): 'show' | 'hide' | 'unchanged' {
  if (scrollY < navbarHeight) return 'show';
  if (scrollY + viewportHeight >= documentHeight - 1) return 'show';
  if (lastScrollY === undefined || scrollY === lastScrollY) return 'unchanged';
  return scrollY > lastScrollY ? 'hide' : 'show';
}

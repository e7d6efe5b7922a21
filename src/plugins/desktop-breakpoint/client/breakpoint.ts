/**
 * The desktop breakpoint: below 996 px is mobile, so 996 px
 * itself is desktop. Infima and theme-classic put 996 px on the mobile side
 * (`max-width: 996px`, `min-width: 997px`, and `innerWidth > 996` in
 * theme-common's useWindowSize); this moves both to the desktop side.
 */
export const desktopBreakpoint = 996;

/**
 * A media query with the breakpoint moved: `max-width: 996px` becomes
 * `max-width: 995.98px` (the form Bootstrap uses for "below"), and
 * `min-width: 997px` becomes `min-width: 996px`. Other widths stay.
 */
export function moveBreakpoint(params: string): string {
  return params
    .replace(new RegExp(`max-width:\\s*${desktopBreakpoint}px`, 'g'), `max-width: ${desktopBreakpoint - 0.02}px`)
    .replace(new RegExp(`min-width:\\s*${desktopBreakpoint + 1}px`, 'g'), `min-width: ${desktopBreakpoint}px`);
}

/** True from the desktop breakpoint up. */
export const isDesktopWidth = (width: number): boolean => width >= desktopBreakpoint;

/**
 * Replaces theme-common's useWindowSize (aliased by ../index.ts), with the
 * same API: desktop from 996 px up (`innerWidth > 996` there), and resize
 * events debounced by 20 ms (a drag of the window edge re-renders once it pauses). Still 'ssr' until after hydration, as
 * upstream, so server and first client render agree. The first real size is
 * set in a transition: on a phone it swaps the desktop sidebar and table of
 * contents for the mobile ones, a re-render React may then split into slices
 * (see src/plugins/yielding-hydration).
 */
import {startTransition, useEffect, useState} from 'react';
import {isDesktopWidth} from './breakpoint';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** How long the window size must hold still before the layout follows it. */
const resizeDebounceMs = 20;

const currentSize = (): WindowSize => (isDesktopWidth(window.innerWidth) ? 'desktop' : 'mobile');

export function useWindowSize(): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    let timer: number | undefined;
    const onResize = (): void => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWindowSize(currentSize()), resizeDebounceMs);
    };
    startTransition(() => setWindowSize(currentSize()));
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return windowSize;
}

/**
 * Replaces theme-common's useHideableNavbar (aliased by ../index.ts), with the
 * same API. The navbar hides on scroll down and shows on scroll up,
 * near the top, or at the page end. Upstream never shows it at the page end,
 * and ignores any scroll up that ends within a navbar's height of it (a guard
 * against the rubber-band bounce of touch pads, which at the page end no
 * longer matters: the navbar shows there anyway).
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useLocationChange, useScrollPosition} from '@docusaurus/theme-common/internal';
import {navbarVisibility} from './visibility';

export function useHideableNavbar(hideOnScroll: boolean): {
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  const isFocusedAnchor = useRef(false);
  const navbarHeight = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) navbarHeight.current = node.getBoundingClientRect().height;
  }, []);

  useScrollPosition(({scrollY}, lastPosition) => {
    if (!hideOnScroll) return;
    // A scroll made by navigating to a hash target keeps the navbar hidden (upstream behaviour).
    if (isFocusedAnchor.current && scrollY >= navbarHeight.current) {
      isFocusedAnchor.current = false;
      return;
    }
    const next = navbarVisibility({
      scrollY,
      lastScrollY: lastPosition?.scrollY,
      navbarHeight: navbarHeight.current,
      viewportHeight: window.innerHeight,
      documentHeight: document.documentElement.scrollHeight,
    });
    if (next !== 'unchanged') setIsNavbarVisible(next === 'show');
  });

  // A first load of a URL with a hash: the browser scrolled to the target with the navbar showing, over
  // the target. Hidden, as after a navigation to a hash within the site (useLocationChange, below, does
  // not run for the first location).
  useEffect(() => {
    if (!hideOnScroll || !window.location.hash) return;
    let id = window.location.hash.substring(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Not valid percent-encoding: the id as written.
    }
    // In the next frame, once the browser has scrolled to the target.
    const frame = requestAnimationFrame(() => {
      if (document.getElementById(id) !== null && window.scrollY > 0) {
        isFocusedAnchor.current = true;
        setIsNavbarVisible(false);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [hideOnScroll]);

  useLocationChange(({location}) => {
    if (!hideOnScroll) return;
    const target = location.hash ? document.getElementById(location.hash.substring(1)) : null;
    isFocusedAnchor.current = target !== null;
    setIsNavbarVisible(target === null);
  });

  return {navbarRef, isNavbarVisible};
}

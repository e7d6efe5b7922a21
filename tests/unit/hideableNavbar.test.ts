import {describe, expect, it} from 'vitest';
import {navbarVisibility, type ScrollState} from '../../src/plugins/hideable-navbar/client/visibility';

// A 5,000 px page in an 800 px viewport, with a 60 px navbar: the end is at 4,200.
const at = (scrollY: number, lastScrollY?: number): ScrollState => ({
  scrollY,
  lastScrollY,
  navbarHeight: 60,
  viewportHeight: 800,
  documentHeight: 5000,
});

describe('navbar visibility', () => {
  it('hides on scroll down and shows on scroll up', () => {
    expect(navbarVisibility(at(2000, 1900))).toBe('hide');
    expect(navbarVisibility(at(1900, 2000))).toBe('show');
  });

  it('shows near the top, even scrolling down', () => {
    expect(navbarVisibility(at(30, 10))).toBe('show');
  });

  it('shows at the page end, also when that was a scroll down', () => {
    expect(navbarVisibility(at(4200, 4000))).toBe('show');
    expect(navbarVisibility(at(4199.5, 4000))).toBe('show');
  });

  it('shows on a small scroll up just before the end', () => {
    expect(navbarVisibility(at(4170, 4200))).toBe('show');
  });

  it('leaves it as it is without a direction', () => {
    expect(navbarVisibility(at(2000))).toBe('unchanged');
    expect(navbarVisibility(at(2000, 2000))).toBe('unchanged');
  });
});

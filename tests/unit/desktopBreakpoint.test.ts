import {describe, expect, it} from 'vitest';
import postcss from 'postcss';
import {isDesktopWidth, moveBreakpoint} from '../../src/plugins/desktop-breakpoint/client/breakpoint';
import {postcssMoveBreakpoint} from '../../src/plugins/desktop-breakpoint';

describe('desktop breakpoint', () => {
  it('puts 996 px on the desktop side', () => {
    expect(isDesktopWidth(995)).toBe(false);
    expect(isDesktopWidth(996)).toBe(true);
  });

  it("moves Infima's media queries and leaves other widths alone", () => {
    expect(moveBreakpoint('(max-width: 996px)')).toBe('(max-width: 995.98px)');
    expect(moveBreakpoint('(min-width:997px)')).toBe('(min-width: 996px)');
    expect(moveBreakpoint('screen and (min-width: 997px) and (max-width: 1200px)')).toBe(
      'screen and (min-width: 996px) and (max-width: 1200px)',
    );
    expect(moveBreakpoint('(max-width: 576px)')).toBe('(max-width: 576px)');
    expect(moveBreakpoint('(max-width: 9960px)')).toBe('(max-width: 9960px)');
  });

  it('rewrites the media queries of a stylesheet through PostCSS', async () => {
    const css = '@media (max-width: 996px) {.a{display:none}} @media (min-width: 997px) {.b{color:red}}';
    const result = await postcss([postcssMoveBreakpoint()]).process(css, {from: undefined});
    expect(result.css).toContain('@media (max-width: 995.98px)');
    expect(result.css).toContain('@media (min-width: 996px)');
  });
});

import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../src/utils/codeTheme';

type Rgb = [number, number, number];

const parse = (colour: string): Rgb => {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  if (!/^#[\da-f]{3,6}$/i.test(colour)) throw new Error(`Unknown colour ${colour}`);
  const h = colour.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, '$&$&') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
};
const luminance = ([r, g, b]: Rgb): number => {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** A highlighted line lays `--docusaurus-highlighted-code-line-bg` (black at `alpha`) over the block. */
const shade = (rgb: Rgb, alpha: number): Rgb => rgb.map((c) => Math.round(c * (1 - alpha))) as Rgb;

describe.each([
  ['light', lightCodeTheme, 0.08],
  ['dark', darkCodeTheme, 0.3],
] as const)('the %s code theme', (_, theme, highlightAlpha) => {
  const background = parse(theme.plain.backgroundColor!);
  const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => !!c)];

  it.each(colours)('shows %s at 4.5:1 or more, on plain and highlighted lines', (colour) => {
    expect(contrast(parse(colour), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(parse(colour), shade(background, highlightAlpha))).toBeGreaterThanOrEqual(4.5);
  });
});

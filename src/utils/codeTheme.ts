/**
 * The code themes: Prism's "github" (light) and "dracula" (dark), with each
 * token colour that falls under 4.5:1 on its background replaced by a shade
 * of the same hue that reaches it (WCAG AA; tests/unit/codeTheme.test.ts
 * checks every colour, on plain and on highlighted lines).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function recolour(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const replacement = entry.style.color ? replacements[entry.style.color] : undefined;
      return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#616152', // comments
  '#e3116c': '#b80f58', // strings
  '#36acaa': '#166c6a', // numbers, booleans, properties
  '#00a4db': '#00699a', // at-rules, attribute names
  '#d73a49': '#bf2637', // functions
});

export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#8894ba', // comments
});

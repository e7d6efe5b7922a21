/**
 * Code highlighting at build time, with the same Prism grammars the browser
 * used before (prism-react-renderer's bundle plus bash), so the reader's
 * browser downloads and runs no Prism at all. Tokens carry classes
 * (`token string`); their colours come from CSS written from the two code
 * themes (`codeThemeCss`), per colour mode.
 */
import {createRequire} from 'node:module';
import {normalizeTokens, Prism, type PrismTheme, type Token} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../utils/codeTheme';
// The browser's decoder escapes the same way (the pages ship tokens, not this HTML).
import {escapeHtml} from '../../utils/codeTokens';

type Themes = Record<string, PrismTheme>;
const siteThemes: Themes = {light: lightCodeTheme, dark: darkCodeTheme};

// Languages prism-react-renderer does not bundle; prismjs components register
// themselves on a global Prism.
const extraLanguages = ['bash'];
const requireHere = createRequire(import.meta.url);
{
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  global.Prism = Prism;
  for (const language of extraLanguages) requireHere(`prismjs/components/prism-${language}`);
  global.Prism = previous;
}

/** Prism's tokens of each line, as prism-react-renderer gives them; unknown languages are plain text. */
export function tokenizeLines(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  return grammar
    ? normalizeTokens(Prism.tokenize(code, grammar))
    : code.split(/\r\n|\r|\n/).map((content) => [{types: ['plain'], content}]);
}

/**
 * The inner HTML of a code block's `<code>`: one `span.token-line` per line,
 * each ending in `<br>`. theme-classic's CodeBlock/Line writes `div`s, which
 * HTML does not allow in `<code>` (phrasing content only, checked by
 * `npm run check:html`); inline lines each ending in a line break look the same.
 * No spans around plain text. The pages ship tokens instead
 * (src/utils/codeTokens.ts), whose decoder must give exactly this HTML.
 */
export function highlightToHtml(code: string, language: string, themes: Themes = siteThemes): string {
  const span = (token: Token): string => {
    const style = tokenOverride(token.types, themes);
    return `<span class="token ${token.types.join(' ')}"${style ? ` style="${style}"` : ''}>${escapeHtml(token.content)}</span>`;
  };
  return tokenizeLines(code, language)
    .map((line) => {
      // As in theme-classic: a line holding only "\n" is an empty line, not two.
      const tokens = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
      // Plain text needs no span: no rule styles it, and it is most of the markup.
      const spans = tokens.map((token) =>
        token.types.length === 1 && token.types[0] === 'plain' ? escapeHtml(token.content) : span(token),
      );
      return `<span class="token-line">${spans.join('')}<br></span>`;
    })
    .join('');
}

type Style = Record<string, string | number | undefined>;
const stylesCache = new WeakMap<PrismTheme, Map<string, Style>>();

/**
 * A theme as prism-react-renderer applies it: each token type's style, later
 * entries overriding earlier ones (its themeToDict). Entries limited to some
 * languages are not supported; the site's themes have none.
 */
export function themeStyles(theme: PrismTheme): Map<string, Style> {
  const cached = stylesCache.get(theme);
  if (cached) return cached;
  const styles = new Map<string, Style>();
  stylesCache.set(theme, styles);
  for (const entry of theme.styles) {
    if (entry.languages) throw new Error('code-highlight: theme entries limited to languages are not supported');
    for (const type of entry.types) styles.set(type, {...styles.get(type), ...(entry.style as Style)});
  }
  return styles;
}

const cssProperty = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The custom property holding a token type's style property in the current mode. */
const tokenVariable = (type: string, property: string): string => `--token-${type}-${cssProperty(property)}`;
const defined = (style: Style | undefined): Style =>
  Object.fromEntries(Object.entries(style ?? {}).filter(([, value]) => value !== undefined));

/**
 * A token with several types (`string variable punctuation`) gets, from the
 * class rules, per property the value of whichever of its types comes last in
 * the sheet; prism-react-renderer gave it the value of the last type in the
 * token's own list. Where the two differ, in either mode, the token carries an
 * inline style that reads its types' variables in its own order, last first:
 * `color: var(--token-punctuation-color, var(--token-variable-color, …))`.
 */
export function tokenOverride(types: string[], themes: Themes = siteThemes): string {
  if (types.length < 2) return '';
  const differing = new Set<string>();
  for (const theme of Object.values(themes)) {
    const styles = themeStyles(theme);
    const fromSheet: Style = {};
    for (const [type, style] of styles) if (types.includes(type)) Object.assign(fromSheet, defined(style));
    const fromList: Style = {};
    for (const type of types) Object.assign(fromList, defined(styles.get(type)));
    for (const property of new Set([...Object.keys(fromSheet), ...Object.keys(fromList)])) {
      if (fromSheet[property] !== fromList[property]) differing.add(property);
    }
  }
  return [...differing]
    .map((property) => {
      const styled = types.filter((type) =>
        Object.values(themes).some((theme) => defined(themeStyles(theme).get(type))[property] !== undefined),
      );
      const chain = styled.reduce((fallback, type) => `var(${tokenVariable(type, property)}${fallback ? `, ${fallback}` : ''})`, '');
      return `${cssProperty(property)}: ${chain}`;
    })
    .join('; ');
}
const declarations = (style: Style): string =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${cssProperty(name)}: ${value}`)
    .join('; ');

/**
 * The CSS for both colour modes: the plain colour and background as the
 * variables the site's Prism theme points to, each token type's style as
 * variables (for `tokenOverride`), then one rule per token type.
 */
export function codeThemeCss(themes: {light: PrismTheme; dark: PrismTheme}): string {
  const rules: string[] = ['/* Written by src/plugins/code-highlight from src/utils/codeTheme.ts. */'];
  for (const [mode, theme] of Object.entries(themes)) {
    const scope = `[data-theme='${mode}']`;
    const variables = [...themeStyles(theme)].flatMap(([type, style]) =>
      Object.entries(defined(style)).map(([property, value]) => `${tokenVariable(type, property)}: ${value}`),
    );
    rules.push(`${scope} { --code-color: ${theme.plain.color}; --code-background: ${theme.plain.backgroundColor}; }`);
    rules.push(`${scope} { ${variables.join('; ')}; }`);
    for (const [type, style] of themeStyles(theme)) {
      rules.push(`${scope} .prism-code .token.${type} { ${declarations(style)}; }`);
    }
  }
  return `${rules.join('\n')}\n`;
}

/**
 * The theme Docusaurus is configured with, the same in both modes: its only
 * colours are the variables above, so server and browser render the same
 * markup whatever the reader's mode.
 */
export const cssVariableCodeTheme: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [],
};

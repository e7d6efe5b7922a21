import {existsSync} from 'node:fs';
import {parseDocument} from 'htmlparser2';
import {describe, expect, it} from 'vitest';
import {collectBlocks} from '../../scripts/checkCodeSamples';
import {prismSetupModule} from '../../src/plugins/code-highlight';
import {codeThemeCss, highlightToHtml, themeStyles, tokenizeLines, tokenOverride} from '../../src/plugins/code-highlight/highlight';
import remarkCodeHighlight from '../../src/plugins/code-highlight/remark';
import {darkCodeTheme, lightCodeTheme} from '../../src/utils/codeTheme';
import {decodeTokens, encodeTokens} from '../../src/utils/codeTokens';

const themes = {light: lightCodeTheme, dark: darkCodeTheme};

describe('build-time highlighting', () => {
  it('writes one line per source line, with token classes and escaped text', () => {
    const html = highlightToHtml('curl -H "a: <b>" \\\n\n  && echo done', 'bash');
    expect(html.match(/<span class="token-line">/g)).toHaveLength(3);
    expect(html).toContain('<span class="token function">curl</span>');
    expect(html).toContain('<span class="token string">"a: &lt;b&gt;"</span>');
    expect(html).toContain('<span class="token-line"><br></span>');
    expect(html).not.toMatch(/<b>|token plain/);
  });

  it('shows languages without a grammar as plain text', () => {
    expect(highlightToHtml('1 < 2\nok', 'text')).toBe('<span class="token-line">1 &lt; 2<br></span><span class="token-line">ok<br></span>');
  });

  it('writes only phrasing content, which is all HTML allows in <code>, for every sample in the docs', async () => {
    const elements = new Set<string>();
    const collect = (nodes: {type: string; name?: string; children?: unknown[]}[]): void => {
      for (const node of nodes) {
        if (node.type === 'tag') elements.add(node.name!);
        if (node.children) collect(node.children as typeof nodes);
      }
    };
    const blocks = await collectBlocks(['docs', 'versioned_docs']);
    expect(blocks.length).toBeGreaterThan(100);
    for (const block of blocks) collect(parseDocument(highlightToHtml(block.code, block.lang)).children);
    expect([...elements].sort()).toEqual(['br', 'span']);
  });

  it('has a grammar for every language the docs use', async () => {
    const languages = new Set(
      (await collectBlocks(['docs', 'versioned_docs'])).map((b) => b.lang).filter((l) => l && l !== 'text' && l !== 'mermaid'),
    );
    for (const language of languages) {
      expect(tokenizeLines('x', language).flat().length, language).toBeGreaterThan(0);
      expect(highlightToHtml('{"a": 1} # x', language), `${language} is highlighted`).toContain('class="token ');
    }
  });
});

const declarations = (text: string): [string, string][] =>
  text
    .split(/;(?![^(]*\))/)
    .map((d) => d.split(/:(.*)/s).map((part) => part.trim()) as [string, string])
    .filter(([name, value]) => name && value);

/**
 * The style a browser gives a token: per property, the last rule in the sheet
 * naming one of its types, then its inline style with the mode's variables
 * resolved (an unresolved var() leaves the property unset).
 */
function rendered(css: string, mode: string, types: string[]): Record<string, string> {
  const style = new Map<string, string>();
  const variables = new Map<string, string>();
  for (const match of css.matchAll(/^\[data-theme='(\w+)'\] (?:\.prism-code \.token\.([\w-]+) )?\{ (.*) \}$/gm)) {
    if (match[1] !== mode) continue;
    for (const [name, value] of declarations(match[3]!)) {
      if (!match[2]) variables.set(name, value);
      else if (types.includes(match[2])) style.set(name, value);
    }
  }
  const resolve = (value: string): string | undefined => {
    const chain = /^var\((--[\w-]+)(?:, (.*))?\)$/.exec(value);
    if (!chain) return value;
    return variables.get(chain[1]!) ?? (chain[2] ? resolve(chain[2]) : undefined);
  };
  for (const [name, value] of declarations(tokenOverride(types))) {
    const resolved = resolve(value);
    if (resolved === undefined) style.delete(name);
    else style.set(name, resolved);
  }
  return Object.fromEntries(style);
}

/** The style prism-react-renderer gave the same token: its types' styles merged in the token's order. */
function merged(mode: keyof typeof themes, types: string[]): Record<string, string> {
  const styles = themeStyles(themes[mode]);
  const style: Record<string, string> = {};
  for (const type of types) {
    for (const [name, value] of Object.entries(styles.get(type) ?? {})) {
      if (value !== undefined) style[name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)] = String(value);
    }
  }
  return style;
}

describe('token colours as CSS', () => {
  const css = codeThemeCss(themes);

  it('gives a token an inline style only where the sheet would colour it differently', () => {
    expect(tokenOverride(['string'])).toBe('');
    expect(tokenOverride(['parameter', 'variable'])).toBe('');
    expect(tokenOverride(['string', 'variable', 'punctuation'])).toBe(
      'color: var(--token-punctuation-color, var(--token-variable-color, var(--token-string-color)))',
    );
    // Dracula's sheet order puts variable after function; the token lists function last.
    expect(highlightToHtml('echo "$(date)"', 'bash')).toContain(
      '<span class="token string variable function" style="color: var(--token-function-color, var(--token-variable-color, var(--token-string-color)))">date</span>',
    );
  });

  it('sets the plain colours of each mode as the variables the Prism theme uses', () => {
    expect(css).toContain(
      `[data-theme='light'] { --code-color: ${lightCodeTheme.plain.color}; --code-background: ${lightCodeTheme.plain.backgroundColor}; }`,
    );
    expect(css).toContain(
      `[data-theme='dark'] { --code-color: ${darkCodeTheme.plain.color}; --code-background: ${darkCodeTheme.plain.backgroundColor}; }`,
    );
  });

  it('colours every token of every code sample as prism-react-renderer did, in both modes', async () => {
    const blocks = await collectBlocks(['docs', 'versioned_docs']);
    const typeLists = new Map<string, string[]>();
    for (const block of blocks) {
      for (const token of tokenizeLines(block.code, block.lang || 'text').flat()) typeLists.set(token.types.join(' '), token.types);
    }
    expect(typeLists.size).toBeGreaterThan(20);
    for (const mode of ['light', 'dark'] as const) {
      for (const types of typeLists.values()) {
        expect(rendered(css, mode, types), `${mode}: token ${types.join(' ')}`).toEqual(merged(mode, types));
      }
    }
  });
});

describe('the remark plugin', () => {
  const run = (node: {type: string} & Record<string, unknown>) => {
    const tree = {type: 'root', children: [node]};
    remarkCodeHighlight()(tree, {path: 'page.mdx'});
    return node as {data?: {hProperties?: Record<string, unknown>}};
  };

  it('gives the code element its tokens instead of its text, and keeps its other properties', () => {
    const node = run({type: 'code', lang: 'bash', value: 'echo hi', data: {hProperties: {id: 'x'}}});
    expect(node.data).toEqual({hProperties: {id: 'x', tokens: encodeTokens(tokenizeLines('echo hi', 'bash'))}, hChildren: []});
    expect(decodeTokens(node.data?.hProperties?.tokens as string).html).toBe(highlightToHtml('echo hi', 'bash'));
  });

  it('treats a fence without a language as plain text', () => {
    expect(decodeTokens(run({type: 'code', lang: null, value: 'a < b'}).data?.hProperties?.tokens as string).html).toBe(
      '<span class="token-line">a &lt; b<br></span>',
    );
  });

  it('leaves an empty fence as MDX makes it, without children, which theme-classic shows unhighlighted', () => {
    expect(run({type: 'code', lang: 'bash', value: ''}).data).toBeUndefined();
  });

  it('refuses code holding the token markers, naming the line', () => {
    expect(() => run({type: 'code', lang: 'text', value: 'a\fb', position: {start: {line: 3}}})).toThrow(
      /page\.mdx:3: the code contains U\+0000, U\+0008, U\+000B or U\+000C/,
    );
  });

  it.each([
    ['line numbers', {meta: 'showLineNumbers'}],
    ['highlighted line ranges', {meta: '{1,3-4}'}],
    ['magic comments', {value: '# highlight-next-line\necho hi'}],
  ])('refuses %s, which it cannot render', (_, extra) => {
    expect(() => run({type: 'code', lang: 'bash', value: 'echo hi', position: {start: {line: 7}}, ...extra})).toThrow(
      /page\.mdx:7: line numbers and highlighted lines are not supported/,
    );
  });
});

it("replaces theme-classic's Prism set-up module, which must still be where the alias points", () => {
  expect(existsSync(`${prismSetupModule}.js`)).toBe(true);
});

/**
 * A code block as one string, from which the browser derives both its text
 * (for the copy button) and its highlighted HTML (src/plugins/code-highlight).
 *
 * Why: page chunks carried every block twice, as its text and as the HTML
 * highlighted at build time (3.9 KB of the 18.4 KB brotli chunk of
 * /api/chat-completions). Here the text is written once, with a marker
 * character where a token starts or ends.
 *
 * Format: lines joined by "\n"; a line's text is plain (no span) until a marker:
 * - TOKEN, a name, text: a token, up to the next marker or the line's end;
 * - CHAR, a name, one character: a token of that character, then plain text;
 * - PUNCTUATION, one character: the same for entry 0, punctuation, which is
 *   half of all tokens;
 * - PLAIN: plain text again after a TOKEN.
 * A name is one character naming an entry of `tokenTable`. The one-character
 * forms save a name or a PLAIN on most tokens. The markers are control
 * characters that code does not hold, and that a minified script writes in two
 * bytes (\0 \b \v \f); the encoder refuses code holding one.
 *
 * The encoder runs at build time only; the decoder ships to every page with
 * code, so it stays small and imports nothing.
 */

export const TOKEN = '\f';
export const CHAR = '\v';
export const PUNCTUATION = '\b';
export const PLAIN = '\0';
const markers = [TOKEN, CHAR, PUNCTUATION, PLAIN];

/**
 * Every class list (after `token`) the docs' code has, and the inline style
 * `tokenOverride` in src/plugins/code-highlight/highlight.ts gives it, if any.
 * At most 79 entries (see `firstName`); entry 0 has a marker of its own.
 *
 * One fixed table for all blocks, not one per block: pages carry only names,
 * and the table ships once, with CodeBlock (with the decoder, about 0.7 KB
 * brotli). A class list missing here fails the build, naming it, rather than
 * extending the table on the fly: the browser's copy of the table is this
 * module, so an extension made during a build would not reach it. Add the
 * entry by hand; tests/unit/codeTokens.test.ts checks every entry's style
 * against tokenOverride and every docs sample against the table.
 */
export const tokenTable: readonly (readonly [classes: string, style?: string])[] = [
  ['punctuation'],
  ['string'],
  ['operator'],
  ['keyword'],
  ['property'],
  ['number'],
  ['parameter variable'],
  ['function'],
  ['comment'],
  ['builtin'],
  ['string variable'],
  ['key atrule'],
  ['variable'],
  ['class-name'],
  ['string-interpolation interpolation punctuation'],
  ['assign-left variable'],
  ['string environment constant', 'color: var(--token-constant-color, var(--token-string-color))'],
  ['string-interpolation string'],
  ['template-string interpolation interpolation-punctuation punctuation'],
  ['boolean'],
  ['string-interpolation interpolation'],
  ['template-string interpolation'],
  ['template-string template-punctuation string'],
  ['null keyword'],
  ['template-string interpolation punctuation'],
  ['template-string string'],
  ['string variable punctuation', 'color: var(--token-punctuation-color, var(--token-variable-color, var(--token-string-color)))'],
  ['builtin class-name'],
  ['variable parameter variable'],
  ['string variable parameter variable'],
  ['variable string', 'color: var(--token-string-color, var(--token-variable-color))'],
  ['string variable function', 'color: var(--token-function-color, var(--token-variable-color, var(--token-string-color)))'],
  ['constant'],
  ['variable operator', 'color: var(--token-operator-color, var(--token-variable-color))'],
  ['variable function', 'color: var(--token-function-color, var(--token-variable-color))'],
  ['string variable string', 'color: var(--token-string-color, var(--token-variable-color, var(--token-string-color)))'],
  ['string variable number'],
  ['string variable operator', 'color: var(--token-operator-color, var(--token-variable-color, var(--token-string-color)))'],
  ['variable punctuation', 'color: var(--token-punctuation-color, var(--token-variable-color))'],
  ['template-string interpolation function'],
  ['string variable string variable'],
  ['string-interpolation interpolation format-spec'],
  ['template-string interpolation number'],
  ['string-interpolation interpolation builtin'],
  ['string-interpolation interpolation string'],
  ['template-string interpolation string'],
  ['boolean important'],
  ['for-or-select variable'],
  ['class-name builtin'],
  ['template-string interpolation operator'],
  ['template-string interpolation constant'],
  // YAML anchors (`&name`), which the docs do not use yet.
  ['important'],
];

/** Entry i is named by the character with code 48 + i: "0" to "~". */
const firstName = 48;
const nameOf = (index: number): string => String.fromCharCode(firstName + index);

/** The escaping of the highlighted HTML: text only, never in attributes. */
export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let indexOfClasses: Map<string, number> | undefined;

/**
 * The token string of a block's lines of Prism tokens, as
 * prism-react-renderer's normalizeTokens gives them. Build time only.
 */
export function encodeTokens(lines: readonly (readonly {types: readonly string[]; content: string}[])[]): string {
  indexOfClasses ??= new Map(tokenTable.map(([classes], i) => [classes, i]));
  return lines
    .map((line) => {
      // As in highlightToHtml: a line holding only "\n" is an empty line.
      const tokens = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
      let text = '';
      let inToken = false;
      for (const {types, content} of tokens) {
        if (markers.some((marker) => content.includes(marker))) {
          throw new Error('the code contains U+0000, U+0008, U+000B or U+000C, which mark tokens in the page (src/utils/codeTokens.ts)');
        }
        if (types.length === 1 && types[0] === 'plain') {
          if (inToken && content) text += PLAIN;
          inToken &&= !content;
          text += content;
          continue;
        }
        const classes = types.join(' ');
        const index = indexOfClasses!.get(classes);
        if (index === undefined) {
          throw new Error(
            `the token classes "${classes}" are not in tokenTable (src/utils/codeTokens.ts); add them there, with the style tests/unit/codeTokens.test.ts asks for`,
          );
        }
        inToken = content.length !== 1;
        if (inToken) text += TOKEN + nameOf(index);
        else text += index ? CHAR + nameOf(index) : PUNCTUATION;
        text += content;
      }
      return text;
    })
    .join('\n');
}

/** A block's text as it was before encoding (what the copy button copies), and its HTML as highlightToHtml writes it. */
export function decodeTokens(tokens: string): {code: string; html: string} {
  let code = '';
  let html = '<span class="token-line">';
  let run = '';
  let open: number | undefined;
  const span = (index: number, text: string): string => {
    const [classes, style] = tokenTable[index]!;
    return `<span class="token ${classes}"${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</span>`;
  };
  // Ends the run of text read so far: a token's, or plain text.
  const end = (): void => {
    html += open === undefined ? escapeHtml(run) : span(open, run);
    code += run;
    run = '';
    open = undefined;
  };
  for (let i = 0; i < tokens.length; i++) {
    const c = tokens[i]!;
    if (c === '\n' || markers.includes(c)) end();
    if (c === '\n') {
      html += '<br></span><span class="token-line">';
      code += c;
    } else if (c === TOKEN) open = tokens.charCodeAt(++i) - firstName;
    else if (c === CHAR || c === PUNCTUATION) {
      const index = c === CHAR ? tokens.charCodeAt(++i) - firstName : 0;
      const char = tokens[++i]!;
      html += span(index, char);
      code += char;
    } else if (c !== PLAIN) run += c;
  }
  end();
  return {code, html: `${html}<br></span>`};
}

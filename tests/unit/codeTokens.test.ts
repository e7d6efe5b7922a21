import {describe, expect, it} from 'vitest';
import {collectBlocks} from '../../scripts/checkCodeSamples';
import {highlightToHtml, tokenizeLines, tokenOverride} from '../../src/plugins/code-highlight/highlight';
import {CHAR, decodeTokens, encodeTokens, PLAIN, PUNCTUATION, TOKEN, tokenTable} from '../../src/utils/codeTokens';

const encode = (code: string, language: string): string => encodeTokens(tokenizeLines(code, language));

/** What the page must show and copy: the build-time HTML and the fence's text, unchanged. */
function expectRoundTrip(code: string, language: string, where = language): void {
  const decoded = decodeTokens(encode(code, language));
  expect(decoded.html, `${where}: HTML`).toBe(highlightToHtml(code, language));
  expect(decoded.code, `${where}: text`).toBe(code);
}

// Characters that must survive: HTML's own, quotes, backslashes, unicode, tabs, empty lines.
const awkward = 'a < b && c > "d" \'e\' `f` \\n \\\\ é → 中文 😀\t\n\n  <script>&amp;</script>\n';

describe('code tokens', () => {
  it('give back the HTML and text of a real fence of each language the docs use, and of diff and http', async () => {
    const blocks = await collectBlocks(['docs']);
    const samples = new Map<string, string>();
    // The longest fence of each language, which has the most kinds of tokens.
    for (const block of blocks) {
      if (block.lang === 'mermaid') continue;
      if ((samples.get(block.lang)?.length ?? -1) < block.code.length) samples.set(block.lang, block.code);
    }
    expect([...samples.keys()].sort()).toEqual(expect.arrayContaining(['bash', 'json', 'python', 'text', 'ts', 'yaml']));
    samples.set('diff', '--- a/config.yaml\n+++ b/config.yaml\n@@ -1,2 +1,2 @@\n-model: old\n+model: "new"\n unchanged');
    samples.set('http', 'POST /v1/chat/completions HTTP/1.1\nHost: api.example.com\n\n{"messages": []}');
    for (const [language, code] of samples) {
      expectRoundTrip(code, language);
      expectRoundTrip(`${code}\n${awkward}`, language, `${language} with awkward characters`);
    }
  });

  it('give back the HTML and text of every fence in the docs', async () => {
    const blocks = await collectBlocks(['docs', 'versioned_docs']);
    expect(blocks.length).toBeGreaterThan(100);
    for (const block of blocks) {
      if (block.lang === 'mermaid' || block.code === '') continue;
      expectRoundTrip(block.code, block.lang || 'text', `${block.file}:${block.line}`);
    }
  });

  it('write the text once, with a marker where a token starts or plain text follows one', () => {
    const name = (classes: string): string => String.fromCharCode(48 + tokenTable.findIndex(([c]) => c === classes));
    expect(encode('curl -H "a: <b>"\n\necho hi', 'bash')).toBe(
      `${TOKEN}${name('function')}curl${PLAIN} ${TOKEN}${name('parameter variable')}-H${PLAIN} ${TOKEN}${name('string')}"a: <b>"\n\n${TOKEN}${name('builtin class-name')}echo${PLAIN} hi`,
    );
    // One-character tokens need no PLAIN after them, and punctuation no name.
    expect(encode('{"a": [1, 23]}', 'json')).toBe(
      `${PUNCTUATION}{${TOKEN}${name('property')}"a"${CHAR}${name('operator')}: ${PUNCTUATION}[${CHAR}${name('number')}1${PUNCTUATION}, ${TOKEN}${name('number')}23${PUNCTUATION}]${PUNCTUATION}}`,
    );
  });

  it('escape text as the build-time HTML always did: &, < and > only', () => {
    expect(decodeTokens(encode('a & b <c> "d" \'e\'', 'text')).html).toBe(
      '<span class="token-line">a &amp; b &lt;c&gt; "d" \'e\'<br></span>',
    );
  });

  it('give each class list the inline style the build gives it', () => {
    for (const [classes, style = ''] of tokenTable) expect(style, classes).toBe(tokenOverride(classes.split(' ')));
    expect(new Set(tokenTable.map(([classes]) => classes)).size).toBe(tokenTable.length);
    // Names run from "0" to "~": printable ASCII, one character in a JS string.
    expect(tokenTable.length).toBeLessThanOrEqual(79);
  });

  it('refuse code holding a marker, and class lists missing from the table', () => {
    for (const marker of [TOKEN, CHAR, PUNCTUATION, PLAIN]) {
      expect(() => encode(`a${marker}b`, 'text')).toThrow(/the code contains U\+0000, U\+0008, U\+000B or U\+000C/);
    }
    expect(() => encodeTokens([[{types: ['tag', 'unknown'], content: 'x'}]])).toThrow(
      /the token classes "tag unknown" are not in tokenTable/,
    );
  });
});

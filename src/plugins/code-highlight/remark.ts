/**
 * Remark plugin: gives each fenced code block its Prism tokens as the `tokens`
 * prop of the MDX `code` element, one string from which src/theme/CodeBlock
 * derives both the highlighted HTML (see ./highlight.ts for why at build time)
 * and the text the copy button copies (src/utils/codeTokens.ts).
 *
 * The element loses its text children: page chunks carried each block twice,
 * as text and as highlighted HTML, and now carry it once. Each block's tokens
 * are checked to give back exactly its text and highlightToHtml's HTML.
 * Features that change lines in the browser (line numbers, highlighted lines,
 * magic comments) are refused at build rather than rendered wrong.
 */
import {decodeTokens, encodeTokens} from '../../utils/codeTokens';
import {highlightToHtml, tokenizeLines} from './highlight';

interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: CodeNode[];
  data?: {hProperties?: Record<string, unknown>; hChildren?: unknown[]};
  position?: {start: {line: number}};
}

// theme-classic's default magic comments, and its metastring options that number or mark lines.
const lineFeatures = [/\bhighlight-(next-line|start|end)\b/, /^\s*(\/\/|#)\s*highlight-/m];
const metaFeatures = [/\bshowLineNumbers\b/, /\{[\d,\s-]+\}/];

export default function remarkCodeHighlight(): (tree: CodeNode, file: {path?: string}) => void {
  return (tree: CodeNode, file: {path?: string}) => {
    const visit = (node: CodeNode): void => {
      if (node.type === 'code') {
        const where = `${file.path ?? 'A page'}:${node.position?.start.line ?? '?'}`;
        const code = node.value ?? '';
        if (metaFeatures.some((re) => re.test(node.meta ?? '')) || lineFeatures.some((re) => re.test(code))) {
          throw new Error(
            `${where}: line numbers and highlighted lines are not supported by the build-time highlighter (src/plugins/code-highlight).`,
          );
        }
        // Language as theme-classic reads it: the fence's info word, else plain text.
        const language = (node.lang ?? 'text').toLowerCase();
        // An empty fence stays as it was: MDX gives it no children, so theme-classic renders it unhighlighted.
        if (code === '') return;
        let tokens: string;
        try {
          tokens = encodeTokens(tokenizeLines(code, language));
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`);
        }
        const decoded = decodeTokens(tokens);
        if (decoded.code !== code || decoded.html !== highlightToHtml(code, language)) {
          throw new Error(
            `${where}: this block's tokens do not give back its text and highlighted HTML (line endings other than \\n?); see src/utils/codeTokens.ts`,
          );
        }
        node.data = {...node.data, hProperties: {...node.data?.hProperties, tokens}, hChildren: []};
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/**
 * Remark plugin: gives each fenced code block its highlighted HTML as the
 * `highlightedHtml` prop of the MDX `code` element, which src/theme/CodeBlock
 * passes to its content (see ./highlight.ts for why).
 *
 * Code blocks keep their text as children: the copy button copies that.
 * Features that change lines in the browser (line numbers, highlighted lines,
 * magic comments) are refused at build rather than rendered wrong.
 */
import {highlightToHtml} from './highlight';

interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: CodeNode[];
  data?: {hProperties?: Record<string, unknown>};
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
        node.data = {...node.data, hProperties: {...node.data?.hProperties, highlightedHtml: highlightToHtml(code, language)}};
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

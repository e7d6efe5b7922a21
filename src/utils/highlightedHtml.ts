/**
 * Carries a code block's highlighted HTML, which CodeBlock decodes from the
 * `tokens` prop written by src/plugins/code-highlight/remark.ts, from
 * CodeBlock to its content, past theme-classic's components in between.
 */
import {createContext, useContext} from 'react';

export const HighlightedHtmlContext = createContext<string | undefined>(undefined);

export function useHighlightedHtml(): string {
  const html = useContext(HighlightedHtmlContext);
  if (html === undefined) {
    throw new Error(
      'A code block has no build-time highlighting: render code blocks from Markdown code fences (src/plugins/code-highlight).',
    );
  }
  return html;
}

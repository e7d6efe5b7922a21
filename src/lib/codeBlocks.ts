/** Fenced code blocks of a Markdown/MDX file, with the line each body starts on. */
export interface CodeBlock {
  file: string;
  /** 1-based line of the block's first body line. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = fenceOpen.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      // A closing fence is at least as long as the opening one, of the same character.
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length) {
        break;
      }
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push({file, line: i + 2, lang: lang.toLowerCase(), meta: meta.trim(), code: body.join('\n')});
    i = j;
  }
  return blocks;
}

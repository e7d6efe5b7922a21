/**
 * Words of prose in a Markdown/MDX page: what a reader reads as text, not
 * front matter, imports, code, diagrams, JSX tags or table rows (unless
 * asked to count tables, as model pages may).
 */
export function proseWords(source: string, {countTables = false} = {}): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, '') // fenced code and diagrams
    .replace(/^\s*(import|export)\s.*$/gm, '')
    .split('\n')
    .filter((line) => countTables || !/^\s*\|/.test(line))
    .join('\n')
    .replace(/<[^>\n]+>/g, ' ') // JSX and HTML tags
    .replace(/^:::\w*.*$/gm, '') // admonition fences
    .replace(/\]\([^)]*\)/g, ']') // link targets
    .replace(/[#*_`>|[\]-]/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/**
 * The upstream register as the Markdown table ARCHITECTURE.md shows, between
 * two marker comments. The register (src/plugins/upstream-register/register.ts)
 * is the source; tests/unit/registerTable.test.ts fails when the document's
 * table is not this one, and `npm run docs:register` rewrites it.
 */
import type {UpstreamEntry} from '../../src/plugins/upstream-register/register';

export const registerStart = '<!-- upstream-register:start (npm run docs:register writes this table) -->';
export const registerEnd = '<!-- upstream-register:end -->';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

export function registerTable(entries: readonly UpstreamEntry[]): string {
  const rows = entries.map((e) => `| \`${e.id}\` | ${e.kind} | \`${e.package}/${e.file}\` | \`${e.ours}\` | ${cell(e.why)} |`);
  return ['| id | kind | upstream file | ours | why |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** `document` with the text between the markers replaced by the table; throws when a marker is missing. */
export function withRegisterTable(document: string, entries: readonly UpstreamEntry[]): string {
  const start = document.indexOf(registerStart);
  const end = document.indexOf(registerEnd);
  if (start < 0 || end < start) {
    throw new Error(`ARCHITECTURE.md needs the lines ${registerStart} and ${registerEnd} around the register table.`);
  }
  return `${document.slice(0, start + registerStart.length)}\n${registerTable(entries)}\n${document.slice(end)}`;
}

/**
 * The pure part of `npm run check:html` (scripts/validateHtml.ts): reads the
 * Nu HTML checker's JSON report, sets aside the kinds of message we accept
 * (each with its reason) and formats the rest as `file:line:col message`.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** One message of `vnu --format json` (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  /** `error`, `info` (with subType `warning` for warnings), or `non-document-error` (e.g. a file it could not read). */
  type: string;
  subType?: string;
  url?: string;
  message: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

export interface Accepted {
  /** The message's type as `severity` reports it. */
  severity: 'warning' | 'info';
  message: string;
  why: string;
}

/**
 * Messages we accept. Errors are never accepted; a warning or info not listed
 * here fails the check, so each new kind gets looked at.
 */
export const accepted: readonly Accepted[] = [
  {
    severity: 'info',
    message: 'Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.',
    why:
      "Docusaurus Faster's HTML minifier (@swc/html, not configurable from Docusaurus) writes `<meta content=en />`: " +
      'it always leaves a space before the slash, so no attribute value takes it in.',
  },
];

export function parseNuReport(json: string): NuMessage[] {
  const report = JSON.parse(json) as {messages?: unknown};
  if (!Array.isArray(report.messages)) throw new Error('The Nu HTML checker wrote no "messages" list');
  return report.messages as NuMessage[];
}

export function severity(message: NuMessage): 'error' | 'warning' | 'info' {
  if (message.type === 'info') return message.subType === 'warning' ? 'warning' : 'info';
  return 'error';
}

export const isAccepted = (message: NuMessage, list: readonly Accepted[] = accepted): boolean =>
  list.some((entry) => entry.severity === severity(message) && entry.message === message.message);

/** The messages that fail the check, and how many of each accepted kind were set aside. */
export function sortMessages(
  messages: readonly NuMessage[],
  list: readonly Accepted[] = accepted,
): {failures: NuMessage[]; acceptedCounts: Map<string, number>} {
  const failures: NuMessage[] = [];
  const acceptedCounts = new Map<string, number>();
  for (const message of messages) {
    if (isAccepted(message, list)) acceptedCounts.set(message.message, (acceptedCounts.get(message.message) ?? 0) + 1);
    else failures.push(message);
  }
  return {failures, acceptedCounts};
}

/** `build/api/x.html:12:34 error: message`, the file relative to `cwd`. */
export function formatMessage(message: NuMessage, cwd: string): string {
  const file = message.url?.startsWith('file:') ? path.relative(cwd, fileURLToPath(message.url)) : (message.url ?? '(no file)');
  const line = message.lastLine ?? message.firstLine;
  const column = message.firstColumn ?? message.lastColumn;
  const where = line === undefined ? file : `${file}:${line}:${column ?? 1}`;
  const kind = severity(message);
  return `${where} ${kind === 'error' ? '' : `${kind}: `}${message.message}`;
}

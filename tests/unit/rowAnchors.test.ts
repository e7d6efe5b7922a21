import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {selectAll} from 'hast-util-select';
import type {Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeRowAnchors from '../../src/plugins/row-anchors';
import {differenceAnchor, fieldAnchor, flagAnchor, statusAnchor} from '../../src/data/rowAnchors';

describe('row anchors', () => {
  it('name fields, flags, statuses and OpenAI differences', () => {
    expect(fieldAnchor('request', 'max_tokens')).toBe('request-max_tokens');
    expect(fieldAnchor('response', 'choices[].delta')).toBe('response-choices-delta');
    expect(flagAnchor('--apiKey')).toBe('flag-apiKey');
    expect(flagAnchor('-l, --log-level')).toBe('flag-log-level');
    expect(statusAnchor('429')).toBe('status-429');
    expect(differenceAnchor('chat-completions', 'tool_choice: "required"')).toBe('chat-completions-tool_choice-required');
    expect(differenceAnchor('unserved', 'POST /v1/responses')).toBe('unserved-post-v1-responses');
  });
});

describe('rehypeRowAnchors', () => {
  const ids = (html: string): (string | null)[] => {
    const processor = unified().use(rehypeParse, {fragment: true}).use(rehypeRowAnchors);
    const tree = processor.runSync(processor.parse(html)) as Root;
    return selectAll('tbody tr', tree).map((tr) => tr.properties.id ?? null);
  };
  const table = (header: string, rows: string[]): string =>
    `<table><thead><tr><th>${header}</th><th>Type</th></tr></thead><tbody>${rows.map((r) => `<tr><td>${r}</td><td>x</td></tr>`).join('')}</tbody></table>`;

  it('anchors each status row of an error table', () => {
    expect(ids(table('Status', ['400', '429']))).toEqual(['status-400', 'status-429']);
  });

  it('anchors a status listed twice on a page once, and leaves other tables alone', () => {
    expect(ids(table('Status', ['400', '400']) + table('Status', ['400', '404']))).toEqual(['status-400', null, null, 'status-404']);
    expect(ids(table('Name', ['400']))).toEqual([null]);
    expect(ids(table('Status', ['OK']))).toEqual([null]);
  });
});

import {describe, expect, it} from 'vitest';
import {accepted, formatMessage, parseNuReport, severity, sortMessages, type NuMessage} from '../../scripts/lib/htmlValidation';

// Shaped as `vnu --format json` writes them.
const report = JSON.stringify({
  version: '26.9.27',
  messages: [
    {
      type: 'error',
      url: 'file:/site/build/api/x.html',
      lastLine: 3,
      firstColumn: 57,
      lastColumn: 73,
      message: 'Element “div” not allowed as child of element “code” in this context.',
    },
    {
      type: 'info',
      url: 'file:/site/build/index.html',
      lastLine: 1,
      firstColumn: 9,
      message: 'Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.',
    },
    {
      type: 'info',
      subType: 'warning',
      url: 'file:/site/build/index.html',
      lastLine: 1,
      firstColumn: 16,
      message: 'Consider adding a “lang” attribute.',
    },
    {type: 'non-document-error', subType: 'io', url: 'file:/site/build/gone.html', message: 'File not found.'},
  ],
});

describe('the Nu checker report', () => {
  const messages = parseNuReport(report);

  it('reads the messages', () => {
    expect(messages.map(severity)).toEqual(['error', 'info', 'warning', 'error']);
  });

  it('refuses output that is not a report', () => {
    expect(() => parseNuReport('{"version": "1"}')).toThrow(/no "messages" list/);
    expect(() => parseNuReport('Exception in thread "main"')).toThrow();
  });

  it('fails on errors and on warnings or infos not accepted, and counts the accepted', () => {
    const {failures, acceptedCounts} = sortMessages(messages);
    expect(failures).toEqual([messages[0], messages[2], messages[3]]);
    expect([...acceptedCounts]).toEqual([
      ['Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.', 1],
    ]);
  });

  it('never accepts an error, even with an accepted text', () => {
    const error: NuMessage = {...messages[1]!, type: 'error'};
    expect(sortMessages([error]).failures).toEqual([error]);
  });

  it('says why each accepted kind is accepted', () => {
    for (const entry of accepted) expect(entry.why.length).toBeGreaterThan(40);
  });

  it('prints file:line:col message, relative to the working folder', () => {
    expect(formatMessage(messages[0]!, '/site')).toBe(
      'build/api/x.html:3:57 Element “div” not allowed as child of element “code” in this context.',
    );
    expect(formatMessage(messages[2]!, '/site')).toBe('build/index.html:1:16 warning: Consider adding a “lang” attribute.');
    expect(formatMessage(messages[3]!, '/site')).toBe('build/gone.html File not found.');
  });
});

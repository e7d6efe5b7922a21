import {describe, expect, it} from 'vitest';
import {securityContact} from '../../src/data/securityContact';
import {securityTxt} from '../../src/plugins/security-txt/securityTxt';

const day = 24 * 60 * 60 * 1000;

/** RFC 9116 fields of a security.txt, by name (each may repeat). */
function fields(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of text.split('\n').filter((l) => l !== '' && !l.startsWith('#'))) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, `"${line}" is a field line`).not.toBeNull();
    const [, name, value] = match!;
    map.set(name!.toLowerCase(), [...(map.get(name!.toLowerCase()) ?? []), value!]);
  }
  return map;
}

describe('security.txt (RFC 9116)', () => {
  const text = securityTxt('https://docs.confidant.example/');
  const f = fields(text);

  it('has the required fields once each: Contact as a mailto URI and one Expires', () => {
    expect(f.get('contact')).toEqual([`mailto:${securityContact.email}`]);
    expect(f.get('expires')).toHaveLength(1);
    expect(f.get('expires')![0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('names its canonical URL and the disclosure section of the security page, without a double slash', () => {
    expect(f.get('canonical')).toEqual(['https://docs.confidant.example/.well-known/security.txt']);
    expect(f.get('policy')).toEqual(['https://docs.confidant.example/security#reporting-a-vulnerability']);
    expect(f.get('preferred-languages')).toEqual(['en']);
  });

  it('ends with a line break, as a text file should', () => {
    expect(text.endsWith('\n')).toBe(true);
  });

  it('expires in more than 30 days and less than a year (confirm the contact, then move `expires` in src/data/securityContact.ts)', () => {
    const left = Date.parse(f.get('expires')![0]!) - Date.now();
    expect(left, 'security.txt expires within 30 days').toBeGreaterThan(30 * day);
    expect(left, 'RFC 9116: Expires should be less than a year ahead').toBeLessThan(366 * day);
  });
});

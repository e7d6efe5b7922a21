import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {upstreamRegister, type UpstreamEntry} from '../../src/plugins/upstream-register/register';
import {registerEnd, registerStart, registerTable, withRegisterTable} from '../../scripts/lib/registerTable';

const entry: UpstreamEntry = {
  id: 'x',
  kind: 'wrap',
  package: 'p',
  file: 'lib/a.js',
  ours: 'src/theme/A/index.tsx',
  why: 'Says a | b.',
  takenFrom: '1.0.0',
  sha256: '0',
};

describe('the register table', () => {
  it('has one row per entry, a pipe in a reason escaped', () => {
    expect(registerTable([entry]).split('\n')[2]).toBe('| `x` | wrap | `p/lib/a.js` | `src/theme/A/index.tsx` | Says a \\| b. |');
  });

  it('replaces only what is between the markers, and says when they are missing', () => {
    const document = `# A\n${registerStart}\nold\n${registerEnd}\nafter\n`;
    expect(withRegisterTable(document, [entry])).toBe(`# A\n${registerStart}\n${registerTable([entry])}\n${registerEnd}\nafter\n`);
    expect(() => withRegisterTable('# A\n', [entry])).toThrow(/needs the lines/);
  });

  it('is the table ARCHITECTURE.md shows (npm run docs:register rewrites it)', () => {
    const architecture = readFileSync('ARCHITECTURE.md', 'utf8');
    expect(withRegisterTable(architecture, upstreamRegister)).toBe(architecture);
  });
});

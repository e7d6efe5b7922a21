import {describe, expect, it} from 'vitest';
import {execFileSync} from 'node:child_process';
import {busyScript} from '../../scripts/lib/busyCore';
import {runWithBusyCore} from '../../scripts/withBusyCore';

const busyProcesses = (): number =>
  execFileSync('ps', ['-eo', 'args'])
    .toString()
    .split('\n')
    .filter((line) => line.includes(`-e ${busyScript}`)).length;

describe('withBusyCore', () => {
  it("passes the command's exit status through", async () => {
    expect(await runWithBusyCore(process.execPath, ['-e', 'process.exit(3)'])).toBe(3);
    expect(await runWithBusyCore(process.execPath, ['-e', ''])).toBe(0);
  });

  it('says so when the command cannot run', async () => {
    expect(await runWithBusyCore('no-such-command-here', [])).toBe(127);
  });

  it('keeps a second process busy while the command runs, and stops it after', async () => {
    // The command sees one more busy process beside it than there was before; none is left after.
    // The probe reads the text to look for from its environment, so that its own command line does not hold it.
    const before = busyProcesses();
    process.env.BUSY_NEEDLE = `-e ${busyScript}`;
    const probe = `const n = require('child_process').execFileSync('ps', ['-eo', 'args']).toString().split('\\n').filter((l) => l.includes(process.env.BUSY_NEEDLE)).length; process.exit(n > ${before} ? 0 : 9);`;
    expect(await runWithBusyCore(process.execPath, ['-e', probe])).toBe(0);
    expect(busyProcesses()).toBe(before);
  });
});

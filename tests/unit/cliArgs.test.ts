// The servers' and the edge stage's options (scripts/lib/cliArgs.ts): usage
// for --help, what is wrong for a bad option, never a stack trace.
import {describe, expect, it} from 'vitest';
import {readCliArgs} from '../../scripts/lib/cliArgs';

const options = {port: {type: 'string', default: '3000'}, dir: {type: 'string', default: 'build'}} as const;
const usage = 'Usage: serve [--port 3000] [--dir build]';

describe('command-line options', () => {
  it('answers --help and -h with the usage line and success', () => {
    expect(readCliArgs(['--help'], options, usage)).toEqual({kind: 'exit', code: 0, message: usage});
    expect(readCliArgs(['--port', '1', '-h'], options, usage)).toEqual({kind: 'exit', code: 0, message: usage});
  });

  it('answers an unknown option, a missing value or a stray argument with what is wrong and the usage line', () => {
    for (const args of [['--nope'], ['--port'], ['build']]) {
      const outcome = readCliArgs(args, options, usage);
      expect(outcome.kind, args.join(' ')).toBe('exit');
      if (outcome.kind !== 'exit') continue;
      expect(outcome.code).toBe(2);
      expect(outcome.message).toMatch(/\S.*\nUsage: serve/);
      expect(outcome.message).not.toMatch(/\n\s+at /);
    }
  });

  it('returns the values, with the defaults', () => {
    expect(readCliArgs(['--port', '8080'], options, usage)).toEqual({kind: 'run', values: {port: '8080', dir: 'build'}});
  });
});

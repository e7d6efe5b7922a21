/**
 * Command-line options for the servers and the edge stage: node's parseArgs,
 * with `--help` and `-h` answered by the usage line, and an unknown option or
 * a missing value answered by what is wrong and the usage line, not a stack
 * trace.
 */
import {parseArgs, type ParseArgsConfig} from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export type CliOutcome<T> = {kind: 'run'; values: T} | {kind: 'exit'; code: 0 | 2; message: string};

/** Reads `args` against `options`; never throws. */
export function readCliArgs<O extends Options>(
  args: readonly string[],
  options: O,
  usage: string,
): CliOutcome<ReturnType<typeof parseArgs<{options: O}>>['values']> {
  if (args.includes('--help') || args.includes('-h')) return {kind: 'exit', code: 0, message: usage};
  try {
    const {values} = parseArgs({args: [...args], options, strict: true, allowPositionals: false});
    return {kind: 'run', values};
  } catch (error) {
    return {kind: 'exit', code: 2, message: `${(error as Error).message}\n${usage}`};
  }
}

/** readCliArgs on this process's arguments: prints and exits, or returns the values. */
export function cliArgs<O extends Options>(options: O, usage: string): ReturnType<typeof parseArgs<{options: O}>>['values'] {
  const outcome = readCliArgs(process.argv.slice(2), options, usage);
  if (outcome.kind === 'run') return outcome.values;
  (outcome.code === 0 ? console.log : console.error)(outcome.message);
  process.exit(outcome.code);
}

import {spawn, type ChildProcess} from 'node:child_process';

/** What the busy process runs; tests find it by this text in the process list. */
export const busyScript = 'for (;;) Math.sqrt(Math.random());';

/**
 * A process that keeps one core at 100% until it is killed: the "busy machine"
 * of the benchmarks, and the slow machine the test suite must pass on.
 */
export function startBusyProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', busyScript], {stdio: 'ignore'});
}

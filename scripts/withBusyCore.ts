/**
 * Runs a command while a second process keeps one core busy, and exits with
 * the command's status: how a maintainer checks that the suite's verdict does
 * not depend on the machine's speed (on 2 cores, the command gets about half
 * the machine). `npm run test:busy` runs `npm test` this way.
 *
 * Usage: tsx scripts/withBusyCore.ts <command> [args...]
 */
import {spawn} from 'node:child_process';
import {startBusyProcess} from './lib/busyCore';

/** Runs `command` beside a busy core; resolves with its exit status (1 when a signal ended it). */
export function runWithBusyCore(command: string, args: readonly string[]): Promise<number> {
  const busy = startBusyProcess();
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {stdio: 'inherit'});
    const finish = (status: number) => {
      console.log(
        `\n[withBusyCore] ${[command, ...args].join(' ')}: exit ${status} after ${((Date.now() - started) / 1000).toFixed(0)} s, one core kept busy`,
      );
      // Resolve once the busy process is gone, so nothing outlives the command.
      if (busy.exitCode !== null || busy.signalCode !== null) resolve(status);
      else {
        busy.once('exit', () => resolve(status));
        busy.kill();
      }
    };
    child.on('error', (error) => {
      console.error(`[withBusyCore] cannot run ${command}: ${error.message}`);
      finish(127);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: tsx scripts/withBusyCore.ts <command> [args...]');
    process.exit(2);
  }
  process.exitCode = await runWithBusyCore(command, args);
}

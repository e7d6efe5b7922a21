/**
 * Servers that end with whoever started them. The end-to-end suite starts
 * the serve scripts through `sh -c`, npx and tsx; when the runner is killed
 * with SIGKILL nothing signals them, and they kept the suite's ports for the
 * next run. Each serve script watches its parent and, when
 * playwright.config.ts names it, the runner (the parent alone is not
 * enough: tsx, its parent, outlives a killed runner), and stops when either
 * is gone. The servers they start (nginx, wrangler and its workerd) run in
 * a process group of their own, ended as a whole.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';

/** The pid of the process the serve scripts end with, beside their parent: playwright.config.ts sets it to the runner's. */
export const ownerPidVariable = 'SERVE_OWNER_PID';

const hasProc = existsSync('/proc/self/stat');

/**
 * A live process's start time, which tells it from a later process given
 * the same pid; undefined when it is gone or a zombie (a killed process
 * whose parent has not reaped it yet is gone all the same). Without /proc,
 * only whether the pid exists, as ''.
 */
export function processStart(pid: number): string | undefined {
  if (!hasProc) {
    try {
      process.kill(pid, 0);
      return '';
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? '' : undefined;
    }
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // `pid (comm) state ppid …`: comm may hold spaces and parentheses; the
  // fields after it start with the state (field 3); starttime is field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return undefined;
  return fields[19] ?? '';
}

export interface DieWithParentOptions {
  intervalMs?: number;
  env?: NodeJS.ProcessEnv;
}

/**
 * Calls `onGone` once, with the reason, when this process's parent is gone
 * (its parent pid changes: it was adopted) or the process named by
 * SERVE_OWNER_PID is. Polls: no signal comes when a parent dies. Returns a
 * function that stops watching. The timer does not keep the process alive.
 */
export function dieWithParent(
  onGone: (reason: string) => void,
  {intervalMs = 500, env = process.env}: DieWithParentOptions = {},
): () => void {
  const parent = process.ppid;
  const ownerPid = Number(env[ownerPidVariable]);
  const owner = Number.isInteger(ownerPid) && ownerPid > 1 ? {pid: ownerPid, start: processStart(ownerPid)} : undefined;
  const timer = setInterval(() => {
    let reason: string | undefined;
    if (process.ppid !== parent) reason = `its parent (pid ${parent}) is gone`;
    else if (owner && (owner.start === undefined || processStart(owner.pid) !== owner.start)) {
      reason = `the process that runs it (pid ${owner.pid}, ${ownerPidVariable}) is gone`;
    }
    if (reason === undefined) return;
    clearInterval(timer);
    // Whoever read our output may be gone too: a write to a closed pipe
    // must not crash the shutdown before the children are ended.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
    onGone(reason);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The head of a child's process group, run by `node -e` (plain JavaScript:
 * it starts at once and needs no loader). It runs the command and passes on
 * its exit code. Should the serve script die without ending the group
 * (SIGKILL: Playwright sends it to the script's own group when a shutdown
 * takes too long), it ends the group itself, as the serve script would.
 * It ignores the signals sent to the group, which are for the command, and
 * goes with the group's SIGKILL or when the command exits.
 */
const guardSource = `
const {spawn} = require('node:child_process');
const [graceMs, command, ...args] = process.argv.slice(1);
// For ps: the source above would fill the line.
process.title = 'group guard: ' + [command, ...args].join(' ');
const parent = process.ppid;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => {});
const child = spawn(command, args, {stdio: 'inherit'});
child.on('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
let orphaned = false;
// Orphaned, it stays to the end: what the command leaves goes with it.
child.on('exit', (code) => (orphaned ? process.kill(0, 'SIGKILL') : process.exit(code ?? 0)));
const timer = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(timer);
  orphaned = true;
  process.kill(0, 'SIGTERM');
  setTimeout(() => process.kill(0, 'SIGKILL'), Number(graceMs));
}, 500);
`;

export interface ProcessGroup {
  /** The head of the group (the guard above); its exit code is the command's, 0 when a signal ended it. */
  child: ChildProcess;
  /** SIGTERM to the whole group, then SIGKILL after the grace period to what is left. Once; later calls do nothing. */
  stop: () => void;
  /** A signal to every process of the group, if any is left. */
  signal: (signal: NodeJS.Signals) => void;
}

export interface SpawnGroupOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** How long the group has between SIGTERM and SIGKILL. */
  graceMs?: number;
}

/**
 * Runs a command in a process group of its own, with everything it starts
 * (wrangler's workerd, nginx's workers), which a signal to the command alone
 * would leave running; stdin closed, as it runs in the background. workerd
 * ignores SIGTERM, hence the SIGKILL after `graceMs`. Whatever is left of
 * the group is killed when this process exits, and by the guard when this
 * process is killed.
 */
export function spawnGroup(command: string, args: readonly string[], {cwd, env, graceMs = 2_000}: SpawnGroupOptions = {}): ProcessGroup {
  const child = spawn(process.execPath, ['-e', guardSource, String(graceMs), command, ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    cwd,
    env,
    detached: true,
  });
  const signal = (sig: NodeJS.Signals): void => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      // ESRCH: nothing is left of the group.
    }
  };
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    signal('SIGTERM');
    setTimeout(() => signal('SIGKILL'), graceMs).unref();
  };
  process.on('exit', () => signal('SIGKILL'));
  return {child, stop, signal};
}

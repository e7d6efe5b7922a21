import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {ownerPidVariable, processStart} from '../../scripts/lib/dieWithParent';

const dir = mkdtempSync(path.join(os.tmpdir(), 'die-with-parent-'));
/** Processes a failed test would leave running. */
const started: number[] = [];
afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  rmSync(dir, {recursive: true, force: true});
});

/**
 * A serve script in miniature: it starts, in a process group of its own, a
 * process that ignores SIGTERM (as workerd does), and watches its parent.
 * Each prints its pid once ready.
 */
const server = path.join(dir, 'server.mts');
writeFileSync(
  server,
  `import {dieWithParent, spawnGroup} from ${JSON.stringify(path.resolve('scripts/lib/dieWithParent.ts'))};
const stubborn = "process.on('SIGTERM', () => {}); console.log(JSON.stringify({stubborn: process.pid})); setInterval(() => {}, 1000)";
const group = spawnGroup(process.execPath, ['-e', stubborn], {graceMs: 300});
dieWithParent(() => group.stop(), {intervalMs: 100});
group.child.on('exit', () => process.exit(0));
console.log(JSON.stringify({server: process.pid}));
`,
);

interface Pids {
  server: number;
  stubborn: number;
}

/** Runs `script` in a node process, which starts the server (at once or through other processes); resolves to the pids printed. */
function start(script: string): {parent: ChildProcess; pids: Promise<Pids>} {
  const parent = spawn(process.execPath, ['-e', script], {stdio: ['ignore', 'pipe', 'inherit'], env: {...process.env, SERVER: server}});
  const pids = new Promise<Pids>((resolve, reject) => {
    let out = '';
    parent.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const printed = Object.assign(
        {},
        ...out.split('\n').flatMap((line) => (line ? [JSON.parse(line) as Partial<Pids>] : [])),
      ) as Partial<Pids>;
      if (printed.server === undefined || printed.stubborn === undefined) return;
      started.push(printed.server, printed.stubborn);
      resolve(printed as Pids);
    });
    parent.on('error', reject);
  });
  return {parent, pids};
}

/** The parent pid of a process, from /proc/<pid>/stat. */
const parentOf = (pid: number): number => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);

/** Whether the processes are all gone (zombies count as gone) within `ms`. */
async function goneWithin(pids: number[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (pids.every((pid) => processStart(pid) === undefined)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const runServer = `require('node:child_process').spawn(process.execPath, ['--import', 'tsx', process.env.SERVER], {stdio: 'inherit'}); setInterval(() => {}, 1000);`;

describe.skipIf(process.platform !== 'linux')('dieWithParent and spawnGroup', () => {
  it('end a server and its whole process group when its parent is killed with SIGKILL', async () => {
    const {parent, pids} = start(runServer);
    const {server: serverPid, stubborn} = await pids;
    parent.kill('SIGKILL');
    // Noticed within 100 ms, SIGKILL after 300 ms of grace.
    expect(await goneWithin([serverPid, stubborn], 5_000)).toBe(true);
  }, 30_000);

  it(`end a server when the process named by ${ownerPidVariable} is killed, though its own parent lives on`, async () => {
    // The owner starts an intermediate process (as Playwright starts sh, npx
    // and tsx) that outlives it, and that starts the server.
    const intermediate = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(runServer)}], {stdio: 'inherit', env: {...process.env, ${ownerPidVariable}: String(process.pid)}}); setInterval(() => {}, 1000);`;
    const {parent, pids} = start(intermediate);
    const {server: serverPid, stubborn} = await pids;
    const intermediatePid = parentOf(serverPid);
    started.push(intermediatePid);
    parent.kill('SIGKILL');
    expect(await goneWithin([serverPid, stubborn], 5_000)).toBe(true);
    // Not through its parent: that one is still there (ended in afterAll).
    expect(processStart(intermediatePid)).toBeDefined();
  }, 30_000);

  it('end the group when the server itself is killed with SIGKILL, as Playwright kills a slow one', async () => {
    const {pids} = start(runServer);
    const {server: serverPid, stubborn} = await pids;
    process.kill(serverPid, 'SIGKILL');
    // The guard notices within 500 ms, SIGKILL after 300 ms of grace.
    expect(await goneWithin([stubborn], 5_000)).toBe(true);
  }, 30_000);

  it('pass the command’s exit code through the guard', async () => {
    const script = `import {spawnGroup} from ${JSON.stringify(path.resolve('scripts/lib/dieWithParent.ts'))};
spawnGroup(process.execPath, ['-e', 'process.exit(3)']).child.on('exit', (code) => console.log(JSON.stringify({code})));
`;
    const file = path.join(dir, 'exitCode.mts');
    writeFileSync(file, script);
    const child = spawn(process.execPath, ['--import', 'tsx', file], {stdio: ['ignore', 'pipe', 'inherit']});
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => child.on('close', resolve));
    expect(JSON.parse(out)).toEqual({code: 3});
  }, 30_000);
});

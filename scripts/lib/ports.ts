/**
 * Which process listens on a TCP port, found synchronously from Linux's
 * /proc tables, without extra packages: playwright.config.ts checks its
 * ports when it loads, before Playwright starts any server, so that a taken
 * port fails at once with the name of the process holding it.
 */
import {readdirSync, readFileSync, readlinkSync} from 'node:fs';

/** The inspector port of scripts/serveEdge.ts: beside its port, not wrangler's default 9229, which another server may hold. */
export const edgeInspectorPort = (port: number): number => port + 10_000;

export interface ListeningSocket {
  port: number;
  inode: number;
}

/** The listening sockets of one /proc/net/tcp or /proc/net/tcp6 table. */
export function listeningSockets(table: string): ListeningSocket[] {
  const sockets: ListeningSocket[] = [];
  // Below a header line: `sl local_address rem_address st … uid timeout inode …`.
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    const [local, state, inode] = [fields[1], fields[3], fields[9]];
    // 0A is TCP_LISTEN.
    if (local === undefined || state !== '0A' || inode === undefined) continue;
    sockets.push({port: parseInt(local.slice(local.lastIndexOf(':') + 1), 16), inode: Number(inode)});
  }
  return sockets;
}

const tables = ['/proc/net/tcp', '/proc/net/tcp6'];

/**
 * The inodes of the sockets listening on `port`, on any address; undefined
 * where the tables cannot be read (not Linux). Any address counts: a server
 * on ::1 alone would still answer Playwright's `localhost`.
 */
export function listeningInodes(port: number): number[] | undefined {
  const inodes: number[] = [];
  let readable = false;
  for (const table of tables) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    readable = true;
    for (const socket of listeningSockets(text)) {
      if (socket.port === port) inodes.push(socket.inode);
    }
  }
  return readable ? inodes : undefined;
}

export interface PortHolder {
  pid: number;
  command: string;
}

/** The command line of a process, as ps shows it. */
function commandOf(pid: number): string {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    if (cmdline) return cmdline;
    return `[${readFileSync(`/proc/${pid}/comm`, 'utf8').trim()}]`;
  } catch {
    return '?';
  }
}

/**
 * The processes with one of these sockets open, by the `socket:[inode]`
 * links of /proc/<pid>/fd. Processes of other users are not readable and
 * are left out; ones that end meanwhile too.
 */
export function socketHolders(inodes: readonly number[]): PortHolder[] {
  const wanted = new Set(inodes.map((inode) => `socket:[${inode}]`));
  const holders: PortHolder[] = [];
  if (wanted.size === 0) return holders;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        return wanted.has(readlinkSync(`/proc/${entry}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (holds) holders.push({pid: Number(entry), command: commandOf(Number(entry))});
  }
  return holders.sort((a, b) => a.pid - b.pid);
}

export interface TakenPort {
  port: number;
  /** Empty when no holder could be read (another user's process). */
  holders: PortHolder[];
}

/** Whether something listens on `port`, and what: undefined when it is free or this system has no /proc tables. */
export function takenPort(port: number): TakenPort | undefined {
  const inodes = listeningInodes(port);
  if (!inodes || inodes.length === 0) return undefined;
  return {port, holders: socketHolders(inodes)};
}

/** E.g. "Port 3101 is taken by pid 1234 (nginx: master process …)". */
export function describeTaken({port, holders}: TakenPort, label?: string): string {
  const what = label ? `Port ${port} (${label})` : `Port ${port}`;
  if (holders.length === 0) return `${what} is taken by a process this user cannot see`;
  // nginx's workers share their master's socket: the first few say enough.
  const shown = holders.slice(0, 3).map(({pid, command}) => `pid ${pid} (${command.length > 120 ? `${command.slice(0, 119)}…` : command})`);
  const more = holders.length > shown.length ? ` and ${holders.length - shown.length} more` : '';
  return `${what} is taken by ${shown.join(', ')}${more}`;
}

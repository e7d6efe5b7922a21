/**
 * Serving benchmark: requests per second and tail latency of the servers of
 * the build, side by side in one run: the node server of `npm start`, the
 * node server of another commit (`--baseline <ref>`), and nginx with
 * deploy/nginx.conf, on an HTML page and the build's heaviest text
 * responses, with the precompressed twins `npm run build` writes
 * (scripts/lib/precompress.ts) and without them. "Without" is a copy of
 * build/ made of hard links, twins left out: the servers then compress every
 * response anew, as they did before the twins.
 *
 * The baseline builds nothing: its scripts/serve.ts (and what it imports)
 * runs from a temporary git worktree, with this checkout's node_modules, on
 * the same build/.
 *
 * Any error, timeout or non-2xx answer fails the bench. A benchmark, not a
 * test: compare the columns of one run, not numbers across machines.
 *
 * Usage: npm run bench:serve                 (after `npm run build`)
 *        npm run bench:serve -- --baseline <git ref> [--duration 5] [--connections 10,200]
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import net, {type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {encodings} from './lib/precompress';
import {findNginx} from './lib/nginx';
import {baselineTree, cleanupOnSignal} from './lib/worktree';
import {latestVersion} from '../src/data/versions';

/**
 * A copy of `from` of hard links (no bytes copied), hidden files included,
 * of the files `keep` accepts; a file on another file system is copied.
 */
export function linkTree(from: string, to: string, keep: (name: string) => boolean = () => true): void {
  mkdirSync(to, {recursive: true});
  for (const entry of readdirSync(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target, keep);
    else if (entry.isFile() && keep(entry.name)) {
      try {
        linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
    }
  }
}

/** A copy of `from` of hard links, without the precompressed twins. */
export function linkWithoutTwins(from: string, to: string): void {
  linkTree(from, to, (name) => !encodings.some(({suffix}) => name.endsWith(suffix)));
}

/** A port nobody listens on now (other benches may run on this machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No answer from ${url}.`);
}

interface Server {
  /** The column's title. */
  label: string;
  /** The script that serves a build folder, relative to `cwd`. */
  script: string;
  cwd: string;
}

function startServer(server: Server, dir: string, port: number): ChildProcess {
  return spawn('npx', ['tsx', server.script, '--port', String(port), '--dir', path.resolve(dir)], {
    cwd: server.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    // npx, tsx and the server (and nginx's workers) share the process group.
    process.kill(-child.pid!, 'SIGTERM');
  });
}

export interface Result {
  rps: number;
  p99: number;
  max: number;
  bytes: number;
}

async function run(url: string, accept: string, duration: number, connections: number): Promise<Result> {
  const result = await autocannon({url, connections, duration, headers: {'accept-encoding': accept}});
  const failures = {errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx};
  if (failures.errors + failures.timeouts + failures.non2xx > 0) {
    throw new Error(`${url} (${accept}, ${connections} connections): ${JSON.stringify(failures)} of ${result.requests.total} requests`);
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    max: result.latency.max,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

/** One cell of the table: `1,466 req/s, p99 46 ms, max 131 ms`. */
export function cell(result: Result): string {
  return `${Math.round(result.rps).toLocaleString('en-US')} req/s, p99 ${result.p99} ms, max ${result.max} ms`;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      duration: {type: 'string', default: '5'},
      connections: {type: 'string', default: '10,200'},
      baseline: {type: 'string'},
    },
  });
  const duration = Number(values.duration);
  const connectionCounts = values.connections.split(',').map(Number);
  if (!(duration > 0) || connectionCounts.some((c) => !(c > 0))) {
    throw new Error('--duration takes seconds and --connections a list of counts, as in --duration 5 --connections 10,200.');
  }
  if (!existsSync('build/index.html')) throw new Error('No build/: run `npm run build` first.');
  const mainJs = readdirSync('build/assets/js').find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (!mainJs || !existsSync(`build/assets/js/${mainJs}.br`)) {
    throw new Error('build/ has no precompressed twins: run `npm run build` (it writes them after `docusaurus build`).');
  }
  const paths = ['/quickstart', `/assets/js/${mainJs}`, '/api/chat-completions', `/search-index-docs-default-${latestVersion}.json`];
  const accepts = ['br, gzip', 'gzip'];

  const servers: Server[] = [];
  let cleanup = (): void => {};
  if (values.baseline) {
    const tree = baselineTree(values.baseline, 'bench-serve-baseline-');
    cleanup = tree.cleanup;
    cleanupOnSignal(tree);
    servers.push({label: `node ${tree.commit}`, script: 'scripts/serve.ts', cwd: tree.dir});
  }
  servers.push({label: values.baseline ? 'node (this)' : 'node', script: 'scripts/serve.ts', cwd: process.cwd()});
  if (findNginx()) servers.push({label: 'nginx', script: 'scripts/serveNginx.ts', cwd: process.cwd()});

  const plain = mkdtempSync(path.join(os.tmpdir(), 'bench-serve-'));
  const variants = [
    {name: 'precompressed twins (the build as `npm run build` writes it)', dir: 'build'},
    {name: 'compressed per request (the build without its twins)', dir: plain},
  ];
  // By variant, server, path, accept and connections.
  const results = new Map<string, Result>();
  const key = (...parts: (string | number)[]) => parts.join('|');
  try {
    linkWithoutTwins('build', plain);
    for (const variant of variants) {
      for (const server of servers) {
        const port = await freePort();
        const child = startServer(server, variant.dir, port);
        try {
          await waitForServer(`http://127.0.0.1:${port}/`, child);
          for (const p of paths) {
            for (const accept of accepts) {
              for (const connections of connectionCounts) {
                const result = await run(`http://127.0.0.1:${port}${p}`, accept, duration, connections);
                results.set(key(variant.name, server.label, p, accept, connections), result);
                process.stdout.write('.');
              }
            }
          }
        } finally {
          await stop(child);
        }
      }
    }
  } finally {
    rmSync(plain, {recursive: true, force: true});
    cleanup();
  }

  const nginx = findNginx();
  const nginxVersion = nginx ? spawnSync(nginx, ['-v'], {encoding: 'utf8'}).stderr.trim() : 'nginx not installed';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\n\n${os.cpus().length} cores, load average ${load} at the end; node ${process.version}; ${nginxVersion}; ${duration} s per case; ${new Date().toISOString()}`,
  );
  const width = 44;
  for (const variant of variants) {
    console.log(`\n${variant.name}`);
    console.log(
      `${'path'.padEnd(40)}${'accept'.padEnd(10)}${'conns'.padEnd(7)}${servers.map((s) => s.label.padEnd(width)).join('')}bytes per response`,
    );
    for (const p of paths) {
      for (const accept of accepts) {
        for (const connections of connectionCounts) {
          const row = servers.map((s) => results.get(key(variant.name, s.label, p, accept, connections))!);
          const bytes = row.map((r) => r.bytes.toFixed(0)).join(' / ');
          console.log(
            `${p.padEnd(40)}${accept.padEnd(10)}${String(connections).padEnd(7)}${row.map((r) => cell(r).padEnd(width)).join('')}${bytes}`,
          );
        }
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}

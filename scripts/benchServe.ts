/**
 * Serving benchmark: requests per second of both servers (the node server of
 * `npm start`, nginx with deploy/nginx.conf) on the build's heaviest text
 * responses, with the precompressed twins `npm run build` writes
 * (scripts/lib/precompress.ts) and without them, in one run. "Without" is a
 * copy of build/ made of hard links, twins left out: the servers then
 * compress every response anew, as they did before the twins.
 *
 * Any error, timeout or non-2xx answer fails the bench. A benchmark, not a
 * test: compare the two columns of one run, not numbers across machines.
 *
 * Usage: npm run bench:serve                 (after `npm run build`)
 *        npm run bench:serve -- --duration 10 --connections 20
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {encodings} from './lib/precompress';
import {findNginx} from './lib/nginx';

/** A copy of `from` of hard links (no bytes copied), without the precompressed twins. */
export function linkWithoutTwins(from: string, to: string): void {
  mkdirSync(to, {recursive: true});
  for (const entry of readdirSync(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkWithoutTwins(source, target);
    else if (entry.isFile() && !encodings.some(({suffix}) => entry.name.endsWith(suffix))) linkSync(source, target);
  }
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
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

function startServer(kind: 'node' | 'nginx', dir: string, port: number): ChildProcess {
  const script = kind === 'node' ? 'scripts/serve.ts' : 'scripts/serveNginx.ts';
  return spawn('npx', ['tsx', script, '--port', String(port), '--dir', dir], {stdio: ['ignore', 'ignore', 'inherit'], detached: true});
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    // npx, tsx and the server (and nginx's workers) share the process group.
    process.kill(-child.pid!, 'SIGTERM');
  });
}

interface Row {
  server: string;
  path: string;
  accept: string;
  variant: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

async function run(
  url: string,
  accept: string,
  duration: number,
  connections: number,
): Promise<Omit<Row, 'server' | 'path' | 'accept' | 'variant'>> {
  const result = await autocannon({url, connections, duration, headers: {'accept-encoding': accept}});
  const failures = {errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx};
  if (failures.errors + failures.timeouts + failures.non2xx > 0) {
    throw new Error(`${url} (${accept}): ${JSON.stringify(failures)} of ${result.requests.total} requests`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      duration: {type: 'string', default: '5'},
      connections: {type: 'string', default: '10'},
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!existsSync('build/index.html')) throw new Error('No build/: run `npm run build` first.');
  const mainJs = readdirSync('build/assets/js').find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (!mainJs || !existsSync(`build/assets/js/${mainJs}.br`)) {
    throw new Error('build/ has no precompressed twins: run `npm run build` (it writes them after `docusaurus build`).');
  }
  const paths = [`/assets/js/${mainJs}`, '/api/chat-completions', '/search-index-docs-default-1.28.json'];
  const accepts = ['br, gzip', 'gzip'];

  const plain = mkdtempSync(path.join(os.tmpdir(), 'bench-serve-'));
  linkWithoutTwins('build', plain);
  const variants = [
    {name: 'compressed per request', dir: plain},
    {name: 'precompressed', dir: 'build'},
  ];
  const servers = (['node', 'nginx'] as const).filter((kind) => kind === 'node' || findNginx());
  const rows: Row[] = [];
  try {
    for (const kind of servers) {
      for (const variant of variants) {
        const port = kind === 'node' ? 3701 : 3702;
        const child = startServer(kind, variant.dir, port);
        try {
          await waitForServer(`http://127.0.0.1:${port}/`, child);
          for (const p of paths) {
            for (const accept of accepts) {
              const result = await run(`http://127.0.0.1:${port}${p}`, accept, duration, connections);
              rows.push({server: kind, path: p, accept, variant: variant.name, ...result});
              process.stdout.write('.');
            }
          }
        } finally {
          await stop(child);
        }
      }
    }
  } finally {
    rmSync(plain, {recursive: true, force: true});
  }

  const nginxVersion = servers.includes('nginx')
    ? spawnSync(findNginx()!, ['-v'], {encoding: 'utf8'}).stderr.trim()
    : 'nginx not installed';
  console.log(
    `\n\n${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )} at the end; node ${process.version}; ${nginxVersion}; ${connections} connections, ${duration} s per case; ${new Date().toISOString()}`,
  );
  console.log(
    `${'server'.padEnd(7)}${'path'.padEnd(40)}${'accept'.padEnd(10)}${'req/s before → after'.padEnd(24)}${'p99 ms before → after'.padEnd(24)}bytes per response before → after`,
  );
  for (const kind of servers) {
    for (const p of paths) {
      for (const accept of accepts) {
        const [before, after] = variants.map((v) =>
          rows.find((r) => r.server === kind && r.path === p && r.accept === accept && r.variant === v.name)!,
        );
        console.log(
          `${kind.padEnd(7)}${p.padEnd(40)}${accept.padEnd(10)}${`${before!.rps.toFixed(0)} → ${after!.rps.toFixed(0)}`.padEnd(24)}${`${before!.p99} → ${after!.p99}`.padEnd(24)}${before!.bytes.toFixed(0)} → ${after!.bytes.toFixed(0)}`,
        );
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}

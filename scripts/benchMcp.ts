/**
 * MCP server benchmark: how long from starting the server to the answer of
 * the first `search_docs`, how long a search takes once the indexes are
 * loaded (p50 and p95 over both committed query sets, scripts/bench/), and
 * the server's peak memory. The server runs as a reader's assistant runs it,
 * and the SDK's own client times each call over stdio, round trip included.
 * A benchmark, not a test: every number comes with its spread and the
 * machine's load, and only numbers of one run compare.
 *
 * Usage: npm run build, then
 *        npm run bench:mcp [-- --entry npm|tsx|bundle] [-- --site <url>]
 *                          [-- --starts 10] [-- --rounds 5] [-- --limit N]
 * --entry npm is `npm run --silent mcp` (the README's), tsx the same without
 * npm's own start, bundle the published file (`npm run mcp:bundle` first).
 * Without --site the server reads build/ (--dir build). Linux: peak memory
 * is the VmHWM of /proc/<pid>/status, for every process of the server's tree.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {percentile, readQuerySet, type QuerySet} from './benchSearch';
import {bundleFile} from './mcp/bundle';

export const entries = {
  npm: {command: 'npm', args: ['run', '--silent', 'mcp', '--']},
  tsx: {command: 'node_modules/.bin/tsx', args: ['scripts/mcp/main.ts']},
  bundle: {command: process.execPath, args: [bundleFile]},
} as const;
export type Entry = keyof typeof entries;

/** Median, and the smallest and largest value: the spread a reader needs to trust a median. */
export function spread(values: readonly number[]): {median: number; min: number; max: number} {
  const sorted = [...values].sort((a, b) => a - b);
  return {median: percentile(sorted, 50), min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN};
}

const ms = (n: number): string => `${n < 10 ? n.toFixed(2) : n.toFixed(0)} ms`;
export const formatSpread = (values: readonly number[], unit: (n: number) => string = ms): string => {
  const {median, min, max} = spread(values);
  return `${unit(median)} (${unit(min)}–${unit(max)}, ${values.length} runs)`;
};

/** The peak resident memory of a process (VmHWM), in bytes, or null where /proc does not tell. */
export function peakRss(status: string): number | null {
  const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

/** A process and its descendants, from /proc (the server under npm, sh and tsx's own launcher). */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent pid is the 4th field, after the command name in parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

/** Peak RSS of each process in the tree of `pid`, largest first: the server is the largest. */
function peakMemory(pid: number): {pid: number; command: string; bytes: number}[] {
  return processTree(pid)
    .flatMap((p) => {
      try {
        const bytes = peakRss(readFileSync(`/proc/${p}/status`, 'utf8'));
        const command = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' ');
        return bytes === null ? [] : [{pid: p, command, bytes}];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.bytes - a.bytes);
}

async function start(entry: Entry, source: string[]): Promise<{client: Client; transport: StdioClientTransport}> {
  const {command, args} = entries[entry];
  const transport = new StdioClientTransport({command, args: [...args, ...source], stderr: 'ignore'});
  const client = new Client({name: 'bench-mcp', version: '0'});
  await client.connect(transport);
  return {client, transport};
}

async function searchOnce(client: Client, query: string, version: string): Promise<number> {
  const started = performance.now();
  const result = (await client.callTool({name: 'search_docs', arguments: {query, version}})) as CallToolResult;
  const took = performance.now() - started;
  if (result.isError) {
    const text = (result.content[0] as {text?: string} | undefined)?.text ?? '';
    throw new Error(`search_docs failed for ${JSON.stringify(query)}: ${text}`);
  }
  return took;
}

const loadLine = (): string =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      entry: {type: 'string', default: 'npm'},
      site: {type: 'string'},
      starts: {type: 'string', default: '10'},
      rounds: {type: 'string', default: '5'},
      limit: {type: 'string'},
    },
  });
  const entry = values.entry as Entry;
  if (!(entry in entries)) throw new Error(`--entry is one of ${Object.keys(entries).join(', ')}`);
  if (entry === 'bundle' && !existsSync(bundleFile)) throw new Error(`No ${bundleFile}: run npm run mcp:bundle first.`);
  if (values.site === undefined && !existsSync('build/llms.txt')) throw new Error('No build: run npm run build first.');
  const source = values.site === undefined ? ['--dir', 'build'] : ['--site', values.site];
  const starts = Number(values.starts);
  const rounds = Number(values.rounds);
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  const sets: QuerySet[] = [
    readQuerySet('keywords', 'scripts/bench/searchQueries.json'),
    readQuerySet('questions', 'scripts/bench/searchQuestions.json'),
  ].map((set) => ({...set, queries: set.queries.slice(0, limit)}));

  console.log(`MCP server benchmark: entry ${entry} (${[entries[entry].command, ...entries[entry].args].join(' ')}), ${source.join(' ')}`);
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadLine()} (1, 5, 15 min)`,
  );

  // 1. Start to first answer: a new process each time, its first search loads the latest release's index.
  const firstAnswers: number[] = [];
  const firstQuery = sets[0]!.queries[0]!;
  for (let i = 0; i < starts; i++) {
    const started = performance.now();
    const {client} = await start(entry, source);
    await searchOnce(client, firstQuery.query, firstQuery.version);
    firstAnswers.push(performance.now() - started);
    await client.close();
  }
  console.log(`\nStart to first search_docs answer ("${firstQuery.query}", ${firstQuery.version}): ${formatSpread(firstAnswers)}`);

  // 2. Searches with the indexes loaded: one process, every version's index loaded first.
  const {client, transport} = await start(entry, source);
  const warm = new Set<string>();
  for (const set of sets) {
    for (const q of set.queries) {
      if (!warm.has(q.version)) await searchOnce(client, q.query, q.version);
      warm.add(q.version);
    }
  }
  for (const set of sets) {
    const perRound: {p50: number; p95: number}[] = [];
    const all: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const times: number[] = [];
      for (const q of set.queries) times.push(await searchOnce(client, q.query, q.version));
      times.sort((a, b) => a - b);
      perRound.push({p50: percentile(times, 50), p95: percentile(times, 95)});
      all.push(...times);
    }
    all.sort((a, b) => a - b);
    console.log(
      `Search after load, ${set.name} (${set.queries.length} queries × ${rounds} rounds): ` +
        `p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, max ${ms(all.at(-1)!)}; ` +
        `per round p50 ${formatSpread(perRound.map((r) => r.p50))}, p95 ${formatSpread(perRound.map((r) => r.p95))}`,
    );
  }

  // 3. Peak memory, with every version's index loaded and all searches run.
  const memory = transport.pid === null ? [] : peakMemory(transport.pid);
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (memory.length === 0) {
    console.log('Peak memory: unknown (no /proc on this system)');
  } else {
    console.log(`Peak memory (VmHWM) of the server: ${mb(memory[0]!.bytes)} (${memory[0]!.command})`);
    for (const other of memory.slice(1)) console.log(`  beside it in its process tree: ${mb(other.bytes)} (${other.command})`);
  }
  await client.close();
  console.log(`\nLoad average at the end: ${loadLine()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}

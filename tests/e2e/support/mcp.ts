import {spawnSync} from 'node:child_process';
import net from 'node:net';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

export interface McpSession {
  client: Client;
  /** What the server wrote to stderr, for the message of a failed assertion. */
  stderr: () => string;
  call: (name: string, args?: Record<string, unknown>) => Promise<CallToolResult>;
  close: () => Promise<void>;
}

export const npmRun = {command: 'npm', args: ['run', '--silent', 'mcp', '--']};
export const tsxEntry = {command: 'node_modules/.bin/tsx', args: ['scripts/mcp/main.ts']};

/** The text of a tool result's first content block. */
export const textOf = (result: CallToolResult): string => (result.content[0] as {type: 'text'; text: string}).text;

/**
 * Starts the server as a reader's assistant does, with the SDK's own client
 * over stdio: `npm run --silent mcp -- <args>` (npm's banner would otherwise
 * go to stdout, where the protocol runs), or another command such as
 * `unshare -n tsx scripts/mcp/main.ts`.
 */
export async function startMcp(args: readonly string[], command: {command: string; args: string[]} = npmRun): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: command.command,
    args: [...command.args, ...args],
    cwd: process.cwd(),
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const client = new Client({name: 'confidant-docs-e2e', version: '0'});
  await client.connect(transport);
  return {
    client,
    stderr: () => stderr,
    call: async (name, callArgs = {}) => (await client.callTool({name, arguments: callArgs})) as CallToolResult,
    close: () => client.close(),
  };
}

/** A loopback port where nothing listens: a site that does not answer. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * How to run a command in an empty network namespace: `unshare -n` as root,
 * else `unshare -rn` (an unprivileged user namespace), else why neither works.
 */
export function emptyNetworkNamespace(): {prefix: string[]} | {unavailable: string} {
  const tried: string[] = [];
  for (const flags of [['-n'], ['-r', '-n']]) {
    const probe = spawnSync('unshare', [...flags, 'true'], {encoding: 'utf8'});
    if (probe.status === 0) return {prefix: ['unshare', ...flags]};
    tried.push(`unshare ${flags.join(' ')}: ${probe.error?.message ?? probe.stderr.trim()}`);
  }
  return {unavailable: tried.join('; ')};
}

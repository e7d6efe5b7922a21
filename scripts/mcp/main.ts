/**
 * `npm run mcp -- [--site <url> | --dir <build>]`: the docs as a stdio MCP
 * server, for a coding assistant on the reader's machine. It reads the
 * docs' static files from the site (that origin only) or from a local build
 * (no network at all), and sends nothing anywhere else: no telemetry.
 *
 * stdout carries the protocol; everything for people goes to stderr.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {parseCli, usage, type CliOptions} from './cli';
import {createDocsServer} from './server';

async function main(): Promise<void> {
  let options: CliOptions | {help: true};
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    process.exitCode = 2;
    return;
  }
  if ('help' in options) {
    process.stderr.write(`${usage}\n`);
    return;
  }
  const server = createDocsServer(options);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`Confidant docs MCP server: reading ${options.source.description}\n`);
}

await main();

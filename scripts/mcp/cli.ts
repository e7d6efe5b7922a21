/** The MCP server's command line: where it reads the docs from. */
import {statSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {defaultSiteUrl} from './docs';
import {dirSource, siteSource, type DocsSource} from './source';

export const usage = `Usage: confidant-docs-mcp [--site <url> | --dir <build folder>]

  --site <url>   read the docs from this site (default: ${defaultSiteUrl}); no other host is contacted
  --dir <path>   read a local build of the docs (npm run build writes build/); no network at all

Speaks MCP over stdin and stdout. See the README, "Use the docs from your coding assistant".`;

export interface CliOptions {
  source: DocsSource;
  /** The address answers link to. */
  base: string;
}

/** The options of a command line, or an error that says what is wrong with it. */
export function parseCli(argv: readonly string[]): CliOptions | {help: true} {
  const {values} = parseArgs({
    args: [...argv],
    options: {site: {type: 'string'}, dir: {type: 'string'}, help: {type: 'boolean', short: 'h'}},
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return {help: true};
  if (values.site !== undefined && values.dir !== undefined) {
    throw new Error('Give --site or --dir, not both.');
  }
  if (values.dir !== undefined) {
    if (!statSync(values.dir, {throwIfNoEntry: false})?.isDirectory()) {
      throw new Error(`--dir ${values.dir}: no such folder. \`npm run build\` writes the docs to build/.`);
    }
    // Links in answers point at the public pages, which a reader can open.
    return {source: dirSource(values.dir), base: defaultSiteUrl};
  }
  const site = values.site ?? defaultSiteUrl;
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new Error(`--site needs a full address such as ${defaultSiteUrl}, got ${JSON.stringify(site)}.`);
  }
  return {source: siteSource(url.href), base: url.href.replace(/\/+$/, '')};
}

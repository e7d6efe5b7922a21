/**
 * Where a version's llms files are served, in a module of its own so that
 * code reading them (the MCP server in scripts/mcp) does not load the twin
 * generator (src/plugins/markdown-twins).
 */
import {versionPrefix, type VersionName} from './versions';

/** Relative to the site root: `/llms.txt` for the latest release, `/1.23/llms.txt`, `/next/llms.txt`. */
export function llmsPath(version: VersionName, file: 'llms.txt' | 'llms-full.txt'): string {
  return `${versionPrefix(version)}/${file}`;
}

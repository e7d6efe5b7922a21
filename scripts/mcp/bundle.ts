/**
 * `npm run mcp:bundle`: the MCP server as one JavaScript file for the
 * `confidant-docs-mcp` package (scripts/mcp/package/), so that
 * `npx confidant-docs-mcp` installs a single file with no dependencies:
 * not the site's (Docusaurus, React), nor tsx. esbuild bundles the same
 * entry `npm run mcp` runs, with the modules of src/ it imports.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build, type Metafile} from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The file the package's `bin` names. */
export const bundleFile = path.join(here, 'package', 'confidant-docs-mcp.mjs');

/** Bundles the server; with `write: false` only says which modules went in (the tests read that). */
export async function bundle(outfile: string = bundleFile, write = true): Promise<Metafile> {
  const result = await build({
    entryPoints: [path.join(here, 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // lunr and ajv are CommonJS and call require(); an ES module has none of its own.
    banner: {
      js: "#!/usr/bin/env node\nimport {createRequire as __createRequire} from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    legalComments: 'eof',
    logLevel: 'warning',
    metafile: true,
    write,
  });
  return result.metafile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundle();
  console.log(`[mcp:bundle] Wrote ${path.relative(process.cwd(), bundleFile)}`);
}

/** Bundles the edge's worker (./edgeWorker.ts) at build time. */
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

/** ./edgeWorker.ts as one ES module, with these headers for the answers it writes itself. */
export async function edgeWorkerBundle(headers: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('edgeWorker.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    define: {SECURITY_HEADERS: JSON.stringify(headers)},
  });
  return `// Written by src/plugins/security-headers at build time from edgeWorker.ts. Do not edit.\n${result.outputFiles[0]!.text}`;
}

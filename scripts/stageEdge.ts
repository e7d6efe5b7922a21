/**
 * Writes the folder to upload to an edge platform (scripts/lib/edgeStage.ts):
 * the build without build/.server/ and without the precompressed twins,
 * checked against the platforms' limits. See DEPLOY.md.
 *
 * Usage: npm run stage:edge [-- --dir build] [-- --out build-edge]
 */
import path from 'node:path';
import {cliArgs} from './lib/cliArgs';
import {stageEdge} from './lib/edgeStage';

const values = cliArgs(
  {dir: {type: 'string', default: 'build'}, out: {type: 'string', default: 'build-edge'}},
  'Usage: npm run stage:edge [-- --dir build] [-- --out build-edge]',
);
try {
  const {files, bytes} = stageEdge(path.resolve(values.dir), path.resolve(values.out));
  console.log(`[stage:edge] ${values.out}: ${files} files, ${(bytes / 1e6).toFixed(1)} MB, within Cloudflare Pages' limits`);
} catch (error) {
  console.error(`[stage:edge] ${(error as Error).message}`);
  process.exit(1);
}

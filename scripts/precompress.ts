/**
 * Writes the brotli and gzip twins of the build's text files (logic:
 * scripts/lib/precompress.ts). Chained after `docusaurus build` in
 * `npm run build`, not a plugin's postBuild: Docusaurus runs those
 * concurrently, and the twins must include what other plugins write there
 * (Markdown twins, llms files, OpenAPI documents, search indexes).
 *
 * Usage: npm run build   (or: tsx scripts/precompress.ts [build folder])
 */
import {precompressDir} from './lib/precompress';

const dir = process.argv[2] ?? 'build';
const start = Date.now();
const totals = await precompressDir(dir);
const mb = (bytes: number): string => (bytes / 1e6).toFixed(1);
console.log(
  `[precompress] ${totals.files} files, ${mb(totals.bytes)} MB: brotli ${mb(totals.brBytes)} MB, gzip ${mb(totals.gzipBytes)} MB; ${totals.written} twins in ${((Date.now() - start) / 1000).toFixed(1)} s`,
);

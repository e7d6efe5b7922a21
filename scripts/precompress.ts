/**
 * Writes the brotli and gzip twins of the build's text files (logic:
 * scripts/lib/precompress.ts). Chained after `docusaurus build` in
 * `npm run build`, not a post-build step: the sitemap plugin writes
 * sitemap.xml during the build's postBuild, at the same time as our
 * post-build steps (src/plugins/post-build), and the twins must include
 * every file. It fails on a symbolic link below the build folder.
 *
 * Usage: npm run build   (or: tsx scripts/precompress.ts [build folder])
 */
import {precompressDir} from './lib/precompress';
import {symbolicLinksBelow, symbolicLinksError} from './lib/symbolicLinks';

const dir = process.argv[2] ?? 'build';
// The last step of `npm run build`: a build with a link below its folder
// (static/ copied one) must not be deployed.
const links = symbolicLinksBelow(dir);
if (links.length > 0) {
  console.error(`[precompress] ${symbolicLinksError(dir, links).message}`);
  process.exit(1);
}
const start = Date.now();
const totals = await precompressDir(dir);
const mb = (bytes: number): string => (bytes / 1e6).toFixed(1);
console.log(
  `[precompress] ${totals.files} files, ${mb(totals.bytes)} MB: brotli ${mb(totals.brBytes)} MB, gzip ${mb(totals.gzipBytes)} MB; ${totals.written} twins in ${((Date.now() - start) / 1000).toFixed(1)} s`,
);

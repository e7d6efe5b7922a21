/**
 * Checks every page of the build with the Nu HTML checker, the W3C's
 * reference checker for the HTML standard (vnu-jar), in one JVM. Prints each
 * problem as `file:line:col message` and exits non-zero on any error, or on
 * any warning not accepted in scripts/lib/htmlValidation.ts.
 *
 * Usage: npm run build && npm run check:html [-- --dir build]
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {formatMessage, parseNuReport, sortMessages} from './lib/htmlValidation';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const root = path.resolve(values.dir);
// The jar itself: vnu-jar's own runner would download a Java runtime from the network when none is installed.
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const java = spawnSync('java', ['-version'], {stdio: 'ignore'});
if (java.error) {
  console.error(
    'check:html: `java` was not found. The Nu HTML checker runs on Java; install it with:\n  sudo apt-get install default-jre-headless',
  );
  process.exit(1);
}

const pages = existsSync(root)
  ? readdirSync(root, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html') && !file.split(path.sep).some((part) => part.startsWith('.')))
      .map((file) => path.join(root, file))
      .sort()
  : [];
if (pages.length === 0) {
  console.error(`check:html: no pages in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

const started = performance.now();
const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...pages], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
// The checker exits 1 when it found errors; anything else means it did not run.
if (run.error || (run.status !== 0 && run.status !== 1)) {
  console.error(`check:html: the Nu HTML checker failed (${run.error?.message ?? `exit ${run.status}`})\n${run.stderr}`);
  process.exit(1);
}

const {failures, acceptedCounts} = sortMessages(parseNuReport(run.stdout));
for (const message of failures) console.error(formatMessage(message, process.cwd()));
for (const [message, count] of acceptedCounts) {
  console.log(`check:html: accepted ${count}× "${message}" (see scripts/lib/htmlValidation.ts)`);
}
if (failures.length > 0) {
  console.error(
    `check:html: ${failures.length} problems in ${new Set(failures.map((m) => m.url)).size} of ${pages.length} pages (${seconds} s)`,
  );
  process.exit(1);
}
console.log(`check:html: ${pages.length} pages are valid HTML (${seconds} s)`);

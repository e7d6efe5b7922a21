/**
 * Release day in one command: `npm run version:cut -- 1.29 [--date 2025-12-01]`.
 *
 * Next becomes 1.29 at the site root, the latest release moves under its own
 * path, and a new Next starts, one version on. The script does every step a
 * person need not think about (scripts/lib/versionCut.ts has the rules), then
 * prints what only a person can write. It refuses to run twice, or with a
 * name that is not the version after the latest release, before it changes
 * anything. CONTRIBUTING.md, "Cut a version", walks through the whole day.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  addReleaseToVersions,
  announceRelease,
  keyFactsOnRelease,
  leftoverUnreleased,
  moveReleaseNotes,
  nextMinor,
  refuseCut,
  releasePage,
  upcomingPage,
  type CutNames,
} from './lib/versionCut';

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile());
}

function rewrite(file: string, change: (text: string) => string): boolean {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after !== before) {
    writeFileSync(file, after);
  }
  return after !== before;
}

export function cutVersion(root: string, release: string, date: string): {names: CutNames; todo: string[]} {
  const at = (...parts: string[]): string => path.join(root, ...parts);
  const released = JSON.parse(readFileSync(at('versions.json'), 'utf8')) as string[];
  const folders = existsSync(at('versioned_docs')) ? readdirSync(at('versioned_docs')) : [];
  const refusal = refuseCut(release, released, folders, date);
  if (refusal) {
    throw new Error(refusal);
  }
  const names: CutNames = {release, previous: released[0]!, upcoming: nextMinor(release), date};

  // The docs plugin's own versioning: copies docs/ and the sidebars, adds the name to versions.json.
  const docusaurus = spawnSync('npx', ['docusaurus', 'docs:version', release], {cwd: root, stdio: 'inherit'});
  if (docusaurus.status !== 0) {
    throw new Error(`docusaurus docs:version ${release} failed (exit ${docusaurus.status}).`);
  }

  const releasedDir = at('versioned_docs', `version-${release}`);
  const releasedPages = pagesUnder(releasedDir);
  releasedPages.forEach((file) => rewrite(file, (text) => releasePage(text, names)));
  pagesUnder(at('docs')).forEach((file) => rewrite(file, (text) => upcomingPage(text, names)));

  rewrite(at('src/data/versions.ts'), (text) => addReleaseToVersions(text, names));
  const dataDir = at('src/data');
  const keyed = readdirSync(dataDir)
    .filter((file) => file.endsWith('.ts') && file !== 'versions.ts')
    .filter((file) => rewrite(path.join(dataDir, file), (text) => keyFactsOnRelease(text, release)));
  rewrite(at('src/data/releaseNotes.ts'), (text) => moveReleaseNotes(text, release));
  rewrite(at('docusaurus.config.ts'), (text) => announceRelease(text, release));
  // The code it changed, in the project's format (a shorter line may now fit on one).
  const prettier = spawnSync('npx', ['prettier', '--write', 'src/data/*.ts', 'docusaurus.config.ts', 'versions.json'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (prettier.status !== 0) {
    throw new Error(`prettier --write failed (exit ${prettier.status}) on the files the cut changed.`);
  }

  const todo: string[] = [];
  todo.push(
    `Release notes: src/data/releaseNotes.ts now has ${release}'s notes (Next's until now; check them) and an empty Next entry for what ${names.upcoming} brings.`,
  );
  todo.push(
    `Announcement: docusaurus.config.ts, themeConfig.announcementBar says "Confidant ${release} is out." Add the release's highlights.`,
  );
  if (keyed.length > 0) {
    todo.push(`Facts that began in Next now begin in ${release}, in src/data/${keyed.join(', src/data/')}. Check each.`);
  }
  todo.push(
    `Facts that change in ${names.upcoming}: key them in src/data with isAtLeast(version, 'next') or versionRange('next'), and write them in docs/.`,
  );
  for (const file of releasedPages) {
    for (const line of leftoverUnreleased(readFileSync(file, 'utf8'), release)) {
      todo.push(`${path.relative(root, file)} still reads as unreleased: "${line.trim().slice(0, 120)}"`);
    }
  }
  return {names, todo};
}

function main(): void {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {date: {type: 'string', default: new Date().toISOString().slice(0, 10)}},
  });
  const release = positionals[0];
  if (positionals.length !== 1 || release === undefined) {
    console.error('Usage: npm run version:cut -- <release, e.g. 1.29> [--date YYYY-MM-DD]');
    process.exit(2);
  }
  try {
    const {names, todo} = cutVersion(process.cwd(), release, values.date);
    console.log(
      `\nCut ${names.release}: it is the latest release, at the site root, released on ${names.date}; ` +
        `${names.previous} is at /${names.previous}; Next describes ${names.upcoming}.\n\nWhat a person must still write:`,
    );
    todo.forEach((item, i) => console.log(`  ${i + 1}. ${item}`));
    console.log('\nThen run `npm run check:docs` on the pages you wrote, and `npm test`.');
  } catch (error) {
    console.error(`version:cut: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main();
}

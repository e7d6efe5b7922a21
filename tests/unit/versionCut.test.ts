import {execFileSync, spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  addReleaseToVersions,
  announceRelease,
  compareVersions,
  keyFactsOnRelease,
  leftoverUnreleased,
  moveReleaseNotes,
  nextMinor,
  refuseCut,
  releasePage,
  upcomingPage,
  type CutNames,
} from '../../scripts/lib/versionCut';
import {latestVersion, releasedVersions} from '../../src/data/versions';

// The cut that release day makes next: Next becomes the release after the latest.
const release = nextMinor(latestVersion);
const names: CutNames = {release, previous: latestVersion, upcoming: nextMinor(release), date: '2099-01-01'};

/** A command's outcome, without blocking the worker: vitest needs its event loop while a long command runs. */
function run(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{status: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {cwd, env});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

const pagesOf = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile());

describe('version:cut refuses', () => {
  const folders = releasedVersions.map((v) => `version-${v}`);
  it('a name out of order, a cut run twice, bad names and dates', () => {
    expect(refuseCut(release, releasedVersions, folders, '2099-01-01')).toBeNull();
    expect(refuseCut(latestVersion, releasedVersions, folders, '2099-01-01')).toMatch(/already released.*ran already/);
    expect(refuseCut('1.2', releasedVersions, folders, '2099-01-01')).toMatch(/not newer than the latest release/);
    expect(refuseCut(nextMinor(release), releasedVersions, folders, '2099-01-01')).toMatch(/skips a version/);
    expect(refuseCut('v1.29', releasedVersions, folders, '2099-01-01')).toMatch(/not a release name/);
    expect(refuseCut(release, releasedVersions, folders, '01.12.2099')).toMatch(/not a date/);
    expect(refuseCut(release, releasedVersions, [...folders, `version-${release}`], '2099-01-01')).toMatch(/ran already/);
  });

  it('orders release names as numbers', () => {
    expect(compareVersions('1.9', '1.10')).toBeLessThan(0);
    expect(compareVersions('2.0', '1.30')).toBeGreaterThan(0);
    expect(nextMinor('1.29')).toBe('1.30');
  });
});

describe('version:cut, applied to the tree in memory', () => {
  const docs = pagesOf('docs');

  it('leaves no page of the release that reads as unreleased or names another image', () => {
    const leftovers = docs.flatMap((file) =>
      leftoverUnreleased(releasePage(readFileSync(file, 'utf8'), names), release).map((line) => `${file}: ${line.trim()}`),
    );
    // A phrase listed here is one the cut's rules (scripts/lib/versionCut.ts) do not know: word it as
    // the other pages do, or teach the rules the new phrase.
    expect(leftovers).toEqual([]);
  });

  it("moves Next's pages one version on", () => {
    const before = docs.map((file) => readFileSync(file, 'utf8')).join('\n');
    const after = docs.map((file) => upcomingPage(readFileSync(file, 'utf8'), names)).join('\n');
    expect(before).toContain(`${release}, which is still in development`);
    expect(after).not.toContain(`${release}, which is still in development`);
    expect(after).toContain(`${names.upcoming}, which is still in development`);
    expect(after).not.toMatch(new RegExp(`confidant-proxy:v${latestVersion.replace('.', '\\.')}\\.0\\b`));
    expect(after).toContain(`<UpgradeNotes from="${release}" to="next" />`);
    expect(after).toContain(`<ReleaseNotes version="${release}" />`);
  });

  it('keys the facts that began in Next on the release, and moves the notes', () => {
    expect(keyFactsOnRelease("a: (v) => isAtLeast(v, 'next'), b: versionRange('next', 'next')", '1.29')).toBe(
      "a: (v) => isAtLeast(v, '1.29'), b: versionRange('1.29', 'next')",
    );
    const notes = "export const releaseNotes = [\n  {\n    version: 'next',\n    notes: ['x'],\n  },\n];\n";
    expect(moveReleaseNotes(notes, '1.29')).toBe(
      "export const releaseNotes = [\n  {\n    version: 'next',\n    notes: [],\n  },\n  {\n    version: '1.29',\n    notes: ['x'],\n  },\n];\n",
    );
    const list =
      "const versionList = [\n  {name: 'next', released: null, contrast: 'v9'},\n  {name: '1.28', released: 'x', contrast: 'v9'},\n";
    expect(addReleaseToVersions(list, names)).toContain(
      `{name: 'next', released: null, contrast: 'v9'},\n  {name: '${release}', released: '2099-01-01', contrast: 'v9'},\n  {name: '1.28'`,
    );
    expect(announceRelease("id: 'release-1-28',\n      content:\n        'Confidant 1.28 is out, with x.',", '1.29')).toBe(
      `id: 'release-1-29',\n      content:\n        'Confidant 1.29 is out. <a href="/release">Read the release notes</a>.',`,
    );
  });

  it('finds no fact in src/data keyed on Next by equality, which a cut could not move', () => {
    for (const file of readdirSync('src/data').filter((f) => f.endsWith('.ts') && f !== 'versions.ts')) {
      expect(readFileSync(path.join('src/data', file), 'utf8'), file).not.toMatch(/[!=]==? ?'next'|'next' ?[!=]==?/);
    }
  });
});

/**
 * Release day in a copy of the repo: the cut, then the unit tests that know
 * versions, routes, search, the MCP server and the OpenAPI documents. What
 * they read (version data, page matrix, docs folders) is the copy's.
 */
describe('version:cut in a copy of the repo', () => {
  const tests = [
    'versions',
    'pageMatrix',
    'docsSources',
    'data',
    'factChanges',
    'versionCompare',
    'versionLink',
    'search',
    'benchSearch',
    'mcp',
    'openapi',
    'openapiSamples',
    'securityClaims',
    'claimsLint',
    'content',
    'markdownTwins',
    'config',
    'checkDocs',
  ].map((name) => `tests/unit/${name}.test.ts`);

  it(
    `cuts ${release}, and the tests pass there with no other edit`,
    async () => {
      const top = mkdtempSync(path.join(os.tmpdir(), 'version-cut-'));
      const copy = path.join(top, 'repo');
      try {
        // The files git knows, as they are in the working tree; node_modules by link.
        const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {encoding: 'utf8'})
          .split('\0')
          .filter((file) => file !== '' && file.split('/')[0] !== 'node_modules' && existsSync(file));
        for (const file of files) {
          mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
          cpSync(file, path.join(copy, file));
        }
        symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'));

        // Right after a cut, Next has no notes yet: a release manager writes them before the next cut.
        const notesFile = path.join(copy, 'src/data/releaseNotes.ts');
        writeFileSync(
          notesFile,
          readFileSync(notesFile, 'utf8').replace(
            /(version: 'next',\n\s*notes: )\[\]/,
            "$1['Release notes that a release manager wrote.']",
          ),
        );

        const cut = await run(['tsx', 'scripts/versionCut.ts', release, '--date', names.date], copy);
        expect(cut.status, cut.stderr + cut.stdout).toBe(0);
        expect(cut.stdout).toContain(`Cut ${release}: it is the latest release, at the site root`);
        expect(cut.stdout).toContain('What a person must still write:');
        expect(cut.stdout).not.toContain('still reads as unreleased');
        expect(JSON.parse(readFileSync(path.join(copy, 'versions.json'), 'utf8'))).toEqual([release, ...releasedVersions]);

        const again = await run(['tsx', 'scripts/versionCut.ts', release], copy);
        expect(again.status).toBe(1);
        expect(again.stderr).toContain('ran already');

        const unit = await run(['vitest', 'run', ...tests], copy, {...process.env, CI: '1'});
        expect(unit.status, `${unit.stdout.slice(-4000)}\n${unit.stderr.slice(-2000)}`).toBe(0);
      } finally {
        rmSync(top, {recursive: true, force: true});
      }
    },
    // Copies ~1,500 files, runs the docs plugin's versioning, then 18 test files: about a minute on two cores.
    600_000,
  );
});

/**
 * The version folders against the typed data: every version has exactly the
 * pages of the page matrix, its release page lists itself and older versions
 * only, and its code samples name only models that version serves.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../../src/lib/docFiles';
import {extractCodeBlocks} from '../../src/lib/codeBlocks';
import {acceptedIds, models, modelsOf, unknownModelExample} from '../../src/data/models';
import {pagesOf} from '../../src/data/pageMatrix';
import {versionOrder, type VersionName} from '../../src/data/versions';
import {docPathOf, folderOf, modelIdsInCode, releaseHeadings} from './docsSources';

const files = Object.fromEntries(
  await Promise.all(versionOrder.map(async (v) => [v, await listDocFiles([folderOf(v)])] as const)),
) as Record<VersionName, string[]>;

const read = (file: string): string => readFileSync(file, 'utf8');

describe.each(versionOrder)('version %s', (version) => {
  it('has exactly the pages of the page matrix', () => {
    const docPaths = files[version].map((f) => docPathOf(path.relative(folderOf(version), f)));
    expect(docPaths.sort()).toEqual([...pagesOf(version)].sort());
  });

  it('gives every page a title, a description and a sidebar position', () => {
    for (const file of files[version]) {
      const front = /^---\n([\s\S]*?)\n---/.exec(read(file))?.[1] ?? '';
      expect(front, file).toMatch(/^title: \S/m);
      expect(front, file).toMatch(/^description: \S/m);
      expect(front, file).toMatch(/^sidebar_position: \d+/m);
    }
  });

  it('has no placeholder words', () => {
    for (const file of files[version]) {
      expect(read(file), file).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon/i);
    }
  });

  it('lists its own release and older ones only, newest first', () => {
    const release = read(path.join(folderOf(version), 'release.mdx'));
    const expected = [...versionOrder.slice(0, versionOrder.indexOf(version) + 1)].reverse();
    expect(releaseHeadings(release)).toEqual(expected);
  });

  it('names only models this version serves, by an ID it accepts', () => {
    const accepted = new Set([...modelsOf(version).flatMap((m) => acceptedIds(m, version))]);
    const preferred = new Set(modelsOf(version).map((m) => acceptedIds(m, version)[0]!));
    for (const file of files[version]) {
      for (const block of extractCodeBlocks(file, read(file))) {
        for (const id of modelIdsInCode(block.code)) {
          if (id === unknownModelExample) continue; // the 404 demonstration
          const where = `${file}:${block.line}: model "${id}"`;
          expect(accepted.has(id), `${where} is not served in ${version}`).toBe(true);
          // Samples use the ID readers should send in this version.
          expect(preferred.has(id), `${where} is not the preferred ID in ${version}`).toBe(true);
        }
      }
    }
  });
});

it('knows every model the data declares', () => {
  expect(models.length).toBe(8);
});

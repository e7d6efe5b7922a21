/** Helpers for reading the docs folders in tests. */
import type {VersionName} from '../../src/data/versions';

export function folderOf(version: VersionName): string {
  return version === 'next' ? 'docs' : `versioned_docs/version-${version}`;
}

/** `intro.mdx` -> '', `security/index.mdx` -> 'security', `api/models.mdx` -> 'api/models'. */
export function docPathOf(relativeFile: string): string {
  const p = relativeFile.replace(/\.mdx?$/, '');
  if (p === 'intro') return '';
  return p.replace(/\/index$/, '');
}

/** Versions named by `## Version X` / `## Next ...` headings, in page order. */
export function releaseHeadings(source: string): string[] {
  return [...source.matchAll(/^## (?:Version (\d+\.\d+)|Next\b)/gm)].map((m) => m[1] ?? 'next');
}

/**
 * Model IDs a code sample sends: `"model": "x"` (JSON), `model="x"` (Python),
 * `model: "x"` (TypeScript, YAML), `-F model=x` and `"model":"x"` (curl).
 */
export function modelIdsInCode(code: string): string[] {
  const ids = new Set<string>();
  const patterns = [/["']?\bmodel["']?\s*[:=]\s*["']([^"'\s]+)["']/g, /-F\s+["']?model=([^"'\s]+)/g];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      ids.add(match[1]!);
    }
  }
  return [...ids];
}

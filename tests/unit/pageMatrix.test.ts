import {describe, expect, it} from 'vitest';
import {allRoutes, hasPage, pagesOf, pathOfRoute, routeOf} from '../../src/data/pageMatrix';
import {latestVersion, versionOrder, type VersionName} from '../../src/data/versions';

describe('page matrix', () => {
  // The spec's counts, plus the OpenAI-compatibility page every version gained (what differs from OpenAI's API)
  // and the upgrading page of every version that has an older one to upgrade from.
  // A release cut after the spec starts as a copy of Next: it has Next's pages (docsSources.test.ts checks
  // every version's folder against the matrix).
  const specCounts: Partial<Record<VersionName, number>> = {
    '1.23': 34,
    '1.24': 35,
    '1.25': 37,
    '1.26': 37,
    '1.27': 39,
    '1.28': 39,
    next: 39,
  };

  it('has the page counts the spec gives per version', () => {
    for (const version of versionOrder) {
      const count = specCounts[version];
      if (count !== undefined) {
        expect(pagesOf(version).length, version).toBe(count);
      }
    }
  });

  it('adds up to unique routes: 260 for the versions the spec names', () => {
    const routes = allRoutes();
    const total = versionOrder.reduce((sum, v) => sum + pagesOf(v).length, 0);
    expect(routes).toHaveLength(total);
    expect(new Set(routes).size).toBe(total);
    expect(Object.keys(specCounts).reduce((sum, v) => sum + pagesOf(v as VersionName).length, 0)).toBe(260);
  });

  it('serves the latest release at the root and the others under their prefix', () => {
    expect(routeOf(latestVersion, '')).toBe('/');
    expect(routeOf(latestVersion, 'quickstart')).toBe('/quickstart');
    expect(routeOf('1.23', '')).toBe('/1.23');
    expect(routeOf('next', 'api/overview')).toBe('/next/api/overview');
  });

  it("reads the doc path back from a route, and no path from another version's route", () => {
    for (const version of versionOrder) {
      for (const path of pagesOf(version)) expect(pathOfRoute(version, routeOf(version, path))).toBe(path);
    }
    expect(pathOfRoute('1.23', '/1.24/quickstart')).toBeNull();
    expect(pathOfRoute('next', '/nextgen')).toBeNull();
  });

  it.each([
    ['1.23', 'upgrading', false],
    ['1.24', 'upgrading', true],
    ['1.26', 'architecture/attestation/certificate-revocation', false],
    ['1.27', 'architecture/attestation/certificate-revocation', true],
    ['1.26', 'security/hw-integrity', false],
    ['1.27', 'security/hw-integrity', true],
    ['1.24', 'guides/coding-assistants-vscode', false],
    ['1.25', 'guides/coding-assistants-jetbrains', true],
    ['1.27', 'models/multilingual-e5-large-instruct', true],
    ['1.28', 'models/multilingual-e5-large-instruct', false],
    ['1.28', 'models/multilingual-e5-large', true],
    ['1.24', 'models/qwen25coder-14b', true],
    ['1.25', 'models/qwen25coder-14b', false],
    ['1.24', 'models/qwen3-coder-30b-a3b', false],
    ['1.25', 'models/qwen3-coder-30b-a3b', true],
    ['next', 'models/qwen3-coder-30b-a3b', true],
  ] as const)('in %s, %s exists: %s', (version, path, exists) => {
    expect(hasPage(version, path)).toBe(exists);
  });
});

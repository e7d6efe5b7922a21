import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {
  fromPluginVersionName,
  isAtLeast,
  latestVersion,
  onlyIncludeVersions,
  partialBuildNote,
  releasedVersions,
  versionOrder,
  versions,
  versionPrefix,
} from '../../src/data/versions';

// The tests name no release as the latest: after `npm run version:cut` they hold as they are.
const oldest = versionOrder[0]!;

describe('versions', () => {
  it('agree with versions.json, newest release first', () => {
    const released = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
    expect(released).toEqual(versions.filter((v) => v.name !== 'next').map((v) => v.name));
    expect(released).toEqual(releasedVersions);
  });

  it('derive the latest release, the order and the paths from the one list', () => {
    expect(versions[0]!.name).toBe('next');
    expect(latestVersion).toBe(versions[1]!.name);
    expect(versions.filter((v) => v.released === null).map((v) => v.name)).toEqual(['next']);
    expect([...versionOrder].reverse()).toEqual(['next', ...releasedVersions]);
    for (const v of versions) {
      expect(v.path, v.name).toBe(v.name === latestVersion ? '' : v.name);
      expect(v.label, v.name).toBe(v.name === 'next' ? 'Next' : v.name);
    }
    // Release dates grow with the order.
    const dates = [...releasedVersions].reverse().map((name) => versions.find((v) => v.name === name)!.released!);
    expect(dates).toEqual([...dates].sort());
  });

  it('each released version has its docs folder and sidebar', () => {
    for (const v of versions.filter((x) => x.name !== 'next')) {
      expect(existsSync(`versioned_docs/version-${v.name}`), v.name).toBe(true);
      expect(existsSync(`versioned_sidebars/version-${v.name}-sidebars.json`), v.name).toBe(true);
    }
  });

  it('orders versions and maps the plugin name of next', () => {
    expect(isAtLeast('1.27', '1.25')).toBe(true);
    expect(isAtLeast('1.24', '1.25')).toBe(false);
    expect(isAtLeast('next', latestVersion)).toBe(true);
    expect(fromPluginVersionName('current')).toBe('next');
    expect(() => fromPluginVersionName('2.0')).toThrow(/Unknown docs version/);
    expect(versionOrder.at(-1)).toBe('next');
  });

  it('gives Next the label "Next" at /next and the latest release the root', () => {
    expect(versionPrefix('next')).toBe('/next');
    expect(versionPrefix(latestVersion)).toBe('');
    expect(versionPrefix(oldest)).toBe(`/${oldest}`);
    const docs = config.plugins.find((p) => Array.isArray(p) && p[0] === '@docusaurus/plugin-content-docs') as [
      string,
      {versions: Record<string, {label: string; path: string}>; lastVersion: string},
    ];
    expect(docs[1].lastVersion).toBe(latestVersion);
    expect(docs[1].versions.current).toEqual({label: 'Next', path: 'next'});
    expect(docs[1].versions[latestVersion]).toEqual({label: latestVersion, path: ''});
  });
});

describe('DOCS_VERSIONS for the development server', () => {
  it('builds every version when unset or empty', () => {
    expect(onlyIncludeVersions(undefined)).toBeUndefined();
    expect(onlyIncludeVersions('  ')).toBeUndefined();
  });

  it('names the versions as Docusaurus does, in release order, always with the latest release', () => {
    expect(onlyIncludeVersions('next')).toEqual([latestVersion, 'current']);
    expect(onlyIncludeVersions(`${oldest}, ${latestVersion}`)).toEqual([oldest, latestVersion]);
    expect(onlyIncludeVersions(`next,${oldest}`)).toEqual([oldest, latestVersion, 'current']);
    expect(onlyIncludeVersions(latestVersion)).toEqual([latestVersion]);
  });

  it('says what a partial build leaves unchecked, and nothing for a full one', () => {
    expect(partialBuildNote(undefined)).toBeNull();
    expect(partialBuildNote(versionOrder.join(','))).toBeNull();
    expect(partialBuildNote('next')).toBe(
      `DOCS_VERSIONS=next: this build has ${latestVersion}, next only. Links into ${versionOrder
        .filter((v) => v !== latestVersion && v !== 'next')
        .join(', ')} are not checked here; the full build (npm run build, npm test) checks them.`,
    );
  });

  it('refuses a name that is not a version, naming the known ones', () => {
    expect(() => onlyIncludeVersions(`${latestVersion},1.9,current`)).toThrow(
      `DOCS_VERSIONS: no docs version is called "1.9" or "current". The versions: ${versionOrder.join(', ')}.`,
    );
  });

  it('passes the list to the docs plugin', () => {
    const docs = config.plugins.find((p) => Array.isArray(p) && p[0] === '@docusaurus/plugin-content-docs') as [
      string,
      {onlyIncludeVersions?: string[]},
    ];
    expect(docs[1].onlyIncludeVersions).toEqual(onlyIncludeVersions(process.env.DOCS_VERSIONS));
  });
});

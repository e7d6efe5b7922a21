import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {fromPluginVersionName, isAtLeast, onlyIncludeVersions, versionOrder, versions, versionPrefix} from '../../src/data/versions';

describe('versions', () => {
  it('agree with versions.json, newest release first', () => {
    const released = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
    expect(released).toEqual(versions.filter((v) => v.name !== 'next').map((v) => v.name));
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
    expect(isAtLeast('next', '1.28')).toBe(true);
    expect(fromPluginVersionName('current')).toBe('next');
    expect(() => fromPluginVersionName('2.0')).toThrow(/Unknown docs version/);
    expect(versionOrder.at(-1)).toBe('next');
  });

  it('gives Next the label "Next" at /next and 1.28 the root', () => {
    expect(versionPrefix('next')).toBe('/next');
    expect(versionPrefix('1.28')).toBe('');
    const docs = config.plugins.find((p) => Array.isArray(p) && p[0] === '@docusaurus/plugin-content-docs') as [
      string,
      {versions: Record<string, {label: string; path: string}>; lastVersion: string},
    ];
    expect(docs[1].lastVersion).toBe('1.28');
    expect(docs[1].versions.current).toEqual({label: 'Next', path: 'next'});
    expect(docs[1].versions['1.28']).toEqual({label: '1.28', path: ''});
  });
});

describe('DOCS_VERSIONS for the development server', () => {
  it('builds every version when unset or empty', () => {
    expect(onlyIncludeVersions(undefined)).toBeUndefined();
    expect(onlyIncludeVersions('  ')).toBeUndefined();
  });

  it('names the versions as Docusaurus does, in release order, always with the latest release', () => {
    expect(onlyIncludeVersions('next')).toEqual(['1.28', 'current']);
    expect(onlyIncludeVersions('1.23, 1.28')).toEqual(['1.23', '1.28']);
    expect(onlyIncludeVersions('1.28')).toEqual(['1.28']);
  });

  it('refuses a name that is not a version, naming the known ones', () => {
    expect(() => onlyIncludeVersions('1.28,1.9,current')).toThrow(
      'DOCS_VERSIONS: no docs version is called "1.9" or "current". The versions: 1.23, 1.24, 1.25, 1.26, 1.27, 1.28, next.',
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

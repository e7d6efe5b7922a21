import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Chunk, ChunkGraph, Module} from 'webpack';
import * as helpers from '../../src/plugins/first-visit-chunks/tslibHelpers';
import {isDocsLayoutChunk, utilsCommonDir} from '../../src/plugins/first-visit-chunks';

const requireHere = createRequire(import.meta.url);
const utilsCommonLib = path.join(path.dirname(requireHere.resolve('@docusaurus/utils-common/package.json')), 'lib');

describe('first-visit-chunks: tslib for @docusaurus/utils-common', () => {
  // When a Docusaurus upgrade makes utils-common call another tslib helper,
  // this fails before the browser does: add the helper to tslibHelpers.ts.
  it('gives utils-common every tslib helper its client code calls', () => {
    const used = new Set<string>();
    for (const file of readdirSync(utilsCommonLib).filter((f) => f.endsWith('.js'))) {
      for (const match of readFileSync(path.join(utilsCommonLib, file), 'utf8').matchAll(/tslib\w*\.(__\w+)/g)) used.add(match[1]!);
    }
    expect([...used]).toEqual(['__importDefault']);
    for (const helper of used) expect(typeof (helpers as Record<string, unknown>)[helper]).toBe('function');
  });

  it("matches tslib's __importDefault", () => {
    const esModule = {__esModule: true, default: 1};
    expect(helpers.__importDefault(esModule)).toBe(esModule);
    expect(helpers.__importDefault(42)).toEqual({default: 42});
  });

  it('replaces requests from utils-common only', () => {
    expect(utilsCommonDir.test(utilsCommonLib)).toBe(true);
    expect(utilsCommonDir.test(path.join(utilsCommonLib, '..', '..', 'utils', 'lib'))).toBe(false);
  });
});

describe('first-visit-chunks: the docs layout chunk', () => {
  const graphOf = (resources: string[]): ChunkGraph =>
    ({getChunkModulesIterable: () => resources.map((resource) => ({resource}) as unknown as Module)}) as unknown as ChunkGraph;
  const chunk = {} as unknown as Chunk;
  const theme = path.join('node_modules', '@docusaurus', 'theme-classic', 'lib', 'theme');

  it('knows the chunks the docs routes import for their layout', () => {
    for (const component of ['DocsRoot', 'DocVersionRoot', 'DocRoot', 'DocItem']) {
      expect(isDocsLayoutChunk(chunk, graphOf([path.join(theme, component, 'index.js')]))).toBe(true);
    }
    const plugin = path.join('.docusaurus', 'docusaurus-plugin-content-docs', 'default', '__plugin.json');
    expect(isDocsLayoutChunk(chunk, graphOf([plugin]))).toBe(true);
  });

  it('leaves out page content, other components and data', () => {
    expect(isDocsLayoutChunk(chunk, graphOf([path.join('versioned_docs', 'version-1.28', 'intro.mdx')]))).toBe(false);
    expect(isDocsLayoutChunk(chunk, graphOf([path.join(theme, 'DocItem', 'Content', 'index.js')]))).toBe(false);
    expect(isDocsLayoutChunk(chunk, graphOf([path.join('src', 'components', 'CompareView', 'index.tsx')]))).toBe(false);
  });
});

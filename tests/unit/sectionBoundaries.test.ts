import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element, Root, RootContent} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeDeferredHydration, {componentModule, componentName} from '../../src/plugins/deferred-hydration/rehype';
import {upstreamRenderToHtml} from '../../src/plugins/deferred-hydration';

const element = (tagName: string, id?: string): Element => ({
  type: 'element',
  tagName,
  properties: id ? {id} : {},
  children: [{type: 'text', value: tagName}],
});
const esm = (value: string): RootContent => ({type: 'mdxjsEsm', value}) as unknown as RootContent;
const newline: RootContent = {type: 'text', value: '\n'};

function run(children: RootContent[]): Root {
  const tree: Root = {type: 'root', children};
  rehypeDeferredHydration()(tree);
  return tree;
}

type Wrapper = {type: string; name?: string; attributes?: {name: string; value: string}[]; children: RootContent[]};

describe('section boundaries: the rehype plugin', () => {
  it('wraps each ## section, from its heading to the next, and leaves the top of the page alone', () => {
    const intro = element('p');
    const h2a = element('h2', 'request');
    const table = element('table');
    const h3 = element('h3', 'messages');
    const h2b = element('h2', 'errors');
    const last = element('p');
    const tree = run([esm('import X from "x";'), intro, newline, h2a, table, h3, h2b, last]);
    const [importSection, importX, ...rest] = tree.children as unknown as Wrapper[];
    expect(importSection).toMatchObject({type: 'mdxjsEsm', value: `import ${componentName} from '${componentModule}';`});
    expect(importX).toMatchObject({type: 'mdxjsEsm', value: 'import X from "x";'});
    expect(rest.slice(0, 2)).toEqual([intro, newline]);
    const sections = rest.slice(2);
    expect(sections.map((s) => [s.name, s.attributes?.[0]?.value])).toEqual([
      [componentName, 'request'],
      [componentName, 'errors'],
    ]);
    expect(sections[0]!.children).toEqual([h2a, table, h3]);
    expect(sections[1]!.children).toEqual([h2b, last]);
  });

  it('keeps imports and exports at the top level, wherever they stand', () => {
    const tree = run([element('h2', 'a'), esm('export const x = 1;'), element('p')]);
    expect(tree.children.map((c) => c.type)).toEqual(['mdxjsEsm', 'mdxjsEsm', 'mdxJsxFlowElement']);
  });

  it('leaves a page without ## headings as it is', () => {
    const children = [element('p'), element('h3', 'x')];
    expect(run([...children]).children).toEqual(children);
  });
});

// The plugin replaces core's renderToHtml by alias for the server bundle, to
// write Suspense boundaries in place. When a Docusaurus upgrade moves or
// changes it, this fails: compare the new upstream code with ours first.
describe('section boundaries: core renders pages as ours does', () => {
  it("core's server entry still imports renderToHtml from where the alias points", () => {
    const serverEntry = readFileSync(path.join(path.dirname(upstreamRenderToHtml), 'serverEntry.js'), 'utf8');
    expect(serverEntry).toContain("import { renderToHtml } from './renderToHtml';");
  });

  it("core's renderToHtml still waits for the whole page and sets no chunk size of its own", () => {
    const upstream = readFileSync(`${upstreamRenderToHtml}.js`, 'utf8');
    expect(upstream).toContain('renderToPipeableStream(app, {');
    expect(upstream).toContain('onAllReady()');
    expect(upstream).not.toContain('progressiveChunkSize');
    const ours = readFileSync('src/plugins/deferred-hydration/renderToHtml.ts', 'utf8');
    expect(ours).toContain('progressiveChunkSize: Number.POSITIVE_INFINITY');
  });
});

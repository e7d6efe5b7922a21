import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {collectBlocks} from '../../scripts/checkCodeSamples';
import remarkDiagrams, {diagramAlt} from '../../src/plugins/remark-diagrams';
import {diagramFile, diagramHash, diagramsDir, modes, svgSize} from '../../src/plugins/remark-diagrams/diagrams';

const blocks = (await collectBlocks(['docs', 'versioned_docs'])).filter((b) => b.lang === 'mermaid');

describe('committed diagrams', () => {
  it('exist for every Mermaid block, in both colour modes (run `npm run diagrams` when this fails)', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      for (const mode of modes) {
        expect(existsSync(diagramFile(diagramHash(block.code), mode)), `${block.file}:${block.line} (${mode})`).toBe(true);
      }
    }
  });

  it('include no SVG that no diagram uses', () => {
    const used = new Set(blocks.flatMap((b) => modes.map((m) => path.basename(diagramFile(diagramHash(b.code), m)))));
    const unused = readdirSync(diagramsDir).filter((f) => !used.has(f));
    expect(unused).toEqual([]);
  });
});

describe('remarkDiagrams', () => {
  const block = blocks[0]!;
  const tree = () => ({
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'The six steps'}]},
      {type: 'code', lang: 'mermaid', value: block.code},
    ],
  });

  it('replaces a Mermaid block with its light and dark SVGs, sized', () => {
    const root = tree();
    remarkDiagrams()(root, {path: 'x.mdx'});
    const figure = root.children[1] as unknown as {name: string; children: {attributes: {name: string; value: string}[]}[]};
    expect(figure.name).toBe('figure');
    const attrs = figure.children.map((img) => Object.fromEntries(img.attributes.map((a) => [a.name, a.value])));
    expect(attrs.map((a) => a.src)).toEqual(modes.map((m) => `/diagrams/${diagramHash(block.code)}-${m}.svg`));
    expect(attrs[0]!.alt).toMatch(/: The six steps$/);
    expect(Number(attrs[0]!.width)).toBeGreaterThan(0);
    expect(Number(attrs[0]!.height)).toBeGreaterThan(0);
  });

  it('fails a production build on a diagram without SVGs', () => {
    const root = {type: 'root', children: [{type: 'code', lang: 'mermaid', value: 'flowchart LR\n  New --> Diagram'}]};
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => remarkDiagrams()(root as never, {path: 'new.mdx'})).toThrow(/npm run diagrams/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('names the diagram type in the alt text', () => {
    expect(diagramAlt('sequenceDiagram\n  A->>B: x', 'Keys')).toBe('Sequence diagram: Keys');
    expect(diagramAlt('flowchart LR\n  A --> B', null)).toBe('Flowchart');
    expect(svgSize('<svg viewBox="0 0 640.5 200" ...>')).toEqual({width: 641, height: 200});
  });
});

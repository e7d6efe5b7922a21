/** What every page must have to be worth reading (issue: reference-quality docs). */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../src/lib/codeBlocks';
import {listDocFiles} from '../../src/lib/docFiles';
import {proseWords} from '../../scripts/lib/prose';
import {versionOrder} from '../../src/data/versions';
import {docPathOf, folderOf} from './docsSources';

const minimumWords = 250;

const pages = (
  await Promise.all(
    versionOrder.map(async (version) =>
      (await listDocFiles([folderOf(version)])).map((file) => ({
        version,
        file,
        docPath: docPathOf(path.relative(folderOf(version), file)),
        source: readFileSync(file, 'utf8'),
      })),
    ),
  )
).flat();

describe('proseWords', () => {
  it('counts prose only', () => {
    const source =
      '---\ntitle: T\n---\n\nimport X from "y";\n\nOne two [three](./a.mdx).\n\n```bash\nnot counted here\n```\n\n| a | b |\n|---|---|\n| four | five |\n\n<X prop="no" />\n';
    expect(proseWords(source)).toBe(3);
    expect(proseWords(source, {countTables: true})).toBe(7);
  });
});

describe.each(versionOrder)('pages of %s', (version) => {
  const mine = pages.filter((p) => p.version === version);

  it(`have at least ${minimumWords} words of prose (model pages may count tables)`, () => {
    for (const page of mine) {
      const words = proseWords(page.source, {countTables: page.docPath.startsWith('models/')});
      expect(words, `${page.file} has ${words} words`).toBeGreaterThanOrEqual(minimumWords);
    }
  });

  it('show curl, Python and TypeScript samples on every API page', () => {
    for (const page of mine.filter((p) => p.docPath.startsWith('api/'))) {
      const blocks = extractCodeBlocks(page.file, page.source);
      expect(
        blocks.some((b) => b.lang === 'bash' && /\bcurl\b/.test(b.code)),
        `${page.file}: curl`,
      ).toBe(true);
      expect(
        blocks.some((b) => b.lang === 'python' && /\bopenai\b/.test(b.code)),
        `${page.file}: Python`,
      ).toBe(true);
      expect(
        blocks.some((b) => b.lang === 'ts' && /\bopenai\b/.test(b.code)),
        `${page.file}: TypeScript`,
      ).toBe(true);
      expect(page.source, `${page.file}: synced tabs`).toContain('<Tabs groupId="code-language">');
    }
  });

  it('give every guide prerequisites, numbered steps, a check and troubleshooting', () => {
    for (const page of mine.filter((p) => p.docPath.startsWith('guides/'))) {
      for (const heading of ['## Prerequisites', '## Check that it works', '## Troubleshooting']) {
        expect(page.source, `${page.file}: ${heading}`).toMatch(new RegExp(`^${heading}$`, 'm'));
      }
      expect(page.source, `${page.file}: numbered steps`).toMatch(/^(### 1\. |1\. )/m);
    }
  });

  it('show each model page its own facts card, and the overview the comparison', () => {
    for (const page of mine.filter((p) => p.docPath.startsWith('models/'))) {
      const slug = page.docPath.slice('models/'.length);
      const expected = slug === 'overview' ? '<ModelComparison />' : `<ModelFacts slug="${slug}" />`;
      expect(page.source, page.file).toContain(expected);
    }
  });

  it('give each rate-limit tier its table', () => {
    const page = mine.find((p) => p.docPath === 'rate-limits')!;
    for (const tier of ['Free', 'Standard (pay as you go)', 'Enterprise']) {
      expect(page.source, tier).toContain(`<RateLimitTable tier="${tier}" />`);
    }
  });

  it('draw a diagram on every architecture page', () => {
    for (const page of mine.filter((p) => p.docPath.startsWith('architecture/'))) {
      const diagrams = extractCodeBlocks(page.file, page.source).filter((b) => b.lang === 'mermaid');
      expect(diagrams.length, `${page.file}: Mermaid diagram`).toBeGreaterThan(0);
    }
  });
});

it('syncs every code tab group across the site under one groupId', () => {
  const groups = new Set(pages.flatMap((p) => [...p.source.matchAll(/<Tabs groupId="([^"]+)"/g)].map((m) => m[1])));
  expect([...groups]).toEqual(['code-language']);
});

import {describe, expect, it} from 'vitest';
import {diffBlocks, diffSections, onlyVersionNumbers, sectionsOf, similarity} from '../../src/plugins/version-compare/diff';
import {comparisons, compareIndex, headingAnchors, type RenderedPage} from '../../src/plugins/version-compare';
import {compareUrl, comparisonPath, pageFromParam, pageParam, type BlockChange} from '../../src/plugins/version-compare/client/format';

const older = `---
title: "Configure the proxy"
version: "1.25"
---

# Configure the proxy

This guide shows how to run the proxy.

## Flags

| Flag | Default | Meaning |
| --- | --- | --- |
| \`--port <port>\` | \`8080\` | Local port. |
| \`--nvidiaOCSPAllowUnknown true\\|false\` | \`false\` | Accept unknown OCSP status. |

## Logging

- Logs go to standard error.
- Set \`--log-level debug\` for details.

\`\`\`bash
docker run confidant-proxy:v1.25.0
\`\`\`

## Old section

It explains something 1.26 dropped.
`;

const newer = `---
title: "Configure the proxy"
version: "1.26"
---

# Configure the proxy

This guide shows how to run the proxy.

## Flags

| Flag | Default | Meaning |
| --- | --- | --- |
| \`--port <port>\` | \`8080\` | Local port. |
| \`--nvidiaOCSPAllowUnknown true\\|false\` | \`true\` | Accept unknown OCSP status. |

## Logging

- Logs go to standard error.
- Set \`--log-level debug\` for details.

\`\`\`bash
docker run confidant-proxy:v1.26.0
\`\`\`

### Log format

A section that only 1.26 has.
`;

const changedOnly = (changes: BlockChange[]) => changes.filter((c) => c.op !== 'same');

describe('sectionsOf', () => {
  it('cuts a twin at ## and ### headings, without front matter or the page title', () => {
    const sections = sectionsOf(newer);
    expect(sections.map((s) => [s.title, s.depth])).toEqual([
      ['', 1],
      ['Flags', 2],
      ['Logging', 2],
      ['Log format', 3],
    ]);
    expect(sections[0]!.blocks).toEqual([{kind: 'paragraph', text: 'This guide shows how to run the proxy.'}]);
  });

  it('keeps table rows with their header, list items and code', () => {
    const [, flags, logging] = sectionsOf(older);
    expect(flags!.blocks[1]).toEqual({
      kind: 'row',
      text: '--nvidiaOCSPAllowUnknown true|false | false | Accept unknown OCSP status.',
      cells: ['--nvidiaOCSPAllowUnknown true|false', 'false', 'Accept unknown OCSP status.'],
      header: ['Flag', 'Default', 'Meaning'],
    });
    expect(logging!.blocks.map((b) => b.kind)).toEqual(['item', 'item', 'code']);
    expect(logging!.blocks[2]!.text).toBe('docker run confidant-proxy:v1.25.0');
  });

  it('takes heading anchors from the page', () => {
    const anchors = new Map([
      ['Flags', 'flags'],
      ['Logging', 'logging'],
    ]);
    const sections = sectionsOf(older, (title) => anchors.get(title) ?? null);
    expect(sections.map((s) => s.anchor)).toEqual([null, 'flags', 'logging', null]);
  });
});

describe('diffSections', () => {
  const result = diffSections(sectionsOf(older), sectionsOf(newer));

  it('marks a changed table cell word by word, cell by cell', () => {
    const flags = result.find((s) => s.title === 'Flags')!;
    expect(flags.status).toBe('changed');
    expect(flags.changes[0]).toEqual({op: 'same', count: 1});
    const [change] = changedOnly(flags.changes);
    expect(change).toMatchObject({op: 'changed'});
    if (change?.op !== 'changed') throw new Error('expected a changed row');
    expect(change.cells).toEqual([
      [[0, '--nvidiaOCSPAllowUnknown true|false']],
      [
        [-1, 'false'],
        [1, 'true'],
      ],
      [[0, 'Accept unknown OCSP status.']],
    ]);
  });

  it('marks code line by line', () => {
    const logging = result.find((s) => s.title === 'Logging')!;
    const [change] = changedOnly(logging.changes);
    if (change?.op !== 'changed') throw new Error('expected a changed code block');
    expect(change.tokens).toEqual([
      [-1, 'docker run confidant-proxy:v1.25.0\n'],
      [1, 'docker run confidant-proxy:v1.26.0'],
    ]);
  });

  it('lists added and removed sections, a removed one after the section it followed', () => {
    expect(result.map((s) => [s.title, s.status])).toEqual([
      ['', 'same'],
      ['Flags', 'changed'],
      ['Logging', 'changed'],
      ['Old section', 'removed'],
      ['Log format', 'added'],
    ]);
    const added = result.find((s) => s.status === 'added')!;
    expect(added.changes).toEqual([{op: 'added', block: {kind: 'paragraph', text: 'A section that only 1.26 has.'}}]);
  });

  it("sets apart sections that differ only in the two versions' numbers", () => {
    const withVersions = diffSections(sectionsOf(older), sectionsOf(newer), {from: '1.25', to: '1.26'});
    expect(withVersions.find((s) => s.title === 'Flags')!.versionOnly).toBeUndefined();
    const tagOnly = (tag: string) => `## Run\n\nThis version uses \`${tag}\`.\n\n\`\`\`bash\ndocker run proxy:${tag}\n\`\`\`\n`;
    const [run] = diffSections(sectionsOf(tagOnly('v1.25.0')), sectionsOf(tagOnly('v1.26.0')), {from: '1.25', to: '1.26'});
    expect(run).toMatchObject({status: 'changed', versionOnly: true});
    expect(run!.changes.every((c) => c.op !== 'changed' || c.versionOnly)).toBe(true);
    // Another number is a real change, and so is a tag of a third version.
    const [other] = diffSections(sectionsOf(tagOnly('v1.25.0')), sectionsOf(tagOnly('v1.27.0')), {from: '1.25', to: '1.26'});
    expect(other!.versionOnly).toBeUndefined();
  });

  it('finds nothing between a page and itself', () => {
    expect(diffSections(sectionsOf(newer), sectionsOf(newer)).every((s) => s.status === 'same' && s.changes.length === 0)).toBe(true);
  });
});

describe('diffBlocks', () => {
  const p = (text: string) => ({kind: 'paragraph' as const, text});

  it('pairs a removed and an added block only when they share enough words', () => {
    const changes = diffBlocks(
      [p('The default here is false.'), p('Completely different words in this one.')],
      [p('The default here is true.'), p('Nothing alike at all, zebra.')],
    );
    expect(changes.map((c) => c.op)).toEqual(['changed', 'removed', 'added']);
  });

  it('keeps unchanged runs as counts', () => {
    const changes = diffBlocks([p('a b'), p('c d'), p('e f')], [p('a b'), p('c d'), p('x y'), p('e f')]);
    expect(changes).toEqual([
      {op: 'same', count: 2},
      {op: 'added', block: p('x y')},
      {op: 'same', count: 1},
    ]);
  });

  it('tells a change of version numbers from others, numbers only', () => {
    const change = (tokens: [-1 | 0 | 1, string][]): BlockChange => ({op: 'changed', block: p(''), tokens});
    expect(
      onlyVersionNumbers(
        change([
          [0, 'image v1.'],
          [-1, '25'],
          [1, '26'],
          [0, '.0'],
        ]),
        '1.25',
        '1.26',
      ),
    ).toBe(true);
    expect(
      onlyVersionNumbers(
        change([
          [0, 'default '],
          [-1, 'false'],
          [1, 'true'],
        ]),
        '1.25',
        '1.26',
      ),
    ).toBe(false);
    expect(
      onlyVersionNumbers(
        change([
          [-1, 'next'],
          [1, 'the following'],
        ]),
        '1.28',
        'next',
      ),
    ).toBe(false);
    expect(onlyVersionNumbers({op: 'same', count: 1}, '1.25', '1.26')).toBe(false);
  });

  it('scores word overlap', () => {
    expect(similarity('a b c d', 'a b c d')).toBe(1);
    expect(similarity('a b', 'c d')).toBe(0);
    expect(similarity('The default is false', 'The default is true')).toBe(0.75);
  });
});

describe('headingAnchors', () => {
  it('reads the ids of ## and ### headings inside the article, without the hash link', () => {
    const html = `<nav><h2 id="nav">Flags</h2></nav><div class="theme-doc-markdown markdown">
      <h2 class="anchor" id="flags">Flags<a href="#flags" class="hash-link">\u200b</a></h2>
      <h3 id="flags-1">Flags</h3><h4 id="deep">Deep</h4></div>`;
    const anchorOf = headingAnchors(html);
    expect(anchorOf('Flags')).toBe('flags');
    expect(anchorOf('Flags')).toBe('flags-1');
    expect(anchorOf('Deep')).toBeNull();
    expect(anchorOf('Missing')).toBeNull();
  });
});

describe('comparisons', () => {
  const page = (version: RenderedPage['version'], markdown: string): RenderedPage => ({
    version,
    path: 'guides/proxy-configuration',
    title: 'Configure the proxy',
    route: version === '1.28' ? '/guides/proxy-configuration' : `/${version}/guides/proxy-configuration`,
    markdown,
    html: '',
  });
  const pages = [page('1.25', older), page('1.26', newer), page('1.28', newer)];
  const all = comparisons(pages);

  it('compares every pair of versions that have the page, older first', () => {
    expect([...all.keys()].sort()).toEqual([
      '/compare-data/1.25...1.26/guides/proxy-configuration.json',
      '/compare-data/1.25...1.28/guides/proxy-configuration.json',
      '/compare-data/1.26...1.28/guides/proxy-configuration.json',
    ]);
  });

  it('lists the changed facts of src/data that the page states first', () => {
    const comparison = all.get('/compare-data/1.25...1.26/guides/proxy-configuration.json')!;
    const ocsp = comparison.facts.find((f) => f.segments.some((s) => s.kind === 'code' && s.text === '--nvidiaOCSPAllowUnknown'));
    expect(ocsp?.segments).toEqual([
      {kind: 'text', text: 'The default of '},
      {kind: 'code', text: '--nvidiaOCSPAllowUnknown'},
      {kind: 'text', text: ' changes from '},
      {kind: 'code', text: 'false'},
      {kind: 'text', text: ' to '},
      {kind: 'code', text: 'true'},
      {kind: 'text', text: '.'},
    ]);
    // 1.26 and 1.28 state the same flags and defaults.
    expect(all.get('/compare-data/1.26...1.28/guides/proxy-configuration.json')!.facts).toEqual([]);
  });

  it('indexes which version has which page', () => {
    expect(compareIndex(pages)).toEqual({
      'guides/proxy-configuration': {'1.25': 'Configure the proxy', '1.26': 'Configure the proxy', '1.28': 'Configure the proxy'},
    });
  });
});

describe('compare URLs', () => {
  it('puts the older version first, whatever the order', () => {
    expect(compareUrl('guides/proxy-configuration', '1.26', '1.25')).toBe('/compare?page=guides/proxy-configuration&from=1.25&to=1.26');
    expect(compareUrl('', 'next', '1.23')).toBe('/compare?page=intro&from=1.23&to=next');
  });

  it('names the data file of an ordered pair only', () => {
    expect(comparisonPath('', '1.23', 'next')).toBe('/compare-data/1.23...next/intro.json');
    expect(() => comparisonPath('quickstart', '1.26', '1.25')).toThrow();
    expect(() => comparisonPath('quickstart', '1.26', '1.26')).toThrow();
  });

  it('maps the introduction to "intro" and back', () => {
    expect(pageFromParam(pageParam(''))).toBe('');
    expect(pageFromParam(pageParam('api/models'))).toBe('api/models');
  });
});

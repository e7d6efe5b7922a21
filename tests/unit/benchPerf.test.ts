import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {change, isEntryScript, median, ratio, spread, summarize, type Sample} from '../../scripts/benchPerf';
import {anchorPage, anchorPages, anchorSites, anchorsDir} from '../../scripts/lib/anchorSites';
import {frontMatter} from '../../src/plugins/markdown-twins/toMarkdown';
import {latestVersion} from '../../src/data/versions';

describe('bench:perf summaries', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('reports each metric as its own median with its range, so one noisy run neither decides nor hides', () => {
    const run = (performance: number, tbt: number): Sample => ({
      performance,
      accessibility: 1,
      bestPractices: 1,
      seo: 1,
      lcp: 1000,
      tbt,
      cls: 0,
      jsKb: 150,
      bootMs: 300,
    });
    const summary = summarize([run(0.9, 400), run(0.97, 120), run(0.96, 150)]);
    expect(summary.performance).toEqual({median: 0.96, min: 0.9, max: 0.97});
    expect(summary.tbt).toEqual({median: 150, min: 120, max: 400});
    expect(summary.jsKb).toEqual(spread([150, 150, 150]));
  });

  it('counts only the entry scripts as boot-up work', () => {
    expect(isEntryScript('http://127.0.0.1:4000/assets/js/main.35b72f22.js')).toBe(true);
    expect(isEntryScript('http://127.0.0.1:4000/assets/js/runtime~main.35fbc811.js')).toBe(true);
    expect(isEntryScript('http://127.0.0.1:4000/assets/js/598977df.2282217a.js')).toBe(false);
    expect(isEntryScript('http://127.0.0.1:4000/api/chat-completions')).toBe(false);
  });

  it('states a change as a signed percentage', () => {
    expect(change(400, 200)).toBe('-50%');
    expect(change(100, 112)).toBe('+12%');
    expect(change(0, 5)).toBe('n/a');
  });
});

describe('bench:perf anchors', () => {
  it('compares with the Docusaurus we run: the stock anchor pins our version of every package both have', () => {
    const read = (file: string): Record<string, string> => {
      const json = JSON.parse(readFileSync(file, 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      return {...json.devDependencies, ...json.dependencies};
    };
    const ours = read('package.json');
    const anchor = read(path.join(anchorsDir, 'docusaurus', 'package.json'));
    const shared = Object.keys(anchor).filter((name) => name in ours);
    expect(shared).toContain('@docusaurus/core');
    for (const name of shared) expect(anchor[name], name).toBe(ours[name]);
  });

  it("states our number as a multiple of the anchor's, or the difference when theirs is 0", () => {
    expect(ratio(50, 400, 'ms')).toBe('×8.0');
    expect(ratio(33, 33, 'KB')).toBe('×1.0');
    expect(ratio(0, 24, 'ms')).toBe('+24 ms');
    expect(ratio(NaN, 24, 'ms')).toBe('n/a');
  });

  // A twin as the twins plugin writes it.
  const twin = [
    frontMatter({
      title: 'Chat completions',
      description: 'Reference for POST /v1/chat/completions.',
      version: '1.28',
      canonical: 'https://docs.confidant.example/api/chat-completions',
    }),
    '# Chat completions',
    '',
    'Chat completions generate the next message.',
    '',
    '## Request parameters',
    '',
  ].join('\n');

  it('turns a Markdown twin into an anchor page: title and description kept, our version and URL and the title line dropped', () => {
    expect(anchorPage(twin)).toBe(
      [
        '---',
        'title: "Chat completions"',
        'description: "Reference for POST /v1/chat/completions."',
        '---',
        '',
        'Chat completions generate the next message.',
        '',
        '## Request parameters',
        '',
      ].join('\n'),
    );
    expect(anchorPage(twin, '/1.23/quickstart')).toContain(
      'description: "Reference for POST /v1/chat/completions."\nslug: "/1.23/quickstart"\n---\n',
    );
  });

  it('refuses text that is not a twin, rather than building an anchor page without a title', () => {
    expect(() => anchorPage('# Chat completions\n')).toThrow(/front matter/);
    expect(() => anchorPage('---\nversion: "1.28"\n---\n# X\n')).toThrow(/lacks title, description, canonical/);
  });

  it("takes every page of the latest version and each measured page, at our paths, from a build's twins", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anchor-pages-'));
    const write = (file: string, version: string): void => {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), twin.replace('version: "1.28"', `version: "${version}"`));
    };
    try {
      write('index.md', latestVersion);
      write('api/chat-completions.md', latestVersion);
      write('1.23/quickstart.md', '1.23');
      write('1.23/api/overview.md', '1.23');
      write('next/quickstart.md', 'next');
      const [starlight, docusaurus] = anchorSites;
      const pages = anchorPages(starlight!, dir, ['/', '/1.23/quickstart']);
      expect([...pages.keys()].sort()).toEqual(['1.23/quickstart.md', 'api/chat-completions.md', 'index.md']);
      // A folder named 1.23 would not keep its name in either anchor: the slug fixes the URL.
      expect(pages.get('1.23/quickstart.md')).toContain('\nslug: "1.23/quickstart"\n');
      expect(anchorPages(docusaurus!, dir, ['/1.23/quickstart']).get('1.23/quickstart.md')).toContain('\nslug: "/1.23/quickstart"\n');
      expect(pages.get('api/chat-completions.md')).not.toContain('slug:');
      expect(() => anchorPages(starlight!, dir, ['/1.24/quickstart'])).toThrow(/1\.24\/quickstart\.md/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

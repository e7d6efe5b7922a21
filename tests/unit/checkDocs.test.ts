/**
 * `npm run check:docs`: which pages a path or a branch names, which steps
 * run, how links resolve, and that a broken page fails its step (the real
 * quickstart, changed in memory only).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {analyzePage, Checker, runSteps} from '../../scripts/checkDocs';
import {
  changedPages,
  checkLinks,
  contentTests,
  docsPageOf,
  notContentTests,
  pageOfRoute,
  pagesOfInputs,
  planSteps,
  providedComponentsUsed,
  summaryLines,
  targetOf,
  type DocsPage,
  type LinkContext,
  type PathInfo,
} from '../../scripts/lib/checkDocs';
import {routeOf} from '../../src/data/pageMatrix';
import {latestVersion} from '../../src/data/versions';

const page = (file: string): DocsPage => {
  const found = docsPageOf(file);
  if ('error' in found) throw new Error(found.error);
  return found;
};

describe('which page a path is', () => {
  it('maps files to their version and doc path', () => {
    expect(docsPageOf('docs/quickstart.mdx')).toEqual({file: 'docs/quickstart.mdx', version: 'next', docPath: 'quickstart'});
    expect(docsPageOf('docs/intro.mdx')).toMatchObject({docPath: ''});
    expect(docsPageOf('versioned_docs/version-1.27/security/index.mdx')).toEqual({
      file: 'versioned_docs/version-1.27/security/index.mdx',
      version: '1.27',
      docPath: 'security',
    });
  });

  it('names what is not a page, and why', () => {
    const error = (file: string): string => {
      const found = docsPageOf(file);
      return 'error' in found ? found.error : 'a page';
    };
    expect(error('src/pages/index.mdx')).toMatch(/^src\/pages\/index.mdx is not a docs page: pages are \.md or \.mdx files under docs\//);
    expect(error('README.md')).toMatch(/is not a docs page/);
    expect(error('docs/img/diagram.png')).toMatch(/is not a docs page/);
    expect(error('versioned_docs/version-9.9/quickstart.mdx')).toMatch(/is in no docs version: Unknown docs version "9.9"/);
  });

  const fakeFs = (files: string[]): PathInfo => ({
    kind: (p) => {
      if (files.includes(p)) return 'file';
      return files.some((f) => f.startsWith(`${p}/`)) ? 'directory' : null;
    },
    docFilesUnder: (dir) => files.filter((f) => f.startsWith(`${dir}/`) && /\.mdx?$/.test(f)),
  });
  const files = [
    'docs/quickstart.mdx',
    'docs/guides/a.mdx',
    'docs/guides/b.mdx',
    'docs/guides/img.png',
    'src/data/models.ts',
    'src/pages/x.mdx',
  ];
  const where = {cwd: '/repo', root: '/repo'};

  it('takes pages and folders of pages, relative to where the writer is', () => {
    const inputs = pagesOfInputs(['docs/guides', './docs/quickstart.mdx', '/repo/docs/guides/a.mdx'], where, fakeFs(files));
    expect(inputs.errors).toEqual([]);
    expect(inputs.pages.map((p) => p.file)).toEqual(['docs/guides/a.mdx', 'docs/guides/b.mdx', 'docs/quickstart.mdx']);
    expect(pagesOfInputs(['guides/a.mdx'], {cwd: '/repo/docs', root: '/repo'}, fakeFs(files)).pages.map((p) => p.docPath)).toEqual([
      'guides/a',
    ]);
  });

  it('names every bad path: missing, not a page, not a docs folder, outside the repository', () => {
    const inputs = pagesOfInputs(
      ['docs/nope.mdx', 'src/data/models.ts', 'src/pages', '../elsewhere.mdx', 'docs/quickstart.mdx'],
      where,
      fakeFs(files),
    );
    expect(inputs.errors).toEqual([
      'docs/nope.mdx: no such file',
      expect.stringMatching(/^src\/data\/models.ts is not a docs page/) as string,
      expect.stringMatching(/^src\/pages is not a docs folder/) as string,
      expect.stringMatching(/^\.\.\/elsewhere.mdx is outside the repository's docs/) as string,
    ]);
    expect(inputs.pages.map((p) => p.file)).toEqual(['docs/quickstart.mdx']);
  });
});

describe('which pages a branch changed', () => {
  it('reads git diff -z and the untracked files, keeping deletions apart and non-pages out', () => {
    const diff = [
      'M',
      'docs/quickstart.mdx',
      'D',
      'docs/guides/old.mdx',
      'M',
      'src/data/models.ts',
      'A',
      'versioned_docs/version-1.28/intro.mdx',
      '',
    ].join('\0');
    const changes = changedPages(diff, 'docs/guides/new.mdx\0static/img/x.png\0');
    expect(changes.pages.map((p) => p.file)).toEqual([
      'docs/guides/new.mdx',
      'docs/quickstart.mdx',
      'versioned_docs/version-1.28/intro.mdx',
    ]);
    expect(changes.deleted.map((p) => p.file)).toEqual(['docs/guides/old.mdx']);
    expect(changes.others).toEqual(['src/data/models.ts', 'static/img/x.png']);
    expect(changedPages('', '')).toEqual({pages: [], deleted: [], others: []});
  });
});

describe('which steps run', () => {
  const quickstart = page('docs/quickstart.mdx');

  it('runs every step for pages, links and content rules for deleted pages only, nothing for nothing', () => {
    expect(planSteps([quickstart], []).map((s) => s.id)).toEqual(['mdx', 'links', 'samples', 'openapi', 'content']);
    expect(planSteps([], [quickstart]).map((s) => s.id)).toEqual(['links', 'content']);
    expect(planSteps([], [])).toEqual([]);
  });

  it('runs every unit test that reads the docs folders, or says why not', () => {
    const readsDocs = /\b(?:folderOf|listDocFiles|collectBlocks)\(|[`'"/]versioned_docs\b|[`'"]docs(?:\/|['"`]\))/;
    const tests = readdirSync('tests/unit')
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `tests/unit/${f}`);
    const listed = new Set([...contentTests, ...notContentTests].map((t) => t.file));
    const unlisted = tests.filter((file) => readsDocs.test(readFileSync(file, 'utf8')) && !listed.has(file));
    expect(unlisted, 'add each to contentTests or notContentTests in scripts/lib/checkDocs.ts').toEqual([]);
    for (const test of contentTests) expect(existsSync(test.file), test.file).toBe(true);
  });

  it('ends with what failed, and that npm test stays the gate', () => {
    const lines = summaryLines([
      {title: 'MDX', ok: true, seconds: 1.25, summary: '1 page'},
      {title: 'Links', ok: false, seconds: 0.5, summary: '1 broken'},
    ]);
    expect(lines).toContain('1 of 2 steps failed (1.8 s): Links.');
    expect(lines.join('\n')).toMatch(/`npm test` stays the gate/);
  });
});

describe('links', () => {
  const quickstart = page('docs/quickstart.mdx');
  const routeOfPage = (p: DocsPage): string => routeOf(p.version, p.docPath);

  it('resolve as Docusaurus reads them: .mdx files relative to the page, other paths as URLs', () => {
    expect(targetOf(quickstart, {line: 1, url: 'https://example.com/x', image: false}, routeOfPage)).toEqual({kind: 'external'});
    expect(targetOf(quickstart, {line: 1, url: 'mailto:a@b.example', image: false}, routeOfPage)).toEqual({kind: 'external'});
    expect(targetOf(quickstart, {line: 1, url: '#troubleshooting', image: false}, routeOfPage)).toEqual({
      kind: 'page',
      file: 'docs/quickstart.mdx',
      anchor: 'troubleshooting',
    });
    const nested = page('versioned_docs/version-1.27/architecture/attestation/overview.mdx');
    expect(targetOf(nested, {line: 1, url: '../../security/index.mdx#claim-release-key', image: false}, routeOfPage)).toEqual({
      kind: 'page',
      file: 'versioned_docs/version-1.27/security/index.mdx',
      anchor: 'claim-release-key',
    });
    expect(targetOf(quickstart, {line: 1, url: './guides/tool-calling', image: false}, routeOfPage)).toEqual({
      kind: 'route',
      route: '/next/guides/tool-calling',
      anchor: null,
    });
    expect(targetOf(quickstart, {line: 1, url: './img/a.png', image: true}, routeOfPage)).toEqual({kind: 'file', file: 'docs/img/a.png'});
    expect(pageOfRoute('/1.27/quickstart')).toEqual({version: '1.27', docPath: 'quickstart'});
    expect(pageOfRoute('/quickstart')).toEqual({version: latestVersion, docPath: 'quickstart'});
    expect(pageOfRoute('/1.23/security/hw-integrity')).toBeNull();
  });

  it('fail on a missing page or anchor, and suggest the anchor meant', () => {
    const context: LinkContext = {
      pageOf: (file) => (file === 'docs/rate-limits.mdx' ? {anchors: new Set(['limits-by-tier', 'free'])} : undefined),
      fileExists: (file) => file === 'docs/rate-limits.mdx',
      staticFileExists: (route) => route === '/img/logo.svg',
      routeOfPage,
      fileOfRoute: (route) => (route === '/next/rate-limits' ? 'docs/rate-limits.mdx' : null),
    };
    const links = [
      {line: 1, url: './rate-limits.mdx#limits-by-tier', image: false},
      {line: 2, url: './rate-limits.mdx#limit-by-tier', image: false},
      {line: 3, url: './rate-limit.mdx', image: false},
      {line: 4, url: '/next/rate-limits#free', image: false},
      {line: 5, url: '/next/nowhere', image: false},
      {line: 6, url: '/img/logo.svg', image: true},
      {line: 7, url: 'https://example.com/#x', image: false},
    ];
    expect(checkLinks(quickstart, links, context).map((p) => `${p.line}: ${p.message}`)).toEqual([
      '2: docs/rate-limits.mdx has no anchor #limit-by-tier (did you mean #limits-by-tier?)',
      '3: docs/rate-limit.mdx does not exist',
      '5: no docs page is served at /next/nowhere, and static/ has no such file',
    ]);
  });
});

describe('a page, compiled as the build does', () => {
  it('finds the components a page uses without importing them', () => {
    expect(providedComponentsUsed('if (!Tabs) _missingMdxReference("Tabs", true);\nif (!Foo) _missingMdxReference("Foo", false);')).toEqual(
      ['Tabs'],
    );
  });

  it("knows the anchors of headings, the claims ledger, error rows and the API tables' rows", async () => {
    const chat = await analyzePage('docs/api/chat-completions.mdx', readFileSync('docs/api/chat-completions.mdx', 'utf8'));
    expect(chat.problems).toEqual([]);
    for (const anchor of ['what-each-party-sees', 'status-429', 'request-max_tokens']) expect(chat.anchors).toContain(anchor);
    const security = await analyzePage('docs/security/index.mdx', readFileSync('docs/security/index.mdx', 'utf8'));
    expect(security.anchors).toContain('claim-pinned-manifest');
    const proxy = await analyzePage('docs/guides/proxy-configuration.mdx', readFileSync('docs/guides/proxy-configuration.mdx', 'utf8'));
    expect(proxy.anchors).toContain('flag-log-level');
  });
});

describe('a broken page fails its step', () => {
  const file = 'docs/quickstart.mdx';
  const quickstart = page(file);
  const source = readFileSync(file, 'utf8');
  const quiet = (): void => undefined;

  it('passes as it is', async () => {
    const checker = new Checker([quickstart], []);
    expect(await checker.mdx()).toMatchObject({ok: true});
    expect(await checker.links()).toMatchObject({ok: true, details: []});
  });

  it('fails on a component nobody provides, naming it and its line, and the run goes on to the next step', async () => {
    const broken = `${source}\n<UnknownWidget />\n`;
    const checker = new Checker([quickstart], [], new Map([[file, broken]]));
    const results = await runSteps(checker, planSteps([quickstart], []).slice(0, 2), quiet);
    expect(results.map((r) => r.ok)).toEqual([false, true]);
    const {details} = await checker.mdx();
    expect(details).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${broken.split('\n').length - 1}: <UnknownWidget> is neither imported`)) as string,
    ]);
  });

  it('fails on a claim id the ledger lacks, with the plugin’s file:line', async () => {
    const checker = new Checker([quickstart], [], new Map([[file, `${source}\n<Claim id="no-such-claim" />\n`]]));
    const outcome = await checker.mdx();
    expect(outcome.ok).toBe(false);
    expect(outcome.details[0]).toMatch(/^docs\/quickstart.mdx:\d+: Version next has no security claim "no-such-claim"/);
  });

  it('fails on a link to an anchor that is not there', async () => {
    const broken = source.replace('rate-limits.mdx#a-request-larger-than-a-limit', 'rate-limits.mdx#a-request-larger-than-the-limit');
    expect(broken).not.toBe(source);
    const outcome = await new Checker([quickstart], [], new Map([[file, broken]])).links();
    expect(outcome.ok).toBe(false);
    expect(outcome.details).toEqual([
      expect.stringMatching(
        /^docs\/quickstart.mdx:\d+: \.\/rate-limits.mdx#a-request-larger-than-the-limit: docs\/rate-limits.mdx has no anchor #a-request-larger-than-the-limit \(did you mean #a-request-larger-than-a-limit\?\)$/,
      ) as string,
    ]);
  });

  it('fails when a renamed heading breaks the links of other pages into it', async () => {
    const limits = 'docs/rate-limits.mdx';
    const renamed = readFileSync(limits, 'utf8').replace('### A request larger than a limit', '### Requests larger than a limit');
    const outcome = await new Checker([page(limits)], [], new Map([[limits, renamed]])).links();
    expect(outcome.ok).toBe(false);
    expect(outcome.details).toContainEqual(
      expect.stringMatching(/^docs\/quickstart.mdx:\d+: .*has no anchor #a-request-larger-than-a-limit/) as string,
    );
    expect(outcome.details.every((d) => !d.includes('versioned_docs'))).toBe(true);
  });

  it('fails on a sample that does not parse', async () => {
    const checker = new Checker([quickstart], [], new Map([[file, '# Broken\n\n```json\n{"model": }\n```\n']]));
    const outcome = await checker.samples();
    expect(outcome.ok).toBe(false);
    expect(outcome.details).toEqual([expect.stringMatching(/^docs\/quickstart.mdx:4: \[json\] JSON does not parse/) as string]);
  });

  it('reads the links of other pages into a deleted page', async () => {
    // The page is still on disk here, so the links resolve; once deleted, checkLinks says "does not exist" (above).
    const outcome = await new Checker([], [page('docs/rate-limits.mdx')]).links();
    expect(outcome.summary).toMatch(/^0 links in the pages, [1-9]\d* links into them from other pages; 0 broken$/);
  });
});

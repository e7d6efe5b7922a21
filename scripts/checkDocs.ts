/**
 * Checks a docs change in a minute or so, where `npm test` takes ~25: the
 * given pages (or, with no paths, the pages changed against
 * `git merge-base HEAD main`, with uncommitted and untracked ones) must
 * compile as MDX with the site's remark plugins, link to pages and anchors
 * that exist, carry code and OpenAPI samples that pass their checkers, and
 * keep the content rules of the unit tests. Each step prints its result and
 * time; the run exits non-zero when one fails. `npm test` stays the gate.
 *
 * Usage: npm run check:docs [-- page-or-folder ...]
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Root as HastRoot, RootContent as HastContent} from 'hast';
import type {Root as MdastRoot, RootContent as MdastContent} from 'mdast';
import type {PluggableList} from 'unified';
import type config from '../docusaurus.config';
import {routeOf} from '../src/data/pageMatrix';
import {proxyFlagsOf} from '../src/data/proxyFlags';
import {flagAnchor} from '../src/data/rowAnchors';
import {versionOrder, type VersionName} from '../src/data/versions';
import {extractCodeBlocks} from '../src/lib/codeBlocks';
import {listDocFiles} from '../src/lib/docFiles';
import {folderOf} from '../tests/unit/docsSources';
import {
  changedPages,
  checkLinks,
  contentTests,
  docsPageOf,
  fileOfLink,
  formatSeconds,
  linksInto,
  pageOfRoute,
  pagesOfInputs,
  planSteps,
  providedComponentsUsed,
  summaryLines,
  themeComponents,
  type DocsPage,
  type Link,
  type LinkContext,
  type LinkProblem,
  type Step,
  type StepId,
  type StepResult,
  type TargetPage,
} from './lib/checkDocs';
import {samplesOfPage} from './lib/openapiSamples';
import type {Problem, SampleValidator} from './lib/openapiValidation';

/** A CommonJS module's default export: tsx hands over `exports` itself, with it under `default`; vitest unwraps it. */
function defaultOf<T>(loaded: T): T {
  return (loaded as T & {default?: T}).default ?? loaded;
}

/** The docs plugin's remark and rehype plugins, as the build runs them. */
function docsPluginOptions(siteConfig: typeof config): DocsOptions {
  for (const plugin of siteConfig.plugins) {
    if (Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-content-docs') return plugin[1] as DocsOptions;
  }
  throw new Error('docusaurus.config.ts has no @docusaurus/plugin-content-docs entry');
}

/** Loads once, when a step first needs it: a bad path or an empty change answers without the compilers. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

const mdxTools = once(async () => {
  const [mdx, gfm, directive, headings, site, {checkMdxSource}] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('remark-directive'),
    import('@docusaurus/mdx-loader/lib/remark/headings'),
    import('../docusaurus.config'),
    import('./checkMdx'),
  ]);
  return {
    createProcessor: mdx.createProcessor,
    markdown: [gfm.default, directive.default] as PluggableList,
    headingIds: defaultOf(headings.default),
    options: docsPluginOptions(defaultOf(site.default)),
    checkMdxSource,
  };
});

// Front matter is YAML, not MDX: blank it out but keep the line numbers (as checkMdx does).
const body = (source: string): string => source.replace(/^---\n[\s\S]*?\n---\n/, (fm) => fm.replace(/[^\n]/g, ''));

/** Links a writer wrote (nodes with a position; the plugins' own links have none). */
function linksOfTree(tree: MdastRoot): Link[] {
  const links: Link[] = [];
  const visit = (node: MdastRoot | MdastContent): void => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.position) {
      links.push({line: node.position.start.line, url: node.url, image: node.type === 'image'});
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return links;
}

/** Every `"id": "..."` in the rows a remark plugin hands a component (ApiFields, OpenAICompatibility). */
function idsInJson(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) idsInJson(item, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' && typeof item === 'string') out.add(item);
      else idsInJson(item, out);
    }
  }
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: {type: string; name?: string; value?: unknown}[];
}

/**
 * The ids of the rendered page: headings (Docusaurus's own heading plugin),
 * the claims and row anchors the site's plugins add, ids written in HTML,
 * and the row ids of the components that render tables.
 */
function anchorsOfTree(tree: HastRoot, version: VersionName): Set<string> {
  const anchors = new Set<string>();
  const visit = (node: HastRoot | HastContent): void => {
    if (node.type === 'element') {
      const id = node.properties.id;
      if (typeof id === 'string') anchors.add(id);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const jsx = node as unknown as JsxNode;
      const name = jsx.name ?? '';
      if (/^[a-z]/.test(name)) {
        // An HTML element's id; a component's `id` prop (<Claim id>) is no anchor.
        const id = jsx.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
        if (typeof id === 'string') anchors.add(id);
      } else if (name === 'ProxyFlagTable') {
        for (const flag of proxyFlagsOf(version)) anchors.add(flagAnchor(flag.flag));
      } else {
        for (const attribute of jsx.attributes) {
          const value = attribute.value as {type?: string; value?: string} | undefined;
          if (value?.type !== 'mdxJsxAttributeValueExpression' || value.value === undefined) continue;
          try {
            idsInJson(JSON.parse(value.value), anchors);
          } catch {
            // An expression the writer wrote, not rows a plugin wrote: no anchors.
          }
        }
      }
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return anchors;
}

export interface PageAnalysis {
  /** Syntax and front matter errors, a remark plugin's error, components nobody provides: file:line: message. */
  problems: string[];
  links: Link[];
  /** Null when the page does not compile, so its anchors are unknown. */
  anchors: Set<string> | null;
}

const analyses = new Map<string, Promise<PageAnalysis>>();

const lineOf = (source: string, needle: string): number | null => {
  const index = source.indexOf(needle);
  return index === -1 ? null : source.slice(0, index).split('\n').length;
};

/**
 * Compiles a page as the build does, as far as the sources allow: GFM and
 * directives, the docs plugin's remark and rehype plugins from
 * docusaurus.config.ts, and Docusaurus's heading ids. `file` gives the
 * version (the plugins read it from the folder); `source` may differ from
 * the file on disk.
 */
export function analyzePage(file: string, source: string): Promise<PageAnalysis> {
  // The same page and text compile the same: the tests' checkers share the pages they link to.
  const key = `${file}\0${source}`;
  let analysis = analyses.get(key);
  if (analysis === undefined) {
    analysis = compilePage(file, source);
    analyses.set(key, analysis);
  }
  return analysis;
}

async function compilePage(file: string, source: string): Promise<PageAnalysis> {
  const page = docsPageOf(file);
  if ('error' in page) throw new Error(page.error);
  const {createProcessor, markdown, headingIds, options, checkMdxSource} = await mdxTools();
  const syntax = await checkMdxSource(file, source);
  if (syntax) return {problems: [`${file}:${syntax.line ?? '?'}: ${syntax.message}`], links: [], anchors: null};

  // The rendered tree, as the last rehype plugin sees it.
  const rendered: {tree?: HastRoot} = {};
  const processor = createProcessor({
    remarkPlugins: [
      ...markdown,
      ...((options.beforeDefaultRemarkPlugins ?? []) as PluggableList),
      [headingIds, {anchorsMaintainCase: false}],
      ...((options.remarkPlugins ?? []) as PluggableList),
    ],
    rehypePlugins: [
      ...((options.rehypePlugins ?? []) as PluggableList),
      () => (tree: HastRoot) => {
        rendered.tree = tree;
      },
    ],
  });
  const vfile = {path: file, value: body(source)};
  const links = linksOfTree(processor.parse(vfile));
  let compiled: string;
  try {
    compiled = String(await processor.process(vfile));
  } catch (error) {
    // The site's plugins name file:line themselves.
    const message = (error as Error).message;
    return {problems: [message.startsWith(file) ? message : `${file}: ${message}`], links, anchors: null};
  }
  const problems = providedComponentsUsed(compiled)
    .filter((name) => !themeComponents.has(name))
    .map(
      (name) =>
        `${file}:${lineOf(source, `<${name}`) ?? '?'}: <${name}> is neither imported on the page nor provided by the theme or a remark plugin: the build would fail ("Expected component ${name} to be defined")`,
    );
  return {problems, links, anchors: rendered.tree === undefined ? new Set() : anchorsOfTree(rendered.tree, page.version)};
}

/** Links only, for the other pages of a version (does any point into a checked page?). */
async function linksOfSource(file: string, source: string): Promise<Link[]> {
  const {createProcessor, markdown} = await mdxTools();
  try {
    return linksOfTree(createProcessor({remarkPlugins: markdown}).parse({path: file, value: body(source)}));
  } catch {
    // A page that does not parse is that page's problem; its own check reports it.
    return [];
  }
}

export interface StepOutcome {
  ok: boolean;
  summary: string;
  details: string[];
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The steps over a set of pages; `sources` stands in for files on disk (the tests' broken pages). */
export class Checker {
  private readonly sources: Map<string, string>;

  constructor(
    private readonly pages: readonly DocsPage[],
    private readonly deleted: readonly DocsPage[],
    sources: ReadonlyMap<string, string> = new Map(),
  ) {
    this.sources = new Map(sources);
  }

  private source(file: string): string {
    let source = this.sources.get(file);
    if (source === undefined) {
      source = readFileSync(file, 'utf8');
      this.sources.set(file, source);
    }
    return source;
  }

  private analysis(file: string): Promise<PageAnalysis> {
    return analyzePage(file, this.source(file));
  }

  run(step: StepId): Promise<StepOutcome> {
    switch (step) {
      case 'mdx':
        return this.mdx();
      case 'links':
        return this.links();
      case 'samples':
        return this.samples();
      case 'openapi':
        return this.openapi();
      case 'content':
        return Promise.resolve(this.content());
    }
  }

  async mdx(): Promise<StepOutcome> {
    const details: string[] = [];
    for (const page of this.pages) details.push(...(await this.analysis(page.file)).problems);
    const failed = new Set(details.map((d) => d.split(':')[0])).size;
    return {ok: details.length === 0, summary: `${this.pages.length - failed} of ${plural(this.pages.length, 'page')} compile`, details};
  }

  async links(): Promise<StepOutcome> {
    // Every page of the versions concerned: links point into them, and from them into the checked ones.
    const versions = [...new Set([...this.pages, ...this.deleted].map((p) => p.version))];
    const all = new Map<string, DocsPage>();
    for (const version of versionOrder) {
      for (const file of await listDocFiles([folderOf(version)])) {
        const page = docsPageOf(file);
        if (!('error' in page)) all.set(page.file, page);
      }
    }
    const byRoute = new Map([...all.values()].map((p) => [routeOf(p.version, p.docPath), p.file]));
    const targets = new Map<string, TargetPage>();
    const context: LinkContext = {
      pageOf: (file) => targets.get(file) ?? (all.has(file) ? {anchors: null} : undefined),
      fileExists: (file) => existsSync(file),
      staticFileExists: (route) => existsSync(path.join('static', route)),
      routeOfPage: (page) => routeOf(page.version, page.docPath),
      fileOfRoute: (route) => {
        const page = pageOfRoute(route);
        return page === null ? null : (byRoute.get(routeOf(page.version, page.docPath)) ?? null);
      },
    };
    // The links to check: the checked pages' own, and other pages' links into them.
    const checked = new Set([...this.pages, ...this.deleted].map((p) => p.file));
    const work: {from: DocsPage; links: Link[]}[] = [];
    let own = 0;
    for (const page of this.pages) {
      const links = (await this.analysis(page.file)).links;
      own += links.length;
      work.push({from: page, links});
    }
    let incoming = 0;
    for (const page of [...all.values()].filter((p) => versions.includes(p.version) && !checked.has(p.file))) {
      const links = linksInto(page, await linksOfSource(page.file, this.source(page.file)), checked, context);
      incoming += links.length;
      if (links.length > 0) work.push({from: page, links});
    }
    // The anchors of every page a checked link points to.
    const pageTargets = new Set<string>();
    for (const {from, links} of work) {
      for (const link of links) {
        const file = fileOfLink(from, link, context);
        if (file !== null && all.has(file)) pageTargets.add(file);
      }
    }
    for (const file of pageTargets) targets.set(file, {anchors: (await this.analysis(file)).anchors});
    const problems: LinkProblem[] = work.flatMap(({from, links}) => checkLinks(from, links, context));
    const details = problems.map((p) => `${p.file}:${p.line}: ${p.url}: ${p.message}`);
    const unknown = [...pageTargets].filter((f) => targets.get(f)?.anchors === null).sort();
    if (unknown.length > 0) details.push(`(anchors not checked in ${unknown.join(', ')}: it does not compile, see the MDX step)`);
    return {
      ok: problems.length === 0,
      summary: `${plural(own, 'link')} in the pages, ${plural(incoming, 'link')} into them from other pages; ${problems.length} broken`,
      details,
    };
  }

  async samples(): Promise<StepOutcome> {
    const {checkBlocks} = await import('./checkCodeSamples');
    const blocks = this.pages.flatMap((p) => extractCodeBlocks(p.file, this.source(p.file)));
    // Inside the project, so `openai` resolves from node_modules; one folder per run.
    const problems = checkBlocks(blocks, path.resolve(`node_modules/.cache/code-samples-${process.pid}`));
    const failed = new Set(problems.map((p) => `${p.file}:${p.blockLine}`)).size;
    return {
      ok: problems.length === 0,
      summary: `${plural(blocks.length, 'code block')}, ${failed} failed`,
      details: problems.map((p) => `${p.file}:${p.line}: [${p.lang}] ${p.message}`),
    };
  }

  async openapi(): Promise<StepOutcome> {
    // The documents are built from src/data, which a page does not change:
    // `npm run check:openapi` lints them. Here, the pages' samples against them.
    const [{buildOpenApiDocument}, {SampleValidator}] = await Promise.all([
      import('../src/data/openapi'),
      import('./lib/openapiValidation'),
    ]);
    const validators = new Map<VersionName, SampleValidator>();
    const problems: Problem[] = [];
    let count = 0;
    for (const page of this.pages) {
      const {samples, problems: unmapped} = samplesOfPage(page.file, this.source(page.file));
      problems.push(...unmapped);
      if (samples.length === 0) continue;
      let validator = validators.get(page.version);
      if (validator === undefined) {
        validator = new SampleValidator(buildOpenApiDocument(page.version));
        validators.set(page.version, validator);
      }
      for (const sample of samples) {
        count++;
        problems.push(...validator.validate(sample));
      }
    }
    return {
      ok: problems.length === 0,
      summary: `${plural(count, 'sample')} validated, ${plural(problems.length, 'problem')}`,
      details: problems.map((p) => `${p.file}${p.line > 0 ? `:${p.line}` : ''}: ${p.message}`),
    };
  }

  content(): StepOutcome {
    const vitest = path.join('node_modules', '.bin', 'vitest');
    // vitest writes to a pipe here: colours only when the writer's terminal shows them.
    const colour = process.stdout.isTTY ? {FORCE_COLOR: '1'} : {NO_COLOR: '1'};
    const result = spawnSync(vitest, ['run', ...contentTests.map((t) => t.file)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {...process.env, ...colour},
    });
    const output = `${result.stdout}${result.stderr}`;
    // The summary lines of vitest: "Test Files  14 passed (14)", "Tests  300 passed (300)".
    const tally = [...output.matchAll(/^\s*(Test Files|Tests)\s+(.+)$/gm)].map((m) => `${m[1]}: ${m[2]!.trim()}`).join('; ');
    const ok = result.status === 0;
    return {
      ok,
      summary: tally || (result.error ? `vitest did not run: ${result.error.message}` : 'no summary from vitest'),
      // On failure, vitest's own report: which rule, which file:line. The tests read every page, so a failure may name another one.
      details: ok ? [] : output.trimEnd().split('\n'),
    };
  }
}

/** Runs the steps in order, all of them even after a failure, printing each as it ends. */
export async function runSteps(checker: Checker, steps: readonly Step[], print: (line: string) => void): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) {
    print(`\n▶ ${step.title}`);
    const start = performance.now();
    let outcome: StepOutcome;
    try {
      outcome = await checker.run(step.id);
    } catch (error) {
      outcome = {ok: false, summary: 'the step itself failed', details: [String((error as Error).stack ?? error)]};
    }
    const seconds = (performance.now() - start) / 1000;
    for (const line of outcome.details) print(`  ${line}`);
    print(`  ${outcome.ok ? 'pass' : 'FAIL'}: ${outcome.summary} (${formatSeconds(seconds)})`);
    results.push({title: step.title, ok: outcome.ok, seconds, summary: outcome.summary});
  }
  return results;
}

function gitChanges(): ReturnType<typeof changedPages> & {base: string} {
  const git = (args: string[]): string => {
    const result = spawnSync('git', args, {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim() || result.error?.message}`);
    return result.stdout;
  };
  const base = git(['merge-base', 'HEAD', 'main']).trim();
  return {
    base,
    ...changedPages(git(['diff', '--name-status', '--no-renames', '-z', base]), git(['ls-files', '--others', '--exclude-standard', '-z'])),
  };
}

function describePages(pages: readonly DocsPage[]): string {
  if (pages.length === 0) return 'none';
  const shown = pages.slice(0, 8).map((p) => `${p.file} (${p.version})`);
  return `${shown.join(', ')}${pages.length > shown.length ? `, and ${pages.length - shown.length} more` : ''}`;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  // Pages, git and vitest all work from the repository's root.
  const cwd = process.cwd();
  process.chdir(path.resolve(import.meta.dirname, '..'));
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      'Usage: npm run check:docs [-- page-or-folder ...]\nWith no paths: the docs pages changed against `git merge-base HEAD main`, and uncommitted or untracked ones.',
    );
    return 0;
  }
  let pages: DocsPage[];
  let deleted: DocsPage[] = [];
  if (args.length > 0) {
    // npm runs scripts in the repository; INIT_CWD is where the writer typed the paths.
    const inputs = pagesOfInputs(
      args,
      {cwd: process.env.INIT_CWD ?? cwd, root: process.cwd()},
      {
        kind: (p) => {
          if (!existsSync(p)) return null;
          return statSync(p).isDirectory() ? 'directory' : 'file';
        },
        docFilesUnder: (dir) =>
          readdirSync(dir, {recursive: true, encoding: 'utf8'})
            .filter((f) => /\.mdx?$/.test(f))
            .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
            .sort(),
      },
    );
    if (inputs.errors.length > 0) {
      for (const error of inputs.errors) console.error(`check:docs: ${error}`);
      return 2;
    }
    pages = inputs.pages;
  } else {
    let changes;
    try {
      changes = gitChanges();
    } catch (error) {
      console.error(
        `check:docs: cannot find the changed pages: ${(error as Error).message}. Name the pages instead: npm run check:docs -- docs/quickstart.mdx`,
      );
      return 2;
    }
    pages = changes.pages;
    deleted = changes.deleted;
    const since = `since ${changes.base.slice(0, 10)} (git merge-base HEAD main), uncommitted or untracked`;
    if (pages.length === 0 && deleted.length === 0) {
      console.log(`check:docs: no docs page changed ${since}: nothing to check.`);
      if (changes.others.length > 0) console.log(`(${plural(changes.others.length, 'other file')} changed: \`npm test\` checks those.)`);
      return 0;
    }
    console.log(`check:docs: docs pages changed ${since}.`);
    const others = changes.others.length;
    if (others > 0) console.log(`(${plural(others, 'changed file')} outside the docs pages not checked here: \`npm test\` checks those.)`);
  }

  console.log(`Pages: ${describePages(pages)}`);
  if (deleted.length > 0) console.log(`Deleted: ${describePages(deleted)}`);
  const results = await runSteps(new Checker(pages, deleted), planSteps(pages, deleted), (line) => {
    console.log(line);
  });
  console.log(`\n${summaryLines(results).join('\n')}`);
  return results.every((r) => r.ok) ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main();
}

/**
 * The files the build writes after Docusaurus has rendered the pages, in one
 * ordered list: OpenAPI documents, claim ledgers, security.txt, search
 * indexes, Markdown twins and llms files, comparison data and server headers.
 *
 * One plugin runs them, one after another, in the order docusaurus.config.ts
 * lists them. They are not postBuild hooks of their own plugins because
 * Docusaurus runs those concurrently, with no order between plugins, and
 * some steps read what others write: the compare data is diffed from the
 * Markdown twins. Each step says which steps it reads (`after`), and the
 * pipeline refuses an order that breaks that, so a reordering fails the
 * build instead of writing a build folder that misses files.
 *
 * The brotli and gzip twins of every file come after Docusaurus has
 * finished (`npm run build` chains scripts/precompress.ts): the sitemap
 * plugin's postBuild writes sitemap.xml at the same time as this pipeline.
 *
 * `npm run dev` runs no postBuild: these files exist in production builds
 * (`npm run build`, `npm start`, nginx, the edge stage).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

/** What a step gets: the build folder and what the site loaded. */
export interface PostBuildInput {
  outDir: string;
  siteDir: string;
  /** The site's URL without a trailing slash: `https://docs.confidant.example`. */
  siteUrl: string;
  title: string;
  tagline: string;
  /** Every route of the build, as Docusaurus's postBuild gets them. */
  routesPaths: string[];
  /** The docs plugin's versions, with their docs and sidebars. */
  docsVersions: LoadedVersion[];
}

export interface PostBuildStep {
  name: string;
  /** The steps whose files this one reads: it must come after them. */
  after?: readonly string[];
  /** Writes the step's files; returns a line for the build log. */
  run: (input: PostBuildInput) => Promise<string>;
}

/** What is wrong with an order of steps: a name twice, a step before one it reads, or a missing one. */
export function orderProblems(steps: readonly PostBuildStep[]): string[] {
  const problems: string[] = [];
  const names = steps.map((s) => s.name);
  for (const [i, step] of steps.entries()) {
    if (names.indexOf(step.name) !== i) problems.push(`"${step.name}" is listed twice.`);
    for (const dependency of step.after ?? []) {
      const at = names.indexOf(dependency);
      if (at === -1) problems.push(`"${step.name}" reads the files of "${dependency}", which is not a step.`);
      else if (at > i) problems.push(`"${step.name}" reads the files of "${dependency}", so it must come after it.`);
    }
  }
  return problems;
}

function assertOrder(steps: readonly PostBuildStep[]): void {
  const problems = orderProblems(steps);
  if (problems.length > 0) throw new Error(`post-build: the steps in docusaurus.config.ts are out of order:\n${problems.join('\n')}`);
}

/** Runs the steps in order, logging each one's time; fails on the first that throws. */
export async function runPostBuild(
  steps: readonly PostBuildStep[],
  input: PostBuildInput,
  log: (line: string) => void = console.log,
): Promise<void> {
  assertOrder(steps);
  for (const [i, step] of steps.entries()) {
    const started = Date.now();
    let summary: string;
    try {
      summary = await step.run(input);
    } catch (error) {
      throw new Error(`post-build: step ${i + 1} of ${steps.length}, "${step.name}", failed`, {cause: error});
    }
    log(`[post-build] ${i + 1}/${steps.length} ${step.name}: ${summary} (${Date.now() - started} ms)`);
  }
}

/**
 * The plugin that runs `steps` in their order. Called in docusaurus.config.ts
 * with the list, so the config shows the order.
 */
export function postBuildPipeline(steps: readonly PostBuildStep[]): (context: LoadContext) => Plugin {
  // At start-up, not after a build of a minute and more.
  assertOrder(steps);
  return function postBuildPlugin(context) {
    let docsVersions: LoadedVersion[] = [];
    return {
      name: 'post-build',
      allContentLoaded({allContent}) {
        const docs = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: LoadedVersion[]} | undefined;
        if (!docs) throw new Error('post-build: the docs plugin loaded no content');
        docsVersions = docs.loadedVersions;
      },
      async postBuild({outDir, routesPaths}) {
        await runPostBuild(steps, {
          outDir,
          siteDir: context.siteDir,
          siteUrl: context.siteConfig.url.replace(/\/+$/, ''),
          title: context.siteConfig.title,
          tagline: context.siteConfig.tagline,
          routesPaths,
          docsVersions,
        });
      },
    };
  };
}

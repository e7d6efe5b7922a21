import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {orderProblems, postBuildPipeline, runPostBuild, type PostBuildInput, type PostBuildStep} from '../../src/plugins/post-build';
import {markdownTwinsStep} from '../../src/plugins/markdown-twins';
import {versionCompareStep} from '../../src/plugins/version-compare';

const input: PostBuildInput = {
  outDir: '/nowhere',
  siteDir: '/nowhere',
  siteUrl: 'https://docs.example',
  title: 'Docs',
  tagline: '',
  routesPaths: [],
  docsVersions: [],
};

const step = (name: string, after?: string[], ran: string[] = []): PostBuildStep => ({
  name,
  after,
  run: () => {
    ran.push(name);
    return Promise.resolve(`${name} done`);
  },
});

describe('post-build pipeline', () => {
  it('runs the steps one after another, in the order given, and logs each', async () => {
    const ran: string[] = [];
    const log: string[] = [];
    await runPostBuild([step('a', [], ran), step('b', ['a'], ran), step('c', ['a', 'b'], ran)], input, (line) => log.push(line));
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(log.map((l) => l.replace(/\(\d+ ms\)$/, '(n ms)'))).toEqual([
      '[post-build] 1/3 a: a done (n ms)',
      '[post-build] 2/3 b: b done (n ms)',
      '[post-build] 3/3 c: c done (n ms)',
    ]);
  });

  it('does not start a step before the one before it has finished', async () => {
    const events: string[] = [];
    const slow: PostBuildStep = {
      name: 'slow',
      run: async () => {
        events.push('slow started');
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push('slow finished');
        return '';
      },
    };
    const next: PostBuildStep = {name: 'next', after: ['slow'], run: () => Promise.resolve(String(events.push('next started')))};
    await runPostBuild([slow, next], input, () => {});
    expect(events).toEqual(['slow started', 'slow finished', 'next started']);
  });

  it('refuses a step before one whose files it reads, a step read that is not there, and a name twice', () => {
    expect(orderProblems([step('compare', ['twins']), step('twins')])).toEqual([
      '"compare" reads the files of "twins", so it must come after it.',
    ]);
    expect(orderProblems([step('compare', ['twins'])])).toEqual(['"compare" reads the files of "twins", which is not a step.']);
    expect(orderProblems([step('a'), step('a')])).toEqual(['"a" is listed twice.']);
    expect(orderProblems([step('twins'), step('compare', ['twins'])])).toEqual([]);
  });

  it('fails at start-up on a wrong order, before any build', () => {
    expect(() => postBuildPipeline([versionCompareStep, markdownTwinsStep])).toThrow(
      /out of order:\n"version-compare" reads the files of "markdown-twins", so it must come after it/,
    );
  });

  it('names the step that failed', async () => {
    const failing: PostBuildStep = {name: 'broken', run: () => Promise.reject(new Error('disk full'))};
    const ran: string[] = [];
    const error = await runPostBuild([failing, step('after', [], ran)], input, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('post-build: step 1 of 2, "broken", failed');
    expect(((error as Error).cause as Error).message).toBe('disk full');
    expect(ran).toEqual([]);
  });

  it('is the only plugin of the site with a postBuild hook, so no step runs outside the order', () => {
    const plugins = config.plugins.map((p) => (Array.isArray(p) ? p[0] : p));
    expect(plugins.filter((p) => typeof p === 'function' && p.name === 'postBuildPlugin')).toHaveLength(1);
    const files = readdirSync('src/plugins', {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join('src/plugins', file));
    const withHook = files.filter((file) => /\bpostBuild\s*\(/.test(readFileSync(file, 'utf8')));
    expect(withHook).toEqual(['src/plugins/post-build/index.ts']);
  });
});

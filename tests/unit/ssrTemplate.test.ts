// The page template (src/utils/ssrTemplate.ts): its inline scripts are the
// same whatever the build, so the Content-Security-Policy's hashes of them
// hold across builds, and a page of one build runs under the policy of the
// next while a deploy swaps them.
import {describe, expect, it} from 'vitest';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {appScriptAttribute, ssrTemplate} from '../../src/utils/ssrTemplate';
import {inlineScriptHashes} from '../../src/plugins/security-headers/policy';

/** What core hands the template for one page of one build. */
const page = (build: string, scripts: string[]) => ({
  appHtml: `<main><h1>Page of build ${build}</h1></main>`,
  baseUrl: '/',
  htmlAttributes: 'lang="en"',
  bodyAttributes: '',
  headTags: '',
  preBodyTags: '<script>colourMode()</script>',
  postBodyTags: '',
  metaAttributes: [`<title>Build ${build}</title>`],
  scripts,
  stylesheets: [`assets/css/styles.${build}.css`],
  noIndex: false,
  version: '3.10.2',
});

describe('the page template', () => {
  it('writes the same inline scripts for two builds with other scripts and content', async () => {
    const render = await compileSSGTemplate(ssrTemplate);
    const a = render(page('a', ['assets/js/main.aaaa1111.js']));
    const b = render(page('b', ['assets/js/runtime.bbbb2222.js', 'assets/js/main.bbbb3333.js']));
    expect(a).not.toBe(b);
    expect(inlineScriptHashes(a)).toEqual(inlineScriptHashes(b));
    expect(inlineScriptHashes(a).length).toBeGreaterThanOrEqual(3);
  });

  it('names the entry scripts, in order, only in the preloads the loader reads', async () => {
    const render = await compileSSGTemplate(ssrTemplate);
    const html = render(page('b', ['assets/js/runtime.bbbb2222.js', 'assets/js/main.bbbb3333.js']));
    const preloads = [...html.matchAll(new RegExp(`<link rel="preload" as="script"[^>]* href="([^"]+)" ${appScriptAttribute}`, 'g'))];
    expect(preloads.map((m) => m[1])).toEqual(['/assets/js/runtime.bbbb2222.js', '/assets/js/main.bbbb3333.js']);
    // The loader's text names no script.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.some((text) => text.includes('bbbb'))).toBe(false);
    expect(inline.some((text) => text.includes(`link[${appScriptAttribute}]`))).toBe(true);
  });
});

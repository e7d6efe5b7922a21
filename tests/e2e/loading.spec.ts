import {expect, test} from '@playwright/test';
import {consoleProblems, hydrated, idle} from './support/site';

// src/utils/ssrTemplate.ts: the entry scripts are preloaded, then added after the first
// paint. Hydration itself is what every other test waits for; the base-URL banner, which
// depends on how the scripts load, is tested in errors.spec.ts.

test('the entry scripts are preloaded at low priority in the head, not run from it', async ({request}) => {
  const html = await (await request.get('/quickstart')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script[^>]+src=/);
  const preloads = [
    ...head.matchAll(/<link rel=preload as=script fetchpriority=low href=(\/assets\/js\/[^ >]+\.js) data-app-script\/?>/g),
  ].map((m) => m[1]);
  // One entry script: the runtime is in main.js (src/plugins/first-visit-chunks).
  expect(preloads).toEqual([expect.stringMatching(/^\/assets\/js\/main\.[0-9a-f]+\.js$/)]);
  // The loader at the end of the body adds the ones marked, and names none itself: its text,
  // and so its hash in the Content-Security-Policy, is the same in every build.
  const body = html.slice(html.indexOf('<body'));
  expect(body).toContain('link[data-app-script]');
  expect(body).not.toContain(`"${preloads[0]}"`);
});

// src/plugins/first-visit-chunks: a first visit to a docs page runs four
// scripts: main.js, the docs layout, the version's metadata and the page.
// Each more costs a request and its headers (the 150 KB first-visit budget counts both).
test('a first visit to a docs page loads four scripts', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/api/chat-completions');
  await hydrated(page);
  // Taken at hydration: idle prefetching of linked pages starts after it.
  const loaded = [...scripts];
  expect(loaded).toHaveLength(4);
  expect(loaded).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/js\/main\./), expect.stringMatching(/^\/assets\/js\/docs-layout\./)]),
  );
});

// src/plugins/first-visit-chunks/trimForBrowser.cjs: the page template stays on the build side.
test("main.js carries the site config without the build's page template", async ({request}) => {
  const html = await (await request.get('/quickstart')).text();
  const main = /href=(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  expect(main).toBeDefined();
  const script = await (await request.get(main!)).text();
  // Booleans, not the script itself: a failure would print all of main.js.
  expect(script.includes('"Confidant Docs"')).toBe(true);
  expect(script.includes('ssrTemplate')).toBe(false);
  expect(script.includes('<%~ it.')).toBe(false);
});

test('a first load of a URL with a hash shows its target clear of the navbar', async ({page}) => {
  const problems = consoleProblems(page);
  for (const url of ['/1.24/api/chat-completions#streaming', '/architecture/attestation/overview#the-six-steps']) {
    await page.goto(url);
    // Once the page is live and settled: React and the navbar have done what they do on a first load.
    await hydrated(page);
    await idle(page, 2);
    const {targetTop, navbarBottom, scrolled} = await page.evaluate((target) => {
      const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
      return {
        targetTop: document.getElementById(target)!.getBoundingClientRect().top,
        // A hidden navbar is moved up out of view: its bottom is at or above 0.
        navbarBottom: Math.max(0, navbar.bottom),
        scrolled: window.scrollY,
      };
    }, url.split('#')[1]!);
    expect(scrolled, `${url}: the page scrolled to its target`).toBeGreaterThan(0);
    expect(targetTop, `${url}: the target's top below the navbar's bottom`).toBeGreaterThanOrEqual(navbarBottom);
  }
  expect(problems()).toEqual([]);
});

import {expect, test} from '@playwright/test';

// src/utils/ssrTemplate.ts: the entry scripts are preloaded, then added after the first
// paint. Hydration itself is what every other test waits for; the base-URL banner, which
// depends on how the scripts load, is tested in errors.spec.ts.

test('the entry scripts are preloaded at low priority in the head, not run from it', async ({request}) => {
  const html = await (await request.get('/quickstart')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script[^>]+src=/);
  const preloads = [
    ...head.matchAll(/<link rel=preload as=script fetchpriority=low href=(\/assets\/js\/(?:runtime~main|main)\.[0-9a-f]+\.js)/g),
  ].map((m) => m[1]);
  expect(preloads).toHaveLength(2);
  // The loader at the end of the body adds the same two, runtime first.
  const body = html.slice(html.indexOf('<body'));
  expect(body).toContain(`["${preloads[0]}","${preloads[1]}"]`);
});

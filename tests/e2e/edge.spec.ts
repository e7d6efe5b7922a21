// The edge platform alone (the `edge` project, playwright.config.ts): the
// rules the build writes for it, and a reader's open tab across a deploy.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {filesBelow, stageEdge} from '../../scripts/lib/edgeStage';
import {buildScriptHashes} from '../../src/plugins/security-headers';
import {edgeFileProblems, edgeHeaders, edgeRuleProblems} from '../../src/plugins/security-headers/edge';
import {securityHeaders} from '../../src/plugins/security-headers/policy';
import {clientNavigate, hydrated, isContentChunkOf} from './support/site';

test('the build’s _headers and _redirects, and what it uploads, are within the platforms’ limits', () => {
  expect(edgeRuleProblems(readFileSync('build/_headers', 'utf8'), readFileSync('build/_redirects', 'utf8'))).toEqual([]);
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'edge-limits-')), 'site');
  try {
    stageEdge('build', out);
    const files = filesBelow(out);
    expect(edgeFileProblems(files)).toEqual([]);
    expect(files.some((file) => /\.(?:br|gz)$/.test(file.path) || file.path.startsWith('.server'))).toBe(false);
  } finally {
    rmSync(path.dirname(out), {recursive: true, force: true});
  }
});

/** A port no server listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A new deploy, made from the one being served: the content chunk of
 * `route` and the entry script get new names (a new build hashes them
 * anew), the entry's map of chunk names and every page's references are
 * changed to match, and _headers gets the CSP of the pages' new inline
 * script (it names the entry). The old chunk is gone, as after an upload.
 */
async function deployNewHashes(site: string, route: string): Promise<{oldChunk: string; newEntry: string; csp: string}> {
  const js = path.join(site, 'assets', 'js');
  const names = readdirSync(js);
  const chunk = names.find((name) => name.endsWith('.js') && isContentChunkOf(readFileSync(path.join(js, name), 'utf8'), route))!;
  const entry = names.find((name) => /^main\.[0-9a-f]+\.js$/.test(name))!;
  const [, chunkStem, chunkHash] = /^(.+)\.([0-9a-f]+)\.js$/.exec(chunk)!;
  const [, entryHash] = /^main\.([0-9a-f]+)\.js$/.exec(entry)!;
  // Every hex digit one up: a hash no file of the build has.
  const renamed = (hash: string) => hash.replace(/[0-9a-f]/g, (digit) => ((parseInt(digit, 16) + 1) % 16).toString(16));
  const runtime = readFileSync(path.join(js, entry), 'utf8');
  // The runtime names each chunk file by a map from chunk to its hash.
  expect(runtime.split(`"${chunkHash}"`)).toHaveLength(2);
  const newEntry = `main.${renamed(entryHash!)}.js`;
  writeFileSync(path.join(js, newEntry), runtime.replace(`"${chunkHash}"`, `"${renamed(chunkHash!)}"`));
  rmSync(path.join(js, entry));
  renameSync(path.join(js, chunk), path.join(js, `${chunkStem}.${renamed(chunkHash!)}.js`));
  // Pages name their entry and, for a first visit, their content chunk.
  const newChunk = `${chunkStem}.${renamed(chunkHash!)}.js`;
  for (const file of filesBelow(site).filter((f) => f.path.endsWith('.html'))) {
    const full = path.join(site, file.path);
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll(entry, newEntry).replaceAll(chunk, newChunk));
  }
  const headers = securityHeaders(await buildScriptHashes(site));
  // Whole or not at all: wrangler re-reads _headers when it changes, and a
  // read between truncating and writing finds no rules. Once, with one core
  // busy, the page then came without a CSP for the whole poll below. A
  // rename has no such moment.
  const staged = path.join(path.dirname(site), '_headers.next');
  writeFileSync(staged, edgeHeaders(headers));
  renameSync(staged, path.join(site, '_headers'));
  return {oldChunk: `/assets/js/${chunk}`, newEntry: `/assets/js/${newEntry}`, csp: headers['Content-Security-Policy']!};
}

test('an open tab whose chunks a deploy removed reloads to the new page on its next navigation', async ({page}) => {
  test.setTimeout(180_000); // stages a copy of the build and starts a second edge server on it
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edge-deploy-'));
  const site = path.join(dir, 'site');
  stageEdge('build', site);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = spawn('npx', ['tsx', 'scripts/serveEdge.ts', '--port', String(port), '--site', site], {stdio: 'ignore', detached: true});
    await expect
      .poll(
        () =>
          fetch(`${origin}/`).then(
            (r) => r.status,
            () => 0,
          ),
        {timeout: 90_000, intervals: [500]},
      )
      .toBe(200);

    const target = '/1.23/quickstart';
    const requested: {url: string; status: number}[] = [];
    page.on('response', (response) => requested.push({url: new URL(response.url()).pathname, status: response.status()}));
    await page.goto(`${origin}/1.25/api/overview`);
    await hydrated(page);

    const {oldChunk, newEntry, csp} = await deployNewHashes(site, target);
    // The server serves the new deploy, with its rules.
    await expect.poll(() => fetch(`${origin}${newEntry}`).then((r) => r.status), {timeout: 30_000}).toBe(200);
    await expect.poll(() => fetch(`${origin}${target}`).then((r) => r.headers.get('content-security-policy')), {timeout: 60_000}).toBe(csp);
    expect(requested.map((r) => r.url)).not.toContain(oldChunk);

    await page.evaluate(() => Object.assign(window, {beforeDeploy: true}));
    const reload = page.waitForRequest((req) => req.isNavigationRequest() && new URL(req.url()).pathname === target);
    await clientNavigate(page, target);
    await reload;
    await expect(page).toHaveURL(`${origin}${target}`);
    // A new document, running the new deploy's scripts: hydrated, no error box.
    // The local server answers slowly under load: wait on the state for longer.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
    await expect(page.locator('h1')).toHaveText('Quickstart');
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
    expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(false);
    expect(requested).toContainEqual({url: oldChunk, status: 404});
    expect(requested).toContainEqual({url: newEntry, status: 200});
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dir, {recursive: true, force: true});
  }
});

/**
 * Deploy benchmark: switches the served build from `--from` to `--to` in the
 * middle of a load run, as production deploys (scripts/lib/deployFlip.ts:
 * keep the old build's assets, switch the link atomically, SIGHUP the node
 * server or reload nginx), and counts what clients saw, per server:
 *
 * - load (autocannon, `--connections` in all, shared among a mix of paths:
 *   pages of the current and an older version, the search index, and the
 *   entry script the old build's pages name): requests, socket errors and
 *   timeouts, and every status other than 2xx and 3xx by path, before,
 *   during and after the deploy;
 * - readers (Chromium, `--readers` tabs): each opens a page, waits for
 *   hydration, follows two sidebar links (an in-app navigation loads the
 *   next page's chunks), and again. Counted: documents loaded, documents
 *   where a script was blocked (a CSP violation), failed same-origin
 *   requests, documents that did not hydrate, in-app navigations that did
 *   not arrive, documents that reloaded on their own (a chunk that failed
 *   after the first render makes the site reload the page);
 * - policy check: two loops (ten while the deploy runs) fetch pages and
 *   check each one's inline scripts against the Content-Security-Policy it
 *   came with: how many pages came with another build's policy (a browser
 *   blocks that script).
 *
 * The target: 0 errors, 0 timeouts, 0 5xx and 0 blocked scripts on each
 * server, a deploy included. The bench exits with 1 when a run misses it.
 * `--no-keep-assets` deploys without step 1, to show what it buys: the old
 * pages' scripts answer 404 after the switch.
 *
 * The deploy is scripts/deployFlip.ts, in a process of its own as in
 * production. Neither build is changed: each run serves copies made of hard
 * links (new files land in the copies), in a temporary folder. A benchmark,
 * not a test: the load average is printed with the numbers.
 *
 * Usage: npm run bench:deploy -- --to <new build> [--from build] [--duration 60] [--connections 100]
 *          [--readers 3] [--servers node,nginx] [--no-keep-assets] [--no-bridge-policy] [--port <first of two ports>]
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import autocannon from 'autocannon';
import {chromium, type Browser, type Page} from 'playwright-core';
import {freePort, linkTree, stop, waitForServer} from './benchServe';
import {cliArgs} from './lib/cliArgs';
import type {DeployResult} from './lib/deployFlip';
import {spawnGroup} from './lib/dieWithParent';
import {chromiumLaunchArgs, defaultSources, findChromium} from './lib/findChromium';
import {brotliStaticModule, findNginx, localMainConfig, localSiteConfig, mimeTypesPath} from './lib/nginx';
import {latestVersion} from '../src/data/versions';
import {inlineScriptHashes} from '../src/plugins/security-headers/policy';
import {appScriptAttribute} from '../src/utils/ssrTemplate';

const usage = [
  'Usage: npm run bench:deploy -- --to <new build> [--from build] [--duration 60] [--connections 100]',
  '         [--readers 3] [--servers node,nginx] [--no-keep-assets] [--no-bridge-policy] [--port <first of two ports>]',
  '',
  '  --from            the build served first (default build/)',
  '  --to              the build deployed in the middle of the run (required: another `npm run build`)',
  '  --no-keep-assets  deploy without carrying the old build’s assets over',
  '  --no-bridge-policy nginx: switch without first reloading the old build with a policy for both',
  '  --port            the node server listens on it and nginx on the next (default: free ports)',
].join('\n');

/** The entry script a build's pages name, as the page loader finds it. */
export function entryScript(html: string): string | undefined {
  return new RegExp(`<link[^>]*href=["']?(/assets/js/main\\.[0-9a-f]+\\.js)["']?[^>]*${appScriptAttribute}`).exec(html)?.[1];
}

/** Before the deploy, while it runs (from its start to the server told), after it. */
type Phase = 'before' | 'during' | 'after';
const phases: readonly Phase[] = ['before', 'during', 'after'];
/** Counts by key, such as `404 /assets/js/main.1234.js`. */
type Counts = Map<string, number>;
const add = (counts: Counts, key: string, n = 1) => counts.set(key, (counts.get(key) ?? 0) + n);
const total = (counts: Counts) => [...counts.values()].reduce((a, b) => a + b, 0);

interface LoadStats {
  requests: number;
  /** Socket errors other than timeouts. */
  errors: number;
  timeouts: number;
  /** By `phase status path`, statuses other than 2xx and 3xx. */
  bad: Counts;
  /** Socket errors and timeouts by `phase error path`. */
  failures: Counts;
  rps: number;
  p99: number;
  max: number;
}

interface ReaderStats {
  /** Documents requested (first visits, and reloads). */
  documents: number;
  hydrated: number;
  notHydrated: string[];
  /** Documents where the browser blocked a script (its console, or a securitypolicyviolation event). */
  blocked: Set<string>;
  /** Same-origin requests that failed or were answered 4xx/5xx, by `phase status-or-error path`. */
  failed: Counts;
  /** Requests the page itself cancelled (a navigation ends a prefetch): not the server's doing. */
  aborted: number;
  navigations: number;
  /** In-app navigations that did not reach their page (within the timeout). */
  lostNavigations: string[];
  /** Documents that reloaded themselves (a chunk failed after the first render). */
  reloads: number;
  /** Documents that showed the notice that scripts failed, or the Retry box. */
  errorBoxes: number;
}

const newReaderStats = (): ReaderStats => ({
  documents: 0,
  hydrated: 0,
  notHydrated: [],
  blocked: new Set(),
  failed: new Map(),
  aborted: 0,
  navigations: 0,
  lostNavigations: [],
  reloads: 0,
  errorBoxes: 0,
});

interface PolicyStats {
  /** Pages fetched and checked. */
  pages: number;
  /** Pages whose Content-Security-Policy does not allow one of their inline scripts, by `phase path`. */
  blocked: Counts;
  /** Fetches that failed, by `phase error path`. */
  errors: Counts;
  /**
   * Fetches sent again because the server closed the connection without
   * an answer (nginx closes its old workers' idle keep-alive connections on
   * a reload, and the next pooled one may be one of them too): browsers
   * send such a request again on their own, as HTTP allows for GET.
   */
  resent: Counts;
}

/** How many times a policy check sends a request again on a closed connection. */
const resends = 3;

/** The script sources of a Content-Security-Policy's script-src (default-src without one). */
export function scriptSources(policy: string): Set<string> {
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map((tokens) => [tokens[0]!.toLowerCase(), tokens.slice(1)] as const),
  );
  return new Set(directives.get('script-src') ?? directives.get('default-src') ?? []);
}

/** Whether a browser would block an inline script of this page under this policy. */
export function blocksInlineScript(html: string, policy: string | null): boolean {
  if (policy === null) return false;
  const allowed = scriptSources(policy);
  return inlineScriptHashes(html).some((hash) => !allowed.has(hash));
}

/**
 * Fetches pages one after the other until `until` and checks each against
 * the policy it came with: the exact count of pages whose headers and body
 * come from different builds (the readers catch only the ones they load).
 */
async function probePolicy(
  origin: string,
  pages: readonly string[],
  offset: number,
  going: () => boolean,
  phase: () => Phase,
  stats: PolicyStats,
) {
  for (let i = offset; going(); i++) {
    const page = pages[i % pages.length]!;
    const requested = phase();
    for (let attempt = 1; attempt <= resends + 1; attempt++) {
      try {
        const response = await fetch(`${origin}${page}`, {headers: {'accept-encoding': 'br, gzip'}});
        const body = await response.text();
        stats.pages++;
        if (blocksInlineScript(body, response.headers.get('content-security-policy'))) add(stats.blocked, `${requested} blocked ${page}`);
        break;
      } catch (error) {
        // undici's fetch says `fetch failed`; the cause says why.
        const cause = (error as Error & {cause?: {code?: string; message?: string}}).cause;
        const reason = `${requested} ${(cause?.code ?? cause?.message ?? (error as Error).message).replaceAll(' ', '_')} ${page}`;
        // Closed without an answer (undici: UND_ERR_SOCKET, "other side closed").
        if (attempt <= resends && cause?.code === 'UND_ERR_SOCKET') {
          add(stats.resent, reason);
          continue;
        }
        add(stats.errors, reason);
      }
    }
  }
}

/** Policy checks at once while a deploy runs (two the rest of the time). */
const burstProbes = 8;

/** Generous: the machine runs the load, the server and Chromium at once. */
const waitMs = 30_000;

async function hydrated(page: Page): Promise<boolean> {
  try {
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: waitMs});
    return true;
  } catch {
    return false;
  }
}

async function errorBoxShown(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.getElementById('confidant-scripts-failed') !== null ||
      Array.from(document.querySelectorAll('button')).some((button) => button.textContent.trim() === 'Retry'),
  );
}

/**
 * One reader: a tab that opens `starts` in turn and follows two sidebar
 * links from each, until `until`. `phase` says where the deploy is. Opened
 * before the load starts: Chromium takes seconds to start a context on a
 * busy machine.
 */
async function openReader(
  browser: Browser,
  origin: string,
  starts: readonly string[],
  offset: number,
  phase: () => Phase,
  stats: ReaderStats,
): Promise<(until: number) => Promise<void>> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`[bench] securitypolicyviolation ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  /** The number of the document the tab shows, counting from 1. */
  let shown = 0;
  let expected = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      shown++;
      stats.documents++;
      if (shown > expected) stats.reloads++;
    }
  });
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/.test(message.text())) stats.blocked.add(`${shown} ${page.url()}`);
  });
  const sameOrigin = (url: string) => url.startsWith(`${origin}/`);
  page.on('response', (response) => {
    if (response.status() >= 400 && sameOrigin(response.url())) {
      add(stats.failed, `${phase()} ${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('requestfailed', (request) => {
    if (!sameOrigin(request.url())) return;
    const error = request.failure()?.errorText ?? 'failed';
    if (error === 'net::ERR_ABORTED') stats.aborted++;
    else add(stats.failed, `${phase()} ${error} ${new URL(request.url()).pathname}`);
  });

  return async (until: number) => {
    for (let round = 0; Date.now() < until; round++) {
      const start = starts[(offset + round) % starts.length]!;
      expected = shown + 1;
      try {
        await page.goto(`${origin}${start}`, {waitUntil: 'domcontentloaded', timeout: waitMs});
      } catch {
        stats.notHydrated.push(`${phase()} ${start} (not loaded)`);
        continue;
      }
      if (!(await hydrated(page))) {
        stats.notHydrated.push(`${phase()} ${start}`);
        continue;
      }
      stats.hydrated++;
      for (let click = 0; click < 2 && Date.now() < until; click++) {
        const hrefs = await page
          .locator('.theme-doc-sidebar-menu a.menu__link:not(.menu__link--sublist):not(.menu__link--active)')
          .evaluateAll((links) =>
            links.filter((link) => (link as HTMLElement).offsetParent !== null).map((link) => link.getAttribute('href') ?? ''),
          );
        const candidates = hrefs.filter((href) => href.startsWith('/'));
        const href = candidates[Math.floor(Math.random() * candidates.length)];
        if (!href) break;
        stats.navigations++;
        const shownBefore = shown;
        try {
          await page
            .locator(`.theme-doc-sidebar-menu a.menu__link:not(.menu__link--sublist)[href="${href}"]`)
            .filter({visible: true})
            .first()
            .click({timeout: waitMs});
          // There: the address, the sidebar's current entry, and React running (a reload hydrates anew).
          await page.waitForFunction(
            (target) =>
              location.pathname === target &&
              document.documentElement.dataset.hasHydrated === 'true' &&
              Array.from(document.querySelectorAll('.theme-doc-sidebar-menu a.menu__link--active')).some(
                (link) => link.getAttribute('href') === target,
              ),
            href,
            {timeout: waitMs},
          );
          if (shown !== shownBefore) stats.hydrated++;
        } catch {
          stats.lostNavigations.push(`${phase()} ${href}`);
          break;
        }
        if (await errorBoxShown(page)) stats.errorBoxes++;
      }
    }
    await context.close();
  };
}

/** A server serving the build its `--dir` link names, and how a deploy tells it. */
interface RunningServer {
  child: ChildProcess;
  /** scripts/deployFlip.ts's options that tell this server. */
  deployArgs: string[];
  /** What it printed, for the report when something goes wrong. */
  output: () => string;
  cleanup: () => void;
}

function startNode(link: string, port: number): RunningServer {
  // Node itself runs the server (tsx as a loader): its pid is the one a
  // deploy signals, as in production. Through npx, SIGHUP would end npx.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./serve.ts', import.meta.url)), '--port', String(port), '--dir', link],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {child, deployArgs: ['--pid', String(child.pid)], output: () => output, cleanup: () => undefined};
}

/** nginx as scripts/serveNginx.ts starts it, with its prefix known here: the reload is `nginx -t && nginx -s reload` on it. */
function startNginx(nginx: string, brotliModule: string, link: string, port: number): RunningServer {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-deploy-nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  const deployConfig = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
  const siteConfig = path.join(prefix, 'site.conf');
  writeFileSync(siteConfig, localSiteConfig(deployConfig, {buildDir: link, port}));
  const mainConfig = path.join(prefix, 'nginx.conf');
  writeFileSync(
    mainConfig,
    localMainConfig({prefix, mimeTypes: mimeTypesPath(nginx), siteConfig, runAsRoot: process.getuid?.() === 0, brotliModule}),
  );
  const group = spawnGroup(nginx, ['-p', prefix, '-c', mainConfig, '-e', 'stderr']);
  return {
    child: group.child,
    deployArgs: ['--nginx', '--nginx-prefix', prefix, '--nginx-conf', mainConfig],
    output: () => '',
    cleanup: () => rmSync(prefix, {recursive: true, force: true}),
  };
}

interface Run {
  server: string;
  keepAssets: boolean;
  bridgePolicy: boolean;
  load: LoadStats;
  readers: ReaderStats;
  policy: PolicyStats;
  deployed: DeployResult;
  /** Seconds into the run: the deploy's start, and its end (the server told). */
  deployedAt: [number, number];
  /** The old entry script's status right after the deploy, and what `/` names after the run. */
  oldEntryAfter: number;
  servesNew: boolean;
}

interface Settings {
  from: string;
  to: string;
  duration: number;
  connections: number;
  readers: number;
  keepAssets: boolean;
  bridgePolicy: boolean;
  port: number | undefined;
}

/**
 * scripts/deployFlip.ts in a process of its own, as production runs it: its
 * copying and waiting block neither the load nor the readers.
 */
function runDeploy(args: readonly string[]): Promise<DeployResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./deployFlip.ts', import.meta.url)), ...args, '--json'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as DeployResult);
      else reject(new Error(`The deploy failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** `n` connections shared among `paths` as evenly as they go, each path at least one. */
export function shareConnections(n: number, paths: number): number[] {
  return Array.from({length: paths}, (_, i) => Math.max(1, Math.floor(n / paths) + (i < n % paths ? 1 : 0)));
}

async function runOne(kind: 'node' | 'nginx', settings: Settings, browser: Browser, portOffset: number): Promise<Run> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-deploy-'));
  const from = path.join(work, 'from');
  const to = path.join(work, 'to');
  const link = path.join(work, 'live');
  let server: RunningServer | undefined;
  try {
    linkTree(settings.from, from);
    linkTree(settings.to, to);
    symlinkSync(from, link);
    const port = settings.port !== undefined ? settings.port + portOffset : await freePort();
    if (kind === 'node') server = startNode(link, port);
    else {
      const nginx = findNginx()!;
      server = startNginx(nginx, brotliStaticModule(nginx)!, link, port);
    }
    const origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${origin}/`, server.child);

    const oldEntry = entryScript(readFileSync(path.join(from, 'index.html'), 'utf8'));
    const newEntry = entryScript(readFileSync(path.join(to, 'index.html'), 'utf8'));
    if (!oldEntry || !newEntry) throw new Error('No entry script (link[data-app-script]) in the builds’ index.html.');
    const paths = [
      '/',
      '/quickstart',
      '/api/chat-completions',
      '/1.24/quickstart',
      oldEntry,
      `/search-index-docs-default-${latestVersion}.json`,
    ];
    for (const p of paths) {
      const status = (await fetch(`${origin}${p}`)).status;
      if (status !== 200) throw new Error(`${p} answers ${status} before the deploy: pick paths both builds have.`);
    }

    let phase: Phase = 'before';
    const readerStats = newReaderStats();
    const starts = ['/quickstart', '/api/chat-completions', '/1.24/quickstart', '/'];
    const readers = await Promise.all(
      Array.from({length: settings.readers}, (_, i) => openReader(browser, origin, starts, i, () => phase, readerStats)),
    );

    const started = Date.now();
    const until = started + settings.duration * 1000;
    const load: LoadStats = {requests: 0, errors: 0, timeouts: 0, bad: new Map(), failures: new Map(), rps: 0, p99: 0, max: 0};
    const shares = shareConnections(settings.connections, paths.length);
    const cannons = paths.map(
      (p, i) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {url: `${origin}${p}`, connections: shares[i]!, duration: settings.duration, headers: {'accept-encoding': 'br, gzip'}},
            (error: Error | null, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (_client, status) => {
            if (status >= 400) add(load.bad, `${phase} ${status} ${p}`);
          });
          instance.on('reqError', (error: NodeJS.ErrnoException) => {
            add(load.failures, `${phase} ${(error.code ?? error.message).replaceAll(' ', '_')} ${p}`);
          });
        }),
    );
    const reading = Promise.all(readers.map((run) => run(until)));
    const policy: PolicyStats = {pages: 0, blocked: new Map(), errors: new Map(), resent: new Map()};
    const probing = Promise.all(
      [0, 1].map((i) =>
        probePolicy(
          origin,
          starts,
          i,
          () => Date.now() < until,
          () => phase,
          policy,
        ),
      ),
    );

    // The deploy, half-way.
    const deploying = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (settings.duration * 1000) / 2));
      phase = 'during';
      const start = (Date.now() - started) / 1000;
      // More checks while the deploy runs, and a second after it: the window
      // where a server may send one build's page with the other's policy.
      let burstEnd = Infinity;
      const burst = Promise.all(
        Array.from({length: burstProbes}, (_, i) =>
          probePolicy(
            origin,
            starts,
            i,
            () => Date.now() < burstEnd,
            () => phase,
            policy,
          ),
        ),
      );
      const keep = settings.keepAssets ? [] : ['--no-keep-assets'];
      if (kind === 'nginx' && !settings.bridgePolicy) keep.push('--no-bridge-policy');
      const result = await runDeploy(['--link', link, '--to', to, ...keep, ...server.deployArgs]);
      phase = 'after';
      const end = (Date.now() - started) / 1000;
      burstEnd = Date.now() + 1000;
      const oldEntryAfter = (await fetch(`${origin}${oldEntry}`)).status;
      await burst;
      return {result, at: [start, end] as [number, number], oldEntryAfter};
    })();
    const [deployed, results] = await Promise.all([deploying, Promise.all(cannons)]);
    await Promise.all([reading, probing]);
    for (const result of results) {
      load.requests += result.requests.total;
      load.errors += result.errors - result.timeouts;
      load.timeouts += result.timeouts;
      load.rps += result.requests.average;
      load.p99 = Math.max(load.p99, result.latency.p99);
      load.max = Math.max(load.max, result.latency.max);
    }
    const home = await (await fetch(`${origin}/`)).text();
    return {
      server: kind,
      keepAssets: settings.keepAssets,
      bridgePolicy: settings.bridgePolicy,
      load,
      readers: readerStats,
      policy,
      deployed: deployed.result,
      deployedAt: deployed.at,
      oldEntryAfter: deployed.oldEntryAfter,
      servesNew: entryScript(home) === newEntry,
    };
  } catch (error) {
    const output = server?.output().trim();
    throw new Error(`${kind}: ${(error as Error).message}${output ? `\n${output}` : ''}`);
  } finally {
    if (server) {
      await stop(server.child);
      server.cleanup();
    }
    rmSync(work, {recursive: true, force: true});
  }
}

/** The statuses of one phase as `404 ×12 /assets/js/main.1234.js`. */
function listCounts(counts: Counts, phase: Phase): string[] {
  return [...counts]
    .filter(([key]) => key.startsWith(`${phase} `))
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => {
      const [, status, ...rest] = key.split(' ');
      return `${status} ×${n} ${rest.join(' ')}`;
    });
}

const fivexx = (counts: Counts) => total(new Map([...counts].filter(([key]) => /^\S+ 5\d\d /.test(key))));
const assets404 = (counts: Counts) => total(new Map([...counts].filter(([key]) => /^\S+ 404 \/assets\//.test(key))));

/** What keeps a run from the target: errors, timeouts, 5xx, blocked scripts. */
export function misses(run: Pick<Run, 'load' | 'readers' | 'policy'>): string[] {
  const found: string[] = [];
  if (run.load.errors > 0) found.push(`${run.load.errors} socket errors`);
  if (run.load.timeouts > 0) found.push(`${run.load.timeouts} timeouts`);
  const serverErrors = fivexx(run.load.bad) + fivexx(run.readers.failed);
  if (serverErrors > 0) found.push(`${serverErrors} 5xx`);
  if (run.readers.blocked.size > 0) found.push(`${run.readers.blocked.size} documents with a blocked script`);
  if (total(run.policy.blocked) > 0) found.push(`${total(run.policy.blocked)} pages whose policy blocks their inline scripts`);
  if (total(run.policy.errors) > 0) found.push(`${total(run.policy.errors)} failed page checks`);
  return found;
}

function report(run: Run): void {
  const {load, readers, deployed} = run;
  const title = `${run.server}, ${run.keepAssets ? 'keeping the old assets' : 'without keeping the old assets (--no-keep-assets)'}${run.server === 'nginx' && !run.bridgePolicy ? ', without bridging the policy (--no-bridge-policy)' : ''}`;
  console.log(`\n${title}`);
  const bridged = deployed.bridged ? `old build reloaded with a policy for both builds in ${deployed.timings.bridge.toFixed(0)} ms, ` : '';
  const carried = deployed.carried
    ? `carried ${deployed.carried.copied} old assets over (${(deployed.carried.bytes / 1e6).toFixed(1)} MB) in ${deployed.timings.keepAssets.toFixed(0)} ms, `
    : '';
  console.log(
    `  deploy from ${run.deployedAt[0].toFixed(1)} s to ${run.deployedAt[1].toFixed(1)} s: ${bridged}${carried}switched the link in ${deployed.timings.flip.toFixed(1)} ms, reload ${deployed.timings.reload.toFixed(0)} ms; old entry script then ${run.oldEntryAfter}; serving the new build at the end: ${run.servesNew ? 'yes' : 'NO'}${deployed.policyChanged ? '; the new build sends another CSP' : ''}`,
  );
  console.log(
    `  load: ${load.requests.toLocaleString('en-US')} requests, ${Math.round(load.rps).toLocaleString('en-US')} req/s, p99 ${load.p99} ms, max ${load.max} ms; ${load.errors} errors, ${load.timeouts} timeouts, ${fivexx(load.bad)} 5xx, ${assets404(load.bad)} 404 of /assets/`,
  );
  for (const phase of phases) {
    const lines = listCounts(load.bad, phase);
    if (lines.length > 0) console.log(`    non-2xx/3xx ${phase} the deploy: ${lines.join('; ')}`);
    const failures = listCounts(load.failures, phase);
    if (failures.length > 0) console.log(`    errors and timeouts ${phase} the deploy: ${failures.join('; ')}`);
  }
  console.log(
    `  readers: ${readers.documents} documents loaded (${readers.reloads} reloaded themselves), ${readers.hydrated} hydrated, ${readers.notHydrated.length} not hydrated; ${readers.blocked.size} with a blocked script; ${readers.navigations} in-app navigations, ${readers.lostNavigations.length} did not arrive; ${total(readers.failed)} failed same-origin requests (${assets404(readers.failed)} 404 of /assets/), ${readers.aborted} cancelled by the page; ${readers.errorBoxes} error notices shown`,
  );
  for (const phase of phases) {
    const lines = listCounts(readers.failed, phase);
    if (lines.length > 0) {
      console.log(
        `    failed ${phase} the deploy: ${lines.slice(0, 8).join('; ')}${lines.length > 8 ? `; and ${lines.length - 8} more paths` : ''}`,
      );
    }
  }
  const policyLines = (counts: Counts) =>
    phases.flatMap((phase) => listCounts(counts, phase).map((line) => `${phase} the deploy: ${line}`));
  const blockedLines = policyLines(run.policy.blocked);
  const errorLines = policyLines(run.policy.errors);
  const resentLines = policyLines(run.policy.resent);
  console.log(
    `  policy check: ${run.policy.pages} pages fetched, ${total(run.policy.blocked)} with an inline script their own CSP blocks${blockedLines.length > 0 ? ` (${blockedLines.join('; ')})` : ''}, ${total(run.policy.errors)} failed${errorLines.length > 0 ? ` (${errorLines.join('; ')})` : ''}, ${total(run.policy.resent)} sent again after the server closed the connection${resentLines.length > 0 ? ` (${resentLines.join('; ')})` : ''}`,
  );
  if (readers.notHydrated.length > 0) console.log(`    not hydrated: ${readers.notHydrated.slice(0, 5).join('; ')}`);
  if (readers.lostNavigations.length > 0) console.log(`    did not arrive: ${readers.lostNavigations.slice(0, 5).join('; ')}`);
  if (readers.blocked.size > 0) console.log(`    blocked: ${[...readers.blocked].slice(0, 5).join('; ')}`);
  const missed = misses(run);
  console.log(`  target (0 errors, 0 5xx, 0 blocked scripts): ${missed.length === 0 ? 'met' : `MISSED: ${missed.join(', ')}`}`);
}

async function main(): Promise<void> {
  const values = cliArgs(
    {
      from: {type: 'string', default: 'build'},
      to: {type: 'string'},
      duration: {type: 'string', default: '60'},
      connections: {type: 'string', default: '100'},
      readers: {type: 'string', default: '3'},
      servers: {type: 'string', default: 'node,nginx'},
      'no-keep-assets': {type: 'boolean', default: false},
      'no-bridge-policy': {type: 'boolean', default: false},
      port: {type: 'string'},
    },
    usage,
  );
  const settings: Settings = {
    from: path.resolve(values.from),
    to: path.resolve(values.to ?? ''),
    duration: Number(values.duration),
    connections: Number(values.connections),
    readers: Number(values.readers),
    keepAssets: !values['no-keep-assets'],
    bridgePolicy: !values['no-bridge-policy'],
    port: values.port === undefined ? undefined : Number(values.port),
  };
  if (!values.to) throw new Error(`--to is needed: the build to deploy, from another commit than --from.\n${usage}`);
  if (!(settings.duration >= 2) || !(settings.connections >= 1) || !(settings.readers >= 0)) {
    throw new Error('--duration takes seconds (2 or more), --connections and --readers counts.');
  }
  for (const [option, dir] of [
    ['--from', settings.from],
    ['--to', settings.to],
  ] as const) {
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${option}: ${dir} has no index.html: run \`npm run build\`.`);
  }
  const servers = values.servers.split(',').map((s) => s.trim());
  if (servers.some((s) => s !== 'node' && s !== 'nginx')) throw new Error('--servers takes node, nginx or node,nginx.');
  const nginx = findNginx();
  if (servers.includes('nginx') && !(nginx && brotliStaticModule(nginx))) {
    console.log('nginx (with brotli_static) is not installed: the node server only.');
    servers.splice(servers.indexOf('nginx'), 1);
  }

  const browser = await chromium.launch({executablePath: findChromium(defaultSources(() => undefined)), args: [...chromiumLaunchArgs]});
  const runs: Run[] = [];
  try {
    for (const server of servers) {
      process.stdout.write(`${server}: ${settings.duration} s…\n`);
      runs.push(await runOne(server as 'node' | 'nginx', settings, browser, server === 'node' ? 0 : 1));
    }
  } finally {
    await browser.close();
  }

  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const nginxVersion = nginx ? spawnSync(nginx, ['-v'], {encoding: 'utf8'}).stderr.trim() : 'no nginx';
  console.log(
    `\n${os.cpus().length} cores, load average ${load} at the end; node ${process.version}; ${nginxVersion}; ${settings.duration} s per server, ${settings.connections} connections, ${settings.readers} readers; ${settings.from} → ${settings.to}; ${new Date().toISOString()}`,
  );
  for (const run of runs) report(run);
  if (runs.some((run) => misses(run).length > 0)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}

import {chromium, defineConfig, devices} from '@playwright/test';
import {ownerPidVariable} from './scripts/lib/dieWithParent';
import {chromiumLaunchArgs, defaultSources, findChromium} from './scripts/lib/findChromium';
import {findNginx, nginxInstallHint} from './scripts/lib/nginx';
import {describeTaken, edgeInspectorPort, takenPort} from './scripts/lib/ports';

// The suite runs once per server that serves the production build: `npm
// start`'s node server (scripts/serve.ts), nginx with deploy/nginx.conf, and
// Cloudflare's runtime (workerd, through `wrangler pages dev`) reading the
// build's _headers and _redirects (scripts/serveEdge.ts).
//
// It starts its own servers and never tests one it did not start, which may
// serve another build: a port already taken fails the run at once, naming
// the process that holds it. E2E_REUSE_SERVERS=1 tests the servers already
// listening on the ports instead (tests/e2e/support/globalSetup.ts still
// checks that they serve build/). The servers end with the runner, even one
// killed with SIGKILL (scripts/lib/dieWithParent.ts).
const nodePort = Number(process.env.E2E_PORT ?? 3100);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? nodePort + 1);
const edgePort = Number(process.env.E2E_EDGE_PORT ?? nodePort + 2);
const reuseServers = process.env.E2E_REUSE_SERVERS === '1';

// The runner loads this file first and sets SERVE_OWNER_PID to its pid: the
// servers end when it does. The processes it forks (workers, the test
// loader) inherit it, and a runner reloading its config (UI mode) finds its
// own pid: neither checks the ports again.
const loadedBy = process.env[ownerPidVariable];
const firstLoadInRunner = !process.env.TEST_WORKER_INDEX && loadedBy !== String(process.ppid) && loadedBy !== String(process.pid);
if (firstLoadInRunner) process.env[ownerPidVariable] = String(process.pid);

const executablePath = findChromium(
  defaultSources(() => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  }),
);

const nginx = findNginx();
if (!nginx) {
  if (process.env.CI) {
    throw new Error(`${nginxInstallHint}\nCI must prove deploy/nginx.conf: .ci/run installs nginx.`);
  }
  // Print once, in the runner, not in every worker.
  if (!process.env.TEST_WORKER_INDEX) {
    console.warn(`\n${nginxInstallHint}\nSkipping the nginx project: the end-to-end tests run against the node server only.\n`);
  }
}

const servers: {name: string; port: number; command: string; host?: string}[] = [
  {
    name: 'node',
    port: nodePort,
    // The production build, served as `npm start` serves it.
    command: `npx tsx scripts/serve.ts --port ${nodePort}`,
  },
  ...(nginx ? [{name: 'nginx', port: nginxPort, command: `npx tsx scripts/serveNginx.ts --port ${nginxPort}`}] : []),
  // wrangler listens on the address it is given only: 127.0.0.1, not localhost's ::1.
  {name: 'edge', port: edgePort, host: '127.0.0.1', command: `npx tsx scripts/serveEdge.ts --port ${edgePort}`},
];

// Here, before Playwright starts any server: its own check waits for a
// server to answer, and a port held by something else failed only after the
// webServer timeout. Synchronous (the /proc tables), as a config loads. Only
// for `playwright test` without --list: listing (an editor's test explorer)
// starts no server, and must not fail while a run holds the ports.
const startsServers = process.argv[2] === 'test' && !process.argv.includes('--list');
if (firstLoadInRunner && startsServers && !reuseServers) {
  const ports = [
    ...servers.map(({name, port}) => ({port, label: `${name} server`})),
    {port: edgeInspectorPort(edgePort), label: "edge server's inspector"},
  ];
  const taken = ports.flatMap(({port, label}) => {
    const use = takenPort(port);
    return use ? [`${describeTaken(use, label)}; stop it or set E2E_PORT.`] : [];
  });
  if (taken.length > 0) {
    throw new Error(`${taken.join('\n')}\n(E2E_REUSE_SERVERS=1 would test the servers already listening, if they serve build/.)`);
  }
}

/**
 * The specs whose verdict depends on the server: what it answers (statuses,
 * redirects, headers, content types, compression, the CSP in the browser, the
 * not-found page). They run against every server. The other specs test the
 * site in the browser, which gets the same build from either server: they run
 * against the first server only, so each server added costs its table, not
 * every browser test again. A browser test that depends on the server's
 * answer belongs in one of these files.
 */
const perServerSpecs = [
  'serving',
  'serverParity',
  'routes',
  'openapi',
  'securityClaims',
  'markdownTwins',
  'loading',
  'privacy',
  'mcpServed',
  'failures',
].map((name) => `**/${name}.spec.ts`);

/**
 * The edge platform serves the build with rules of its own (DEPLOY.md): it
 * runs the serving tests, the parity table (whose rows say where it must
 * differ), the URLs and failures a reader meets, and the specs of the edge alone (`edge.spec.ts`: its rules as
 * the build writes them, a deploy under an open tab).
 */
const edgeSpecs = ['serving', 'serverParity', 'failures', 'edge'].map((name) => `**/${name}.spec.ts`);
const edgeOnlySpecs = ['**/edge.spec.ts'];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // After the servers start: each serves build/, not another build.
  globalSetup: './tests/e2e/support/globalSetup.ts',
  // Budgets for two browsers on two cores of a machine half as fast as the
  // one the suite was written on (npm run test:busy plays that machine), so
  // that a slow machine makes the run longer, not red. A test that does more
  // work sets its own budget with the reason beside it. No verdict waits on
  // time itself: tests wait on state.
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    trace: 'retain-on-failure',
    launchOptions: {executablePath, args: [...chromiumLaunchArgs]},
  },
  projects: servers.map(({name, port, host = 'localhost'}, i) => ({
    name,
    use: {...devices['Desktop Chrome'], baseURL: `http://${host}:${port}`},
    ...(i === 0 ? {testIgnore: edgeOnlySpecs} : {testMatch: name === 'edge' ? edgeSpecs : perServerSpecs}),
  })),
  webServer: servers.map(({command, port, host = 'localhost'}) => ({
    command,
    url: `http://${host}:${port}/`,
    reuseExistingServer: reuseServers,
    timeout: 60_000,
    gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
  })),
});

import {chromium, defineConfig, devices} from '@playwright/test';
import {chromiumLaunchArgs, defaultSources, findChromium} from './scripts/lib/findChromium';
import {findNginx, nginxInstallHint} from './scripts/lib/nginx';

// The suite runs once per server that serves the production build: `npm
// start`'s node server (scripts/serve.ts), nginx with deploy/nginx.conf, and
// Cloudflare's runtime (workerd, through `wrangler pages dev`) reading the
// build's _headers and _redirects (scripts/serveEdge.ts).
const nodePort = Number(process.env.E2E_PORT ?? 3100);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? nodePort + 1);
const edgePort = Number(process.env.E2E_EDGE_PORT ?? nodePort + 2);

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
].map((name) => `**/${name}.spec.ts`);

/**
 * The edge platform serves the build with rules of its own (DEPLOY.md): it
 * runs the serving tests, the parity table (whose rows say where it must
 * differ) and the specs of the edge alone (`edge.spec.ts`: its rules as
 * the build writes them, a deploy under an open tab).
 */
const edgeSpecs = ['serving', 'serverParity', 'edge'].map((name) => `**/${name}.spec.ts`);
const edgeOnlySpecs = ['**/edge.spec.ts'];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
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
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
  })),
});

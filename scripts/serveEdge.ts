/**
 * Serves a production build in Cloudflare's runtime on this machine: workerd
 * through `wrangler pages dev`, which reads `_headers` and `_redirects` as
 * Cloudflare Pages does. The end-to-end suite runs against it as a third
 * server (the `edge` project). It stages the build first, as for an upload
 * (scripts/lib/edgeStage.ts), in a temporary folder removed on exit.
 *
 * Offline: wrangler would otherwise reach out three times. Its metrics are
 * off (WRANGLER_SEND_METRICS); its update check asks the npm registry, here
 * a closed port on loopback; miniflare fetches a `Request.cf` sample from
 * workers.cloudflare.com unless NODE_ENV is `test`, where it uses its
 * built-in placeholder (the site reads no `cf` field).
 *
 * Usage: tsx scripts/serveEdge.ts [--port 3102] [--dir build | --site <staged folder>]
 *   --site serves a folder that is already staged, as it is, so that a test
 *   can change it under the running server (a new deploy).
 */
import {mkdtempSync, rm, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {cliArgs} from './lib/cliArgs';
import {dieWithParent, spawnGroup} from './lib/dieWithParent';
import {stageEdge} from './lib/edgeStage';
import {edgeInspectorPort} from './lib/ports';

/** The newest date the workerd of wrangler 3.114 supports; pinned so that a run does not depend on today's date. */
export const compatibilityDate = '2025-04-08';

/** The environment that keeps wrangler on this machine (see above). */
export function offlineEnv(base: NodeJS.ProcessEnv, stateDir: string): NodeJS.ProcessEnv {
  return {
    ...base,
    WRANGLER_SEND_METRICS: 'false',
    NODE_ENV: 'test',
    npm_registry: 'http://127.0.0.1:9/',
    WRANGLER_LOG_PATH: path.join(stateDir, 'logs'),
  };
}

function main(): void {
  const values = cliArgs(
    {
      port: {type: 'string', default: '3102'},
      dir: {type: 'string', default: 'build'},
      site: {type: 'string'},
    },
    'Usage: tsx scripts/serveEdge.ts [--port 3102] [--dir build | --site <staged folder>]',
  );
  const port = Number(values.port);
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'confidant-edge-'));
  let site = values.site ? path.resolve(values.site) : path.join(stateDir, 'site');
  try {
    if (!values.site) stageEdge(path.resolve(values.dir), site);
  } catch (error) {
    console.error((error as Error).message);
    rmSync(stateDir, {recursive: true, force: true});
    process.exit(1);
  }
  site = path.resolve(site);
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const args = [
    wrangler,
    'pages',
    'dev',
    site,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(edgeInspectorPort(port)),
    '--compatibility-date',
    compatibilityDate,
    '--persist-to',
    path.join(stateDir, 'state'),
    '--show-interactive-dev-session=false',
  ];
  // Its own folder as the working directory: wrangler writes `.wrangler/` there.
  // A process group of its own, so that workerd (a grandchild, which ignores
  // SIGTERM) ends with it.
  const group = spawnGroup(process.execPath, args, {cwd: stateDir, env: offlineEnv(process.env, stateDir)});
  console.log(`Serving ${site} with wrangler pages dev (workerd) at http://localhost:${port}/`);
  process.on('SIGINT', group.stop);
  process.on('SIGTERM', group.stop);
  dieWithParent((reason) => {
    group.stop();
    console.error(`Stopping the edge server on port ${port}: ${reason}.`);
  });
  group.child.on('exit', (code, signal) => {
    // What wrangler left running (workerd) goes with it.
    group.signal('SIGKILL');
    // Removing the staged copy takes seconds: in the background, so that
    // this process still answers tsx, which kills a child that does not
    // acknowledge its signal within 30 ms, and the folder would stay.
    rm(stateDir, {recursive: true, force: true}, () => process.exit(code ?? (signal ? 0 : 1)));
  });
}

main();

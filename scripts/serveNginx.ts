/**
 * Serves a production build with nginx and deploy/nginx.conf, on loopback,
 * in the foreground, with every file nginx writes in a temporary folder. The
 * end-to-end suite runs against it as well as against `npm start`'s server.
 *
 * Usage: tsx scripts/serveNginx.ts [--port 3101] [--dir build]
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {headersNginxFile, serverConfigDir} from '../src/plugins/security-headers/policy';
import {cliArgs} from './lib/cliArgs';
import {dieWithParent, spawnGroup} from './lib/dieWithParent';
import {
  brotliStaticInstallHint,
  brotliStaticModule,
  findNginx,
  localMainConfig,
  localSiteConfig,
  mimeTypesPath,
  nginxInstallHint,
} from './lib/nginx';
import {symbolicLinksBelow, symbolicLinksError} from './lib/symbolicLinks';

function main(): void {
  const values = cliArgs(
    {
      port: {type: 'string', default: '3101'},
      dir: {type: 'string', default: 'build'},
    },
    'Usage: tsx scripts/serveNginx.ts [--port 3101] [--dir build]',
  );
  const port = Number(values.port);
  const buildDir = path.resolve(values.dir);
  const nginx = findNginx();
  if (!nginx) {
    console.error(nginxInstallHint);
    process.exit(1);
  }
  const brotliModule = brotliStaticModule(nginx);
  if (!brotliModule) {
    console.error(brotliStaticInstallHint);
    process.exit(1);
  }
  if (!existsSync(path.join(buildDir, serverConfigDir, headersNginxFile))) {
    console.error(`${buildDir} is not a complete production build. Run \`npm run build\` first.`);
    process.exit(1);
  }
  // deploy/nginx.conf follows links (it cannot refuse them with brotli_static):
  // the build must have none.
  const links = symbolicLinksBelow(buildDir);
  if (links.length > 0) {
    console.error(symbolicLinksError(buildDir, links).message);
    process.exit(1);
  }

  const prefix = mkdtempSync(path.join(os.tmpdir(), 'confidant-nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  const deployConfig = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
  const siteConfig = path.join(prefix, 'site.conf');
  writeFileSync(siteConfig, localSiteConfig(deployConfig, {buildDir, port}));
  const mainConfig = path.join(prefix, 'nginx.conf');
  writeFileSync(
    mainConfig,
    localMainConfig({prefix, mimeTypes: mimeTypesPath(nginx), siteConfig, runAsRoot: process.getuid?.() === 0, brotliModule}),
  );

  // A process group of its own, master and workers, ended as a whole: a
  // worker outliving its master would keep the port.
  const group = spawnGroup(nginx, ['-p', prefix, '-c', mainConfig, '-e', 'stderr']);
  console.log(`Serving ${buildDir} with ${nginx} and deploy/nginx.conf at http://localhost:${port}/`);
  process.on('SIGINT', group.stop);
  process.on('SIGTERM', group.stop);
  dieWithParent((reason) => {
    group.stop();
    console.error(`Stopping nginx on port ${port}: ${reason}.`);
  });
  group.child.on('exit', (code, signal) => {
    group.signal('SIGKILL');
    rmSync(prefix, {recursive: true, force: true});
    process.exit(code ?? (signal ? 0 : 1));
  });
}

main();

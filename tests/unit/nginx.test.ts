import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import net, {type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  brotliStaticInstallHint,
  brotliStaticModule,
  deployedBuildDir,
  findNginx,
  localMainConfig,
  localSiteConfig,
  mimeTypesPath,
  nginxInstallHint,
} from '../../scripts/lib/nginx';
import {writeServerConfig} from '../../src/plugins/security-headers';

const deployConfig = readFileSync('deploy/nginx.conf', 'utf8');

describe('deploy/nginx.conf made local', () => {
  const local = localSiteConfig(deployConfig, {buildDir: '/tmp/x/build', port: 3101});

  it('listens on one loopback port and serves the given build, nothing else changed', () => {
    expect(local).toMatch(/^\s*listen 127\.0\.0\.1:3101;$/m);
    expect(local).not.toMatch(/listen (80|\[::\])/);
    expect(local).not.toContain(deployedBuildDir);
    expect(local).toContain('root /tmp/x/build;');
    expect(local).toContain('include /tmp/x/build/.server/security-headers.nginx.conf;');
    const rest = (conf: string) => conf.split('\n').filter((l) => !/listen|\/build/.test(l));
    expect(rest(local)).toEqual(rest(deployConfig));
  });

  it('fails loudly when the deployed config no longer has the expected lines', () => {
    expect(() => localSiteConfig(deployConfig.replace('listen 80;', 'listen 8080;'), {buildDir: '/b', port: 1})).toThrow(/listen 80/);
    expect(() => localSiteConfig(deployConfig.replace(`root ${deployedBuildDir};`, 'root /x;'), {buildDir: '/b', port: 1})).toThrow(/root/);
    expect(() => localSiteConfig(deployConfig, {buildDir: '/with space/build', port: 1})).toThrow(/unquoted/);
  });
});

describe('findNginx', () => {
  it('takes NGINX_PATH, then the sbin folders, then PATH', () => {
    const has =
      (...present: string[]) =>
      (p: string) =>
        present.includes(p);
    expect(findNginx({NGINX_PATH: '/opt/nginx'}, has('/opt/nginx', '/usr/sbin/nginx'))).toBe('/opt/nginx');
    expect(findNginx({PATH: '/bin'}, has('/usr/sbin/nginx', '/bin/nginx'))).toBe('/usr/sbin/nginx');
    expect(findNginx({PATH: '/bin:/opt/bin'}, has('/opt/bin/nginx'))).toBe('/opt/bin/nginx');
    expect(findNginx({PATH: '/bin'}, has())).toBeUndefined();
    expect(findNginx({NGINX_PATH: '/gone'}, has('/usr/sbin/nginx'))).toBeUndefined();
    expect(nginxInstallHint).toMatch(/apt-get install nginx/);
  });
});

// nginx itself accepts the config. CI installs nginx, so there it must run.
const nginx = findNginx();
describe.skipIf(!nginx && !process.env.CI)('nginx -t', () => {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  afterAll(() => rmSync(prefix, {recursive: true, force: true}));

  it('accepts deploy/nginx.conf with a build', async () => {
    expect(nginx, nginxInstallHint).toBeDefined();
    const build = path.join(prefix, 'build');
    mkdirSync(build);
    writeFileSync(path.join(build, 'index.html'), '<script>x()</script>');
    await writeServerConfig(build);
    mkdirSync(path.join(prefix, 'tmp'));
    const site = path.join(prefix, 'site.conf');
    writeFileSync(site, localSiteConfig(deployConfig, {buildDir: build, port: 3999}));
    const main = path.join(prefix, 'nginx.conf');
    const brotliModule = brotliStaticModule(nginx!);
    expect(brotliModule, brotliStaticInstallHint).toBeDefined();
    writeFileSync(
      main,
      localMainConfig({
        prefix,
        mimeTypes: mimeTypesPath(nginx!),
        siteConfig: site,
        runAsRoot: process.getuid?.() === 0,
        brotliModule: brotliModule!,
      }),
    );
    const result = spawnSync(nginx!, ['-t', '-p', prefix, '-c', main, '-e', 'stderr'], {encoding: 'utf8'});
    expect(result.stderr).toMatch(/test is successful/);
    expect(result.status).toBe(0);
  });
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// The symbolic-link policy, with the real nginx: the build folder may be a
// link; a link below it stops the server from starting (deploy/nginx.conf
// cannot refuse one per request) and fails `npm run build`.
describe.skipIf(!nginx && !process.env.CI)('symbolic links, with nginx', () => {
  const top = mkdtempSync(path.join(os.tmpdir(), 'nginx-links-'));
  const build = path.join(top, 'build');
  const current = path.join(top, 'current');
  beforeAll(async () => {
    mkdirSync(build);
    writeFileSync(path.join(build, 'index.html'), '<!doctype html><h1>Home</h1>');
    writeFileSync(path.join(build, '404.html'), '<!doctype html><h1>Page Not Found</h1>');
    await writeServerConfig(build);
    symlinkSync(build, current);
  });
  afterAll(() => rmSync(top, {recursive: true, force: true}));

  it('serves a build whose folder is a link, as an atomic deploy switches it', async () => {
    // Starting tsx and nginx on a busy machine.
    const port = await freePort();
    const child = spawn('npx', ['tsx', 'scripts/serveNginx.ts', '--port', String(port), '--dir', current], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    try {
      let status = 0;
      let body = '';
      for (let attempt = 0; attempt < 150 && status === 0; attempt++) {
        if (child.exitCode !== null) break;
        const response = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
        if (response) [status, body] = [response.status, await response.text()];
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      expect(body).toContain('Home');
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
    }
  }, 60_000);

  it('refuses to start on a build with a link below its folder, as `npm run build` fails on one', () => {
    symlinkSync('/etc', path.join(build, 'etc'));
    try {
      const nginxRun = spawnSync('npx', ['tsx', 'scripts/serveNginx.ts', '--port', '1', '--dir', current], {encoding: 'utf8'});
      expect(nginxRun.status).toBe(1);
      expect(nginxRun.stderr).toMatch(/symbolic links below it \(etc\)/);
      const buildRun = spawnSync('npx', ['tsx', 'scripts/precompress.ts', current], {encoding: 'utf8'});
      expect(buildRun.status).toBe(1);
      expect(buildRun.stderr).toMatch(/symbolic links below it \(etc\)/);
    } finally {
      rmSync(path.join(build, 'etc'));
    }
  }, 60_000);
});

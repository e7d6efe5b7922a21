import {spawn} from 'node:child_process';
import {
  chmodSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  bridgeOldPolicy,
  buildPolicy,
  buildProblem,
  childProcesses,
  deploy,
  flipLink,
  hangUp,
  keepOldAssets,
  linkedBuild,
  nginxPidFile,
  nginxReload,
  policyScriptHashes,
  widenPolicy,
} from '../../scripts/lib/deployFlip';
import {headersJsonFile, headersNginxFile, serverConfigDir} from '../../src/plugins/security-headers/policy';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-flip-'));
});
afterEach(() => {
  rmSync(dir, {recursive: true, force: true});
});

/** A minimal complete build: its page, its headers for both servers, and these files under assets/. */
function makeBuild(name: string, assets: Record<string, string> = {}, csp = "script-src 'self'"): string {
  const root = path.join(dir, name);
  mkdirSync(path.join(root, serverConfigDir), {recursive: true});
  writeFileSync(path.join(root, 'index.html'), `<p>${name}</p>`);
  writeFileSync(path.join(root, serverConfigDir, headersJsonFile), JSON.stringify({headers: {'Content-Security-Policy': csp}}));
  writeFileSync(path.join(root, serverConfigDir, headersNginxFile), `add_header Content-Security-Policy "${csp}" always;\n`);
  for (const [file, text] of Object.entries(assets)) {
    mkdirSync(path.dirname(path.join(root, 'assets', file)), {recursive: true});
    writeFileSync(path.join(root, 'assets', file), text);
  }
  return root;
}

/** Every file below `root`, relative, sorted. */
function filesBelow(root: string): string[] {
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('keepOldAssets', () => {
  it('copies the files under assets/ the new build lacks, twins and subfolders included, with their modification time', () => {
    const old = makeBuild('old', {'js/main.aaaa.js': 'old main', 'js/main.aaaa.js.br': 'br', 'css/styles.1111.css': 'css'});
    const mtime = new Date('2020-01-02T03:04:05Z');
    utimesSync(path.join(old, 'assets/js/main.aaaa.js'), mtime, mtime);
    const next = makeBuild('next', {'js/main.bbbb.js': 'new main'});

    expect(keepOldAssets(old, next)).toEqual({copied: 3, bytes: 'old main'.length + 'br'.length + 'css'.length, present: 0});
    expect(filesBelow(path.join(next, 'assets'))).toEqual([
      'css/styles.1111.css',
      'js/main.aaaa.js',
      'js/main.aaaa.js.br',
      'js/main.bbbb.js',
    ]);
    expect(readFileSync(path.join(next, 'assets/js/main.aaaa.js'), 'utf8')).toBe('old main');
    expect(statSync(path.join(next, 'assets/js/main.aaaa.js')).mtime).toEqual(mtime);
    // Copies, not links: the old build can be removed later.
    expect(statSync(path.join(next, 'assets/js/main.aaaa.js')).nlink).toBe(1);
  });

  it('never overwrites a file of the new build, even one with other content under the same name', () => {
    const old = makeBuild('old', {'js/shared.cccc.js': 'the old bytes', 'js/gone.dddd.js': 'gone'});
    const next = makeBuild('next', {'js/shared.cccc.js': 'the new bytes'});
    const before = statSync(path.join(next, 'assets/js/shared.cccc.js'));

    expect(keepOldAssets(old, next)).toEqual({copied: 1, bytes: 4, present: 1});
    expect(readFileSync(path.join(next, 'assets/js/shared.cccc.js'), 'utf8')).toBe('the new bytes');
    expect(statSync(path.join(next, 'assets/js/shared.cccc.js')).ino).toBe(before.ino);
    // A second run finds everything there and copies nothing.
    expect(keepOldAssets(old, next)).toEqual({copied: 0, bytes: 0, present: 2});
  });

  it('leaves no scratch file behind, and copies no symbolic link nor anything outside assets/', () => {
    const old = makeBuild('old', {'js/a.1234.js': 'a'});
    writeFileSync(path.join(old, 'page.html'), 'old page');
    symlinkSync('/etc/passwd', path.join(old, 'assets/js/link.js'));
    const next = makeBuild('next');

    expect(keepOldAssets(old, next).copied).toBe(1);
    expect(filesBelow(next)).toEqual([
      path.join(serverConfigDir, headersJsonFile),
      path.join(serverConfigDir, headersNginxFile),
      'assets/js/a.1234.js',
      'index.html',
    ]);
  });

  it('creates assets/ in a new build that has none', () => {
    const old = makeBuild('old', {'js/a.1234.js': 'a'});
    const next = makeBuild('next');
    expect(keepOldAssets(old, next).copied).toBe(1);
    expect(existsSync(path.join(next, 'assets/js/a.1234.js'))).toBe(true);
  });
});

describe('flipLink', () => {
  it('points the link at the new build and leaves nothing beside it', () => {
    const a = makeBuild('a');
    const b = makeBuild('b');
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    flipLink(link, b);
    expect(readlinkSync(link)).toBe(b);
    expect(readdirSync(dir).sort()).toEqual(['a', 'b', 'live']);
  });

  it('is atomic: a reader resolving the link while it is switched back and forth always finds a build', async () => {
    const a = makeBuild('a');
    const b = makeBuild('b');
    const link = path.join(dir, 'live');
    const stop = path.join(dir, 'stop');
    symlinkSync(a, link);
    // Another process reads a page through the link as fast as it can, as a server does.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs');
         const [page, stop] = process.argv.slice(1);
         const seen = {a: 0, b: 0, failed: 0};
         console.log('ready');
         while (!fs.existsSync(stop)) {
           for (let i = 0; i < 100; i++) {
             try {
               seen[fs.readFileSync(page, 'utf8') === '<p>a</p>' ? 'a' : 'b']++;
             } catch {
               seen.failed++;
             }
           }
         }
         console.log(JSON.stringify(seen));`,
        path.join(link, 'index.html'),
        stop,
      ],
      {stdio: ['ignore', 'pipe', 'inherit']},
    );
    let output = '';
    reader.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve) => reader.stdout.once('data', () => resolve()));
    let flips = 0;
    const until = performance.now() + 1500;
    while (performance.now() < until) {
      flipLink(link, flips % 2 === 0 ? b : a);
      flips++;
    }
    writeFileSync(stop, '');
    await new Promise((resolve) => reader.on('exit', resolve));
    const seen = JSON.parse(output.trim().split('\n').at(-1)!) as {a: number; b: number; failed: number};
    // The reader saw both builds: the flips happened while it read.
    expect(seen.a).toBeGreaterThan(0);
    expect(seen.b).toBeGreaterThan(0);
    expect(flips).toBeGreaterThan(100);
    expect(seen.failed).toBe(0);
  });
});

describe('buildProblem and linkedBuild', () => {
  it('accepts a complete build', () => {
    expect(buildProblem(makeBuild('a'))).toBeUndefined();
  });

  it('says what a folder lacks to be a build', () => {
    const noPage = makeBuild('no-page');
    rmSync(path.join(noPage, 'index.html'));
    expect(buildProblem(noPage)).toBe(
      `${noPage} is not a complete production build: it has no index.html (run \`npm run build\`, and copy the hidden .server/ folder too)`,
    );
    const noServer = makeBuild('no-server');
    rmSync(path.join(noServer, serverConfigDir), {recursive: true});
    expect(buildProblem(noServer)).toContain(
      `it has no ${path.join(serverConfigDir, headersJsonFile)}, no ${path.join(serverConfigDir, headersNginxFile)}`,
    );
    expect(buildProblem(path.join(dir, 'nowhere'))).toBe(`${path.join(dir, 'nowhere')} does not exist`);
    writeFileSync(path.join(dir, 'file'), '');
    expect(buildProblem(path.join(dir, 'file'))).toBe(`${path.join(dir, 'file')} is not a folder`);
  });

  it('reads the build a link names, and refuses a folder where the link should be', () => {
    const a = makeBuild('a');
    expect(linkedBuild(path.join(dir, 'none'))).toBeUndefined();
    symlinkSync(a, path.join(dir, 'live'));
    expect(linkedBuild(path.join(dir, 'live'))).toBe(realpathSync(a));
    expect(() => linkedBuild(a)).toThrow(
      `${a} is a folder, not a symbolic link: move the build to a folder of its own and put a link at ${a} to it`,
    );
    symlinkSync(path.join(dir, 'gone'), path.join(dir, 'dangling'));
    expect(() => linkedBuild(path.join(dir, 'dangling'))).toThrow(
      `${path.join(dir, 'dangling')} is a symbolic link to ${path.join(dir, 'gone')}, which does not exist.`,
    );
  });
});

describe('deploy', () => {
  it('carries the old assets over, switches the link, then tells the server, in that order', () => {
    const a = makeBuild('a', {'js/main.aaaa.js': 'a'});
    const b = makeBuild('b', {'js/main.bbbb.js': 'b'});
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    let seenByServer: string | undefined;
    const result = deploy({link, to: b, reload: () => (seenByServer = realpathSync(link))});
    expect(seenByServer).toBe(realpathSync(b));
    expect(result).toMatchObject({
      previous: realpathSync(a),
      current: realpathSync(b),
      carried: {copied: 1, present: 0},
      policyChanged: false,
    });
    expect(existsSync(path.join(link, 'assets/js/main.aaaa.js'))).toBe(true);
  });

  it('carries nothing over with keepAssets false, and says when the new build sends another policy', () => {
    const a = makeBuild('a', {'js/main.aaaa.js': 'a'});
    const b = makeBuild('b', {}, "script-src 'self' 'sha256-new'");
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    const result = deploy({link, to: b, keepAssets: false});
    expect(result.carried).toBeUndefined();
    expect(result.policyChanged).toBe(true);
    expect(existsSync(path.join(b, 'assets'))).toBe(false);
  });

  it('creates the link on a first deploy', () => {
    const a = makeBuild('a');
    const link = path.join(dir, 'live');
    expect(deploy({link, to: a})).toMatchObject({previous: undefined, carried: undefined});
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it('switches the link back when the server refuses the new build', () => {
    const a = makeBuild('a');
    const b = makeBuild('b');
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    expect(() =>
      deploy({
        link,
        to: b,
        reload: () => {
          throw new Error('nginx -t failed');
        },
      }),
    ).toThrow(`The server did not take ${realpathSync(b)}, ${link} names ${realpathSync(a)} again: nginx -t failed`);
    expect(realpathSync(link)).toBe(realpathSync(a));
  });

  it('refuses a --to that is not a build, before touching anything', () => {
    const a = makeBuild('a', {'js/main.aaaa.js': 'a'});
    const notBuild = path.join(dir, 'half');
    mkdirSync(path.join(notBuild, 'assets'), {recursive: true});
    writeFileSync(path.join(notBuild, 'index.html'), '');
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    expect(() => deploy({link, to: notBuild})).toThrow(`--to: ${notBuild} is not a complete production build: it has no .server/`);
    expect(() => deploy({link, to: path.join(dir, 'missing')})).toThrow(`--to: ${path.join(dir, 'missing')} does not exist.`);
    expect(readdirSync(path.join(notBuild, 'assets'))).toEqual([]);
    expect(realpathSync(link)).toBe(realpathSync(a));
  });

  it('refuses a --to with a symbolic link below it, which no server follows', () => {
    const a = makeBuild('a');
    const b = makeBuild('b');
    symlinkSync('/etc', path.join(b, 'etc'));
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    expect(() => deploy({link, to: b})).toThrow(`--to: ${b} has symbolic links below it (etc)`);
  });

  it('refuses to deploy the build being served, or one inside it', () => {
    const a = makeBuild('a');
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    expect(() => deploy({link, to: a})).toThrow(`${link} already names ${realpathSync(a)}: nothing to deploy.`);
    const inner = path.join(a, 'next');
    mkdirSync(inner);
    cpBuild(a, inner);
    expect(() => deploy({link, to: inner})).toThrow('are inside each other');
  });
});

describe('a policy for both builds (nginx)', () => {
  const oldPolicy = "default-src 'self'; script-src 'self' 'sha256-b' 'sha256-a'; style-src 'self' 'unsafe-inline'";
  const newPolicy = "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-c'; style-src 'self' 'unsafe-inline'";
  const both = "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b' 'sha256-c'; style-src 'self' 'unsafe-inline'";

  it('reads and widens a policy’s script hashes, and nothing else', () => {
    expect(policyScriptHashes(oldPolicy)).toEqual(["'sha256-b'", "'sha256-a'"]);
    expect(policyScriptHashes("default-src 'self'")).toEqual([]);
    expect(widenPolicy(oldPolicy, ["'sha256-c'", "'sha256-a'"])).toBe(both);
    expect(widenPolicy("default-src 'self'", ["'sha256-c'"])).toBe("default-src 'self'");
  });

  it('gives the old build a policy for both by replacing its header files, never writing into them, and puts them back', () => {
    const a = makeBuild('a', {}, oldPolicy);
    const b = makeBuild('b', {}, newPolicy);
    const files = [headersJsonFile, headersNginxFile].map((name) => path.join(a, serverConfigDir, name));
    const before = files.map((file) => readFileSync(file, 'utf8'));
    // As in a copy of hard links: the other name must keep the old bytes.
    const twins = files.map((file, i) => {
      const twin = path.join(dir, `twin-${i}`);
      linkSync(file, twin);
      return twin;
    });
    const restore = bridgeOldPolicy(a, b)!;
    expect(buildPolicy(a)).toBe(both);
    expect(readFileSync(files[1]!, 'utf8')).toContain(`add_header Content-Security-Policy "${both}" always;`);
    expect(twins.map((twin) => readFileSync(twin, 'utf8'))).toEqual(before);
    restore();
    expect(files.map((file) => readFileSync(file, 'utf8'))).toEqual(before);
    expect(readdirSync(path.join(a, serverConfigDir)).sort()).toEqual([headersJsonFile, headersNginxFile]);
    expect(bridgeOldPolicy(a, makeBuild('same', {}, oldPolicy))).toBeUndefined();
  });

  it('reloads the old build with the policy for both before the switch, then the new one after it', () => {
    const a = makeBuild('a', {}, oldPolicy);
    const b = makeBuild('b', {}, newPolicy);
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    const reloads: {serving: string; policy: string | undefined}[] = [];
    const result = deploy({
      link,
      to: b,
      bridgePolicy: true,
      reload: () => reloads.push({serving: realpathSync(link), policy: buildPolicy(link)}),
    });
    expect(reloads).toEqual([
      {serving: realpathSync(a), policy: both},
      {serving: realpathSync(b), policy: newPolicy},
    ]);
    expect(result).toMatchObject({bridged: true, policyChanged: true});
  });

  it('puts the old policy back and deploys nothing when the server refuses the bridging reload', () => {
    const a = makeBuild('a', {}, oldPolicy);
    const b = makeBuild('b', {}, newPolicy);
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    expect(() =>
      deploy({
        link,
        to: b,
        bridgePolicy: true,
        reload: () => {
          throw new Error('nginx -t failed');
        },
      }),
    ).toThrow(
      `The server did not take ${realpathSync(a)} with a policy for both builds (its own is back, nothing deployed): nginx -t failed`,
    );
    expect(buildPolicy(a)).toBe(oldPolicy);
    expect(realpathSync(link)).toBe(realpathSync(a));
  });

  it('reloads once when the policies are equal', () => {
    const a = makeBuild('a');
    const b = makeBuild('b');
    const link = path.join(dir, 'live');
    symlinkSync(a, link);
    let reloads = 0;
    expect(deploy({link, to: b, bridgePolicy: true, reload: () => reloads++})).toMatchObject({bridged: false, policyChanged: false});
    expect(reloads).toBe(1);
  });
});

/** The files that make `from` a build, written into `to`. */
function cpBuild(from: string, to: string): void {
  mkdirSync(path.join(to, serverConfigDir), {recursive: true});
  for (const file of ['index.html', path.join(serverConfigDir, headersJsonFile), path.join(serverConfigDir, headersNginxFile)]) {
    writeFileSync(path.join(to, file), readFileSync(path.join(from, file)));
  }
}

describe('telling the server', () => {
  it('sends SIGHUP to the node server, and says when there is no such process', async () => {
    const server = spawn(
      process.execPath,
      ['-e', "process.on('SIGHUP', () => { console.log('reloaded'); process.exit(0); }); console.log('up'); setInterval(() => {}, 1000);"],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
    hangUp(server.pid!)();
    await new Promise((resolve) => server.on('exit', resolve));
    expect(output).toContain('reloaded');
    expect(() => hangUp(server.pid!)()).toThrow(`no process ${server.pid} is running`);
    expect(() => hangUp(0)).toThrow("--pid takes the node server's process id, not 0.");
  });

  it('runs nginx -T then nginx -s reload on the instance, and stops with nginx’s message when the test fails', () => {
    const calls = path.join(dir, 'calls');
    const fake = path.join(dir, 'nginx');
    writeFileSync(
      fake,
      `#!/bin/sh\necho "$*" >> ${calls}\n[ -n "$FAIL" ] && [ "$FAIL" = "$3" ] && { echo "nginx: [emerg] unexpected end of file" >&2; exit 1; }\nexit 0\n`,
    );
    chmodSync(fake, 0o755);
    nginxReload(fake, ['-c', '/etc/x.conf'])();
    // -V: the compiled-in prefix, for a relative pid file.
    expect(readFileSync(calls, 'utf8')).toBe('-c /etc/x.conf -T\n-V\n-c /etc/x.conf -s reload\n');
    process.env.FAIL = '-T';
    try {
      expect(() => nginxReload(fake, ['-c', '/etc/x.conf'])()).toThrow(
        `${fake} -c /etc/x.conf -T failed (exit 1): nginx: [emerg] unexpected end of file`,
      );
    } finally {
      delete process.env.FAIL;
    }
    expect(() => nginxReload(path.join(dir, 'no-nginx'))()).toThrow(
      `${path.join(dir, 'no-nginx')} -T: spawnSync ${path.join(dir, 'no-nginx')} ENOENT`,
    );
  });

  it('reads the pid file an nginx config names', () => {
    expect(nginxPidFile('events {}\npid /run/nginx.pid;\nhttp {}', '/x')).toBe('/run/nginx.pid');
    expect(nginxPidFile('  pid   logs/nginx.pid ;', '/usr/share/nginx')).toBe('/usr/share/nginx/logs/nginx.pid');
    expect(nginxPidFile('worker_processes 1;', '/x')).toBeUndefined();
  });

  it('returns from a reload only when the old workers have exited', async () => {
    // A master with one worker, which it ends 400 ms after a SIGHUP, as nginx ends its old workers.
    const master = spawn(
      process.execPath,
      [
        '-e',
        `const {spawn} = require('node:child_process');
         const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {stdio: 'ignore'});
         process.on('SIGHUP', () => setTimeout(() => worker.kill(), 400));
         console.log(worker.pid);
         setInterval(() => {}, 1000);`,
      ],
      {stdio: ['ignore', 'pipe', 'inherit']},
    );
    try {
      const workerPid = Number(
        await new Promise<string>((resolve) => master.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()))),
      );
      const pidFile = path.join(dir, 'nginx.pid');
      writeFileSync(pidFile, `${master.pid}\n`);
      expect(childProcesses(master.pid!)).toEqual([workerPid]);
      const fake = path.join(dir, 'nginx');
      writeFileSync(fake, `#!/bin/sh\ncase "$3" in\n  -T) echo "pid nginx.pid;" ;;\n  -s) kill -HUP $(cat ${pidFile}) ;;\nesac\nexit 0\n`);
      chmodSync(fake, 0o755);
      const started = performance.now();
      nginxReload(fake, ['-p', dir])();
      expect(performance.now() - started).toBeGreaterThanOrEqual(350);
      expect(childProcesses(master.pid!)).toEqual([]);
    } finally {
      master.kill();
    }
  });
});

/**
 * The deploy of a new build under a server that keeps serving
 * (README, Deploy it): the served build folder is a symbolic link to the
 * current build, and a deploy
 *
 *  1. keeps the live build's hashed assets: every file under its `assets/`
 *     that the new build lacks is copied into the new build's `assets/`,
 *     never over a file of the new build (a hashed name never stands for
 *     two contents). A page of the old build, open in a tab or in flight
 *     during the switch, then still finds its scripts after it: without
 *     them its next chunk is a 404 and the page reloads, or, for the entry
 *     script of a page that was in flight, never hydrates;
 *  2. switches the link atomically: a new link beside it, renamed over it,
 *     so that the link always names a complete build, the old or the new;
 *  3. tells the server: SIGHUP to the node server (scripts/serve.ts), or
 *     `nginx -t && nginx -s reload`, which reads the new build's headers
 *     (build/.server/) into nginx's config.
 *
 * nginx switches files and headers at different moments: it opens files
 * through the link at each request, but reads the headers only on a
 * reload. From the switch until its workers have reloaded, it sends the new
 * build's pages with the old build's Content-Security-Policy, which blocks
 * their inline scripts when the two differ (as when the page loader of
 * src/utils/ssrTemplate.ts changes). With `bridgePolicy`, a deploy whose policy
 * changes first gives the old build a policy that allows both builds'
 * inline scripts, and reloads: whatever nginx sends meanwhile is allowed.
 * The node server needs none: it switches both at once on SIGHUP.
 *
 * Should the server refuse the new build (nginx -t fails, the node server is
 * gone), the link is switched back. The carried-over assets stay, and pile
 * up from deploy to deploy: remove old ones when no page of their build can
 * be open any more.
 */
import {spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {
  constants,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {headersJsonFile, headersNginxFile, nginxHeaderDirectives, serverConfigDir} from '../../src/plugins/security-headers/policy';
import {processStart} from './dieWithParent';
import {symbolicLinksBelow, symbolicLinksError} from './symbolicLinks';

/** The files that make a folder a complete production build, as both servers need them. */
export const requiredBuildFiles = ['index.html', path.join(serverConfigDir, headersJsonFile), path.join(serverConfigDir, headersNginxFile)];

/** The folder of the hashed assets, whose names change with their content. */
export const assetsDir = 'assets';

/** Why `dir` is not a complete build a server can take, or undefined when it is one. */
export function buildProblem(dir: string): string | undefined {
  const stats = statSync(dir, {throwIfNoEntry: false});
  if (!stats) return `${dir} does not exist`;
  if (!stats.isDirectory()) return `${dir} is not a folder`;
  const missing = requiredBuildFiles.filter((file) => !statSync(path.join(dir, file), {throwIfNoEntry: false})?.isFile());
  if (missing.length > 0) {
    return `${dir} is not a complete production build: it has no ${missing.join(', no ')} (run \`npm run build\`, and copy the hidden ${serverConfigDir}/ folder too)`;
  }
  return undefined;
}

/** The real path of a complete build; throws with what is wrong otherwise. */
export function checkedBuild(dir: string, role: string): string {
  const problem = buildProblem(dir);
  if (problem) throw new Error(`${role}: ${problem}.`);
  const real = realpathSync(dir);
  const links = symbolicLinksBelow(real);
  if (links.length > 0) throw new Error(`${role}: ${symbolicLinksError(dir, links).message}`);
  return real;
}

/**
 * The real path of the build the link names now; undefined when there is no
 * link yet (a first deploy). Throws when the path is something else than a
 * symbolic link: a folder there cannot be switched atomically.
 */
export function linkedBuild(link: string): string | undefined {
  const stats = lstatSync(link, {throwIfNoEntry: false});
  if (!stats) return undefined;
  if (!stats.isSymbolicLink()) {
    throw new Error(
      `${link} is a ${stats.isDirectory() ? 'folder' : 'file'}, not a symbolic link: move the build to a folder of its own and put a link at ${link} to it (ln -s <build folder> ${link}).`,
    );
  }
  try {
    return realpathSync(link);
  } catch {
    throw new Error(`${link} is a symbolic link to ${path.resolve(path.dirname(link), readlinkSync(link))}, which does not exist.`);
  }
}

/** A name beside `file` that nothing has, hidden (no server serves a dot file). */
function scratchName(file: string, what: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${what}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

export interface CarryOver {
  /** Files the new build lacked, copied from the old one. */
  copied: number;
  /** Their bytes. */
  bytes: number;
  /** Files of the old build the new one has already, left as they are. */
  present: number;
}

/**
 * Copies every regular file under `from/assets/` that `to/assets/` lacks into
 * it, with its modification time (the servers' validators). Never replaces
 * a file: each copy is written under a hidden scratch name and linked to its
 * name, which fails when the name exists. So a file never appears half
 * written, even in a build already being served. Symbolic links are not
 * copied (no server follows one).
 */
export function keepOldAssets(from: string, to: string): CarryOver {
  const totals: CarryOver = {copied: 0, bytes: 0, present: 0};
  const walk = (source: string, target: string): void => {
    if (!existsSync(target)) mkdirSync(target, {recursive: true});
    for (const entry of readdirSync(source, {withFileTypes: true})) {
      const sourcePath = path.join(source, entry.name);
      const targetPath = path.join(target, entry.name);
      if (entry.isDirectory()) {
        walk(sourcePath, targetPath);
        continue;
      }
      if (!entry.isFile()) continue;
      if (lstatSync(targetPath, {throwIfNoEntry: false})) {
        totals.present++;
        continue;
      }
      const scratch = scratchName(targetPath, 'copy');
      try {
        // A copy-on-write clone where the file system has them (btrfs, XFS), else a copy.
        copyFileSync(sourcePath, scratch, constants.COPYFILE_FICLONE);
        const {atime, mtime, size} = statSync(sourcePath);
        utimesSync(scratch, atime, mtime);
        try {
          linkSync(scratch, targetPath);
          totals.copied++;
          totals.bytes += size;
        } catch (error) {
          // Written meanwhile by someone else: theirs stays.
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          totals.present++;
        }
      } finally {
        rmSync(scratch, {force: true});
      }
    }
  };
  const source = path.join(from, assetsDir);
  if (existsSync(source)) walk(source, path.join(to, assetsDir));
  return totals;
}

/**
 * Points `link` at `target` (made absolute) in one step: a new link beside
 * it, renamed over it. rename() replaces the name atomically, so whoever
 * resolves the link meanwhile gets the old build or the new one, never
 * nothing.
 */
export function flipLink(link: string, target: string): void {
  const scratch = scratchName(link, 'next');
  symlinkSync(path.resolve(target), scratch, 'dir');
  try {
    renameSync(scratch, link);
  } catch (error) {
    unlinkSync(scratch);
    throw error;
  }
}

/** The security headers a build sends, from its .server/ folder. */
function buildHeaders(dir: string): Record<string, string> {
  return (JSON.parse(readFileSync(path.join(dir, serverConfigDir, headersJsonFile), 'utf8')) as {headers: Record<string, string>}).headers;
}

/** The Content-Security-Policy a build sends, from its .server/ headers. */
export function buildPolicy(dir: string): string | undefined {
  return buildHeaders(dir)['Content-Security-Policy'];
}

const isHashSource = (source: string) => /^'sha(?:256|384|512)-/.test(source);

/** The hash sources (`'sha256-…'`) of a policy's script-src. */
export function policyScriptHashes(policy: string): string[] {
  const directive = policy.split(';').find((d) => d.trim().split(/\s+/)[0]?.toLowerCase() === 'script-src');
  return directive ? directive.trim().split(/\s+/).slice(1).filter(isHashSource) : [];
}

/** `policy` with these hash sources added to its script-src (the hashes sorted, as the build writes them). */
export function widenPolicy(policy: string, hashes: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() !== 'script-src') return directive;
      const merged = [...new Set([...sources.filter(isHashSource), ...hashes])].sort();
      return `${directive.startsWith(' ') ? ' ' : ''}${[name, ...sources.filter((s) => !isHashSource(s)), ...merged].join(' ')}`;
    })
    .join(';');
}

/** Replaces a file by a new one under its name (rename): the old file's bytes, maybe shared by a hard link, are never written. */
function replaceFile(file: string, text: string): void {
  const scratch = scratchName(file, 'new');
  writeFileSync(scratch, text);
  try {
    renameSync(scratch, file);
  } catch (error) {
    rmSync(scratch, {force: true});
    throw error;
  }
}

/**
 * Gives the `previous` build's headers (.server/, both servers' files) a
 * Content-Security-Policy that also allows the inline scripts of `current`.
 * Returns a function that puts its own headers back; undefined when the two
 * policies allow the same scripts already.
 */
export function bridgeOldPolicy(previous: string, current: string): (() => void) | undefined {
  const headers = buildHeaders(previous);
  const oldPolicy = headers['Content-Security-Policy'];
  const newPolicy = buildPolicy(current);
  if (oldPolicy === undefined || newPolicy === undefined) return undefined;
  const missing = policyScriptHashes(newPolicy).filter((hash) => !policyScriptHashes(oldPolicy).includes(hash));
  if (missing.length === 0) return undefined;
  const files = [headersJsonFile, headersNginxFile].map((name) => path.join(previous, serverConfigDir, name));
  const originals = files.map((file) => readFileSync(file, 'utf8'));
  const widened = {...headers, 'Content-Security-Policy': widenPolicy(oldPolicy, missing)};
  replaceFile(files[0]!, `${JSON.stringify({headers: widened}, null, 2)}\n`);
  replaceFile(files[1]!, nginxHeaderDirectives(widened));
  return () => files.forEach((file, i) => replaceFile(file, originals[i]!));
}

export interface DeployOptions {
  /** The served build folder: a symbolic link (or nothing yet, on a first deploy). */
  link: string;
  /** The new build's folder. */
  to: string;
  /** Step 1 (default): carry the live build's assets over into the new one. */
  keepAssets?: boolean;
  /** Step 3: tells the server; throws when the server did not take the new build. */
  reload?: () => void;
  /**
   * For a server that reads files through the link but headers only on a
   * reload (nginx): when the policies differ, first reload with the old
   * build under a policy that allows both builds' inline scripts.
   */
  bridgePolicy?: boolean;
}

export interface DeployResult {
  /** The build served before, real path; undefined on a first deploy. */
  previous: string | undefined;
  /** The build served now, real path. */
  current: string;
  /** Undefined when assets were not carried over (no old build, or keepAssets false). */
  carried: CarryOver | undefined;
  /**
   * The new build sends another Content-Security-Policy than the old one:
   * pages of the old build loaded after the switch run under the new
   * policy, and their inline scripts may be blocked.
   */
  policyChanged: boolean;
  /** The old build was served with a policy that allows both builds' scripts before the switch (bridgePolicy). */
  bridged: boolean;
  /** Milliseconds of each step. */
  timings: {bridge: number; keepAssets: number; flip: number; reload: number};
}

/** Steps 1 to 3; the link is switched back when the server refuses the new build. */
export function deploy({link, to, keepAssets = true, reload, bridgePolicy = false}: DeployOptions): DeployResult {
  const current = checkedBuild(to, '--to');
  const previous = linkedBuild(link);
  if (previous !== undefined) {
    const problem = buildProblem(previous);
    if (problem) throw new Error(`--link: ${link} names ${previous}, and ${problem}.`);
  }
  if (previous === current) throw new Error(`${link} already names ${current}: nothing to deploy.`);
  if (previous !== undefined && (current.startsWith(`${previous}${path.sep}`) || previous.startsWith(`${current}${path.sep}`))) {
    throw new Error(`The new build ${current} and the served one ${previous} are inside each other: give each build a folder of its own.`);
  }
  const timings = {bridge: 0, keepAssets: 0, flip: 0, reload: 0};
  let started = performance.now();
  let bridged = false;
  if (bridgePolicy && reload && previous !== undefined) {
    const restore = bridgeOldPolicy(previous, current);
    if (restore) {
      try {
        reload();
      } catch (error) {
        restore();
        throw new Error(
          `The server did not take ${previous} with a policy for both builds (its own is back, nothing deployed): ${(error as Error).message}`,
        );
      }
      bridged = true;
    }
  }
  timings.bridge = performance.now() - started;

  started = performance.now();
  const carried = keepAssets && previous !== undefined ? keepOldAssets(previous, current) : undefined;
  timings.keepAssets = performance.now() - started;

  started = performance.now();
  flipLink(link, current);
  timings.flip = performance.now() - started;

  started = performance.now();
  if (reload) {
    try {
      reload();
    } catch (error) {
      if (previous === undefined) rmSync(link, {force: true});
      else flipLink(link, previous);
      const back = previous === undefined ? 'the link is removed again' : `${link} names ${previous} again`;
      throw new Error(`The server did not take ${current}, ${back}: ${(error as Error).message}`);
    }
  }
  timings.reload = performance.now() - started;
  const policyChanged = bridged || (previous !== undefined && buildPolicy(previous) !== buildPolicy(current));
  return {previous, current, carried, policyChanged, bridged, timings};
}

/** Step 3 for the node server (scripts/serve.ts): SIGHUP, which makes it serve what the link names from the next request. */
export function hangUp(pid: number): () => void {
  if (!Number.isInteger(pid) || pid <= 1) throw new Error(`--pid takes the node server's process id, not ${pid}.`);
  return () => {
    try {
      process.kill(pid, 'SIGHUP');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new Error(code === 'ESRCH' ? `no process ${pid} is running` : `cannot signal process ${pid} (${code})`);
    }
  };
}

/** The pid file an nginx config names (`pid …;` in `nginx -T`'s dump), against `prefix` when relative. */
export function nginxPidFile(configDump: string, prefix: string): string | undefined {
  const file = /^\s*pid\s+([^;\s]+)\s*;/m.exec(configDump)?.[1];
  return file === undefined ? undefined : path.resolve(prefix, file);
}

/** The live processes whose parent is `pid` (nginx's workers, for its master), from /proc; empty elsewhere. */
export function childProcesses(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // `pid (comm) state ppid …`: comm may hold spaces and parentheses. A zombie has exited.
        const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(parent) === pid && state !== 'Z' && state !== 'X';
      } catch {
        return false;
      }
    })
    .map(Number);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** How long a reload waits for the old workers to finish their answers and exit. */
export const oldWorkersTimeoutMs = 30_000;

/**
 * Step 3 for nginx: `nginx -t`, then `nginx -s reload` (SIGHUP to the master
 * named by the config's pid file), then waits until the workers of the old
 * config have exited: `-s reload` returns at once, and the master starts
 * the new workers, and stops the old ones, only after that (100 ms and
 * more). Until they are gone, old workers still take requests, with the
 * old headers. `args` select the instance (`-p`, `-c`). Waits at most
 * oldWorkersTimeoutMs (a slow download keeps its worker), and not at all
 * where the pid file or /proc cannot be read.
 */
export function nginxReload(nginx: string, args: readonly string[] = [], timeoutMs = oldWorkersTimeoutMs): () => void {
  const run = (step: readonly string[]): string => {
    const command = `${nginx} ${[...args, ...step].join(' ')}`;
    const result = spawnSync(nginx, [...args, ...step], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    if (result.error) throw new Error(`${command}: ${result.error.message}`);
    if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status}): ${`${result.stderr}${result.stdout}`.trim()}`);
    return result.stdout;
  };
  return () => {
    const dump = run(['-T']);
    const prefixArg = args.indexOf('-p');
    // Without -p, nginx's compiled-in prefix (`nginx -V`, on stderr).
    const prefix =
      prefixArg >= 0
        ? args[prefixArg + 1]!
        : (/--prefix=(\S+)/.exec(spawnSync(nginx, ['-V'], {encoding: 'utf8'}).stderr)?.[1] ?? '/usr/share/nginx');
    const pidFile = nginxPidFile(dump, prefix);
    let oldWorkers: number[] = [];
    try {
      if (pidFile) oldWorkers = childProcesses(Number(readFileSync(pidFile, 'utf8').trim()));
    } catch {
      // No pid file: nginx -s reload says so below.
    }
    run(['-s', 'reload']);
    const until = performance.now() + timeoutMs;
    while (oldWorkers.some((pid) => processStart(pid) !== undefined) && performance.now() < until) sleep(20);
  };
}

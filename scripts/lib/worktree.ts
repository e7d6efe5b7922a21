/**
 * A commit of this repository checked out beside the working tree, for
 * benchmarks that compare it with the working tree in one run
 * (`bench:perf`, `bench:serve` and `bench:search` with `--baseline`): a
 * temporary git worktree, nothing built, with this checkout's node_modules
 * linked in when the lockfiles agree and its own installed when they do not.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Worktree {
  dir: string;
  /** The commit, short. */
  commit: string;
  /** Removes the worktree; safe to call twice. */
  cleanup: () => void;
}

export function baselineTree(ref: string, prefix = 'bench-baseline-'): Worktree {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const added = spawnSync('git', ['worktree', 'add', '--detach', dir, ref], {stdio: ['ignore', 'ignore', 'inherit']});
  if (added.status !== 0) {
    rmSync(dir, {recursive: true, force: true});
    throw new Error(`git worktree add ${ref} failed: is ${ref} a commit of this repository?`);
  }
  const cleanup = (): void => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], {stdio: 'ignore'});
    rmSync(dir, {recursive: true, force: true});
  };
  if (readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8')) {
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  } else {
    const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
    if (installed.status !== 0) {
      cleanup();
      throw new Error(`npm ci failed in the worktree of ${ref}`);
    }
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: dir, encoding: 'utf8'}).stdout.trim();
  return {dir, commit, cleanup};
}

/** Removes the worktree when the process is interrupted, too. */
export function cleanupOnSignal(tree: Worktree): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      tree.cleanup();
      process.exit(130);
    });
  }
}

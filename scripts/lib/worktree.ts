/**
 * A commit of this repository checked out beside the working tree, for
 * benchmarks that compare it with the working tree in one run
 * (`bench:serve --baseline`, `bench:search --baseline`): a temporary git
 * worktree with this checkout's node_modules linked in, nothing built.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, symlinkSync} from 'node:fs';
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
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: dir, encoding: 'utf8'}).stdout.trim();
  const cleanup = (): void => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], {stdio: 'ignore'});
    rmSync(dir, {recursive: true, force: true});
  };
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

import {existsSync, lstatSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {baselineTree} from '../../scripts/lib/worktree';

describe('baselineTree', () => {
  it('checks a commit out beside the working tree with its node_modules, and removes it', () => {
    const tree = baselineTree('HEAD', 'worktree-test-');
    try {
      expect(readFileSync(path.join(tree.dir, 'package.json'), 'utf8')).toContain('"name": "confidant-docs"');
      expect(lstatSync(path.join(tree.dir, 'node_modules')).isSymbolicLink()).toBe(true);
      expect(tree.commit).toMatch(/^[0-9a-f]{7,}$/);
    } finally {
      tree.cleanup();
    }
    expect(existsSync(tree.dir)).toBe(false);
    tree.cleanup();
  });

  it('names the ref it cannot check out', () => {
    expect(() => baselineTree('no-such-ref-for-a-test', 'worktree-test-')).toThrow(
      /no-such-ref-for-a-test failed: is no-such-ref-for-a-test a commit/,
    );
  });
});

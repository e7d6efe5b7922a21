import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// Code and tests say a requirement in their own words ("below 996 px is
// mobile"), never by a section of the product spec or an issue number: the
// spec is not in the repository, so a reader could not follow the reference.

const roots = ['src', 'scripts', 'tests', 'deploy', 'docusaurus.config.ts'];

/** Written by npm run mcp:bundle: third-party code, not ours to word. */
const generated = new Set(['scripts/mcp/package/confidant-docs-mcp.mjs']);

const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|css|conf|sh|md|mdx|html|txt)$/;

// The section sign and the word are written apart so that this file does not match itself.
const section = '\u00a7';
const issue = 'issue';
const citation = new RegExp(`spec ${section}|${section}\\s*\\d|\\bissues? #?\\d+`, 'i');

function filesUnder(root: string): string[] {
  if (!statSync(root).isDirectory()) return [root];
  const files: string[] = [];
  for (const entry of readdirSync(root, {withFileTypes: true})) {
    const file = path.posix.join(root, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...filesUnder(file));
    } else if (textFile.test(entry.name) && !generated.has(file)) files.push(file);
  }
  return files;
}

describe('comments cite requirements in our words', () => {
  it('finds a citation when there is one', () => {
    for (const line of [
      `// (spec ${section}4)`,
      `/* ${section}9 */`,
      `// ${issue} 13`,
      `// as ${issue} #14 asks`,
      `// ${issue}s 3 and 4`,
    ]) {
      expect(citation.test(line), line).toBe(true);
    }
    for (const line of ['// below 996 px is mobile', '// the issuer signs it', '// see the issues page']) {
      expect(citation.test(line), line).toBe(false);
    }
  });

  it('no file of ours names a spec section or an issue number', () => {
    const found: string[] = [];
    for (const file of roots.flatMap(filesUnder)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (citation.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found, 'say the requirement itself instead').toEqual([]);
  });
});

// The aliases of the upstream register take effect in the built client
// bundle: src/plugins/upstream-register lists the bundle's modules at build
// time. An alias whose key stops matching leaves the site working, and slower
// or wrong, with no other test failing; this one names it.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {clientModulesFile} from '../../src/plugins/upstream-register';
import {upstreamPath, upstreamRegister, type UpstreamEntry} from '../../src/plugins/upstream-register/register';

const bundled = (): Set<string> => new Set(JSON.parse(readFileSync(path.join('build', clientModulesFile), 'utf8')) as string[]);

/** The upstream module as the bundle names it: a theme component's compiled file for an ejected or wrapped one. */
function bundledUpstream(entry: UpstreamEntry): string {
  const file = entry.kind === 'eject' || entry.kind === 'wrap' ? entry.file.replace(/^src\//, 'lib/').replace(/\.tsx$/, '.js') : entry.file;
  return path
    .relative(process.cwd(), upstreamPath({package: entry.package, file}))
    .split(path.sep)
    .join('/');
}

test('the client bundle has our module and not the one it replaces, for every alias and ejected component', () => {
  const modules = bundled();
  const wrong: string[] = [];
  for (const entry of upstreamRegister) {
    const ours = modules.has(entry.ours);
    const upstream = modules.has(bundledUpstream(entry));
    switch (entry.kind) {
      case 'alias':
      case 'eject':
        if (!ours || upstream) {
          wrong.push(`${entry.id}: ours ${ours ? 'in' : 'missing from'} the bundle, upstream's ${upstream ? 'still in it' : 'gone'}`);
        }
        break;
      case 'alias-wrapper':
      case 'wrap':
        if (!ours || !upstream) wrong.push(`${entry.id}: ours and upstream's are both in the bundle, as ours renders or calls upstream's`);
        break;
      case 'alias-removed':
        if (upstream) wrong.push(`${entry.id}: upstream's module is still in the bundle`);
        break;
      default:
        break;
    }
  }
  expect(wrong).toEqual([]);
});

test('utils-common gets our tslib helpers, and no tslib reaches the browser', () => {
  const modules = [...bundled()];
  expect(modules).toContain('src/plugins/first-visit-chunks/client/tslibHelpers.ts');
  expect(modules.filter((m) => m.includes('node_modules/tslib/'))).toEqual([]);
});

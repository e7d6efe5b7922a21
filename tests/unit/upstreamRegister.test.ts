/**
 * The upstream register (src/plugins/upstream-register/register.ts): every
 * upstream file we replace, alias, wrap, copy or rely on is listed, and is
 * still the file we ported. When a Docusaurus upgrade changes one, this fails
 * and says what to re-port. tests/e2e/upstreamRegister.spec.ts proves on the
 * built bundle that the aliases take effect.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import desktopBreakpointPlugin from '../../src/plugins/desktop-breakpoint';
import hideableNavbarPlugin from '../../src/plugins/hideable-navbar';
import baseUrlBannerPlugin from '../../src/plugins/base-url-banner';
import renderedLocationPlugin from '../../src/plugins/rendered-location';
import yieldingHydrationPlugin from '../../src/plugins/yielding-hydration';
import {prismSetupModule} from '../../src/plugins/code-highlight';
import {installedVersion, ownThemeComponents, upstreamPath, upstreamRegister} from '../../src/plugins/upstream-register/register';

const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('the upstream register', () => {
  for (const entry of upstreamRegister) {
    it(`${entry.id}: ${entry.package}/${entry.file} is the file ${entry.ours} was written against`, () => {
      const file = upstreamPath(entry);
      expect(existsSync(file), `${entry.package} no longer has ${entry.file}: re-port ${entry.ours} to where it went`).toBe(true);
      expect(
        sha256(file),
        `Re-port this: ${entry.package}/${entry.file} changed since ${entry.takenFrom} (installed: ${installedVersion(entry)}). ` +
          `Diff it with the ${entry.takenFrom} version, carry the change over to ${entry.ours} (or drop ours if upstream now does the job), ` +
          `then record the new sha256 and takenFrom in src/plugins/upstream-register/register.ts.`,
      ).toBe(entry.sha256);
    });
  }

  it('names files of ours that exist, each entry once', () => {
    for (const entry of upstreamRegister) expect(existsSync(entry.ours), entry.ours).toBe(true);
    expect(new Set(upstreamRegister.map((e) => e.id)).size).toBe(upstreamRegister.length);
  });

  it('has an entry for every theme component in src/theme', () => {
    const components: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, {withFileTypes: true})) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx$/.test(entry.name)) components.push(file.split(path.sep).join('/'));
      }
    };
    walk('src/theme');
    const registered = new Set([...upstreamRegister.map((e) => e.ours), ...ownThemeComponents]);
    expect(components.filter((c) => !registered.has(c))).toEqual([]);
  });

  it('lists every alias the plugins configure, pointing at the file it names', () => {
    const plugins: Plugin[] = [
      yieldingHydrationPlugin(),
      hideableNavbarPlugin(),
      desktopBreakpointPlugin(),
      renderedLocationPlugin(),
      baseUrlBannerPlugin(),
    ];
    const aliases: Record<string, string | false> = {[prismSetupModule]: false};
    for (const plugin of plugins) {
      // These plugins return their configuration at once (no promise).
      const config = plugin.configureWebpack?.({}, false, {} as never, {}) as {resolve?: {alias?: Record<string, string>}} | undefined;
      Object.assign(aliases, config?.resolve?.alias ?? {});
    }
    const aliasEntries = upstreamRegister.filter((e) => e.kind.startsWith('alias'));
    // An alias key is the module as upstream's own code imports it, often without `.js`, or a folder's index.
    const entryOf = (key: string) => aliasEntries.find((e) => [key, `${key}.js`, path.join(key, 'index.js')].includes(upstreamPath(e)));
    for (const [key, target] of Object.entries(aliases)) {
      const entry = entryOf(key);
      expect(entry, `an alias of ${key} that the register lacks`).toBeDefined();
      if (entry!.kind === 'alias-removed') expect(target).toBe(false);
      else {
        expect(
          path
            .relative(process.cwd(), target as string)
            .split(path.sep)
            .join('/'),
        ).toBe(entry!.ours);
      }
    }
    expect(aliasEntries.filter((e) => !Object.keys(aliases).some((key) => entryOf(key) === e)).map((e) => e.id)).toEqual([]);
  });

  it('is the list ARCHITECTURE.md shows', () => {
    const architecture = readFileSync('ARCHITECTURE.md', 'utf8');
    for (const entry of upstreamRegister) {
      expect(architecture, entry.id).toContain(`| \`${entry.id}\` |`);
      expect(architecture, entry.id).toContain(`\`${entry.package}/${entry.file}\``);
    }
  });
});

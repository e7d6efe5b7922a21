import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {upstreamBrowserContextModule, upstreamClientEntry} from '../../src/plugins/yielding-hydration';

// The plugin replaces two of core's client modules by alias. When a Docusaurus
// upgrade moves or changes them, this fails: compare the new upstream code with
// ./src/plugins/yielding-hydration before changing the expectations below.
describe('yielding-hydration replaces what core still has', () => {
  it('finds the client entry and browser context where the aliases point', () => {
    expect(existsSync(upstreamClientEntry)).toBe(true);
    expect(existsSync(`${upstreamBrowserContextModule}.js`)).toBe(true);
  });

  it("core's entry still preloads the route, then hydrates in a transition, as ours does", () => {
    const entry = readFileSync(upstreamClientEntry, 'utf8');
    expect(entry).toContain('window.docusaurus = docusaurus');
    expect(entry).toMatch(/preload\(window\.location\.pathname\)\.then\(\(\) => \{\s*startTransition\(renderApp\);/);
    expect(entry).toContain('ReactDOM.hydrateRoot(container, app');
    expect(entry).toContain("import App from './App'");
  });

  it("core's browser context still flips isBrowser in an effect after hydration", () => {
    const context = readFileSync(`${upstreamBrowserContextModule}.js`, 'utf8');
    expect(context).toMatch(/useEffect\(\(\) => \{\s*setIsBrowser\(true\);\s*\}, \[\]\);/);
    expect(context).toContain('export const Context = React.createContext(false)');
  });
});

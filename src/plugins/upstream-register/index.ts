/**
 * Local plugin: records which modules the client bundle is made of, in
 * `build/.server/client-modules.json` (paths from the site root; hidden from
 * both servers like the rest of `.server/`). tests/e2e/upstreamRegister.spec.ts
 * reads it to prove that each alias of ./register.ts takes effect: an alias
 * whose key stops matching (upstream renamed a file, or added `.js` to an
 * import) leaves the site working, and slower or wrong, with nothing else
 * failing.
 *
 * The list is taken when the bundler has resolved every module
 * (`finishModules`), before modules are concatenated into chunks, so a module
 * inlined into another is in it too.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where the list is written, from the build folder. */
export const clientModulesFile = path.join('.server', 'client-modules.json');

/** The little of the bundler's API used here, the same in webpack and Rspack. */
interface Compiler {
  options: {output: {path?: string}};
  hooks: {
    thisCompilation: {
      tap: (
        name: string,
        fn: (compilation: {hooks: {finishModules: {tap: (name: string, fn: (modules: Iterable<BundledModule>) => void) => void}}}) => void,
      ) => void;
    };
    afterEmit: {tapPromise: (name: string, fn: () => Promise<void>) => void};
  };
}

interface BundledModule {
  resource?: string;
  nameForCondition?: () => string | null | undefined;
}

const name = 'upstream-register';

export default function upstreamRegisterPlugin(context: LoadContext): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const files = new Set<string>();
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap(name, (compilation) => {
                compilation.hooks.finishModules.tap(name, (modules) => {
                  for (const module of modules) {
                    const file = module.resource ?? module.nameForCondition?.();
                    if (file) files.add(path.relative(context.siteDir, file.split('?')[0]!).split(path.sep).join('/'));
                  }
                });
              });
              compiler.hooks.afterEmit.tapPromise(name, async () => {
                const out = path.join(compiler.options.output.path ?? context.outDir, clientModulesFile);
                await mkdir(path.dirname(out), {recursive: true});
                await writeFile(out, `${JSON.stringify([...files].sort(), null, 1)}\n`);
              });
            },
          },
        ],
      };
    },
  };
}

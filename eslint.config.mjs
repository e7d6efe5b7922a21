// @ts-check
/**
 * ESLint for the site's code (MDX content is not linted). Modelled on the
 * root config of facebook/docusaurus, which also lints docusaurus.io's
 * website: eslint:recommended, typescript-eslint, react-hooks (whose v7
 * recommended set carries the React Compiler checks Docusaurus enables with
 * react-compiler/react-compiler), jsx-a11y and @docusaurus/eslint-plugin.
 * Its airbnb, import, jest, header and regexp layers and its monorepo rules
 * are left out; formatting belongs to Prettier (.prettierrc).
 */
import {builtinModules} from 'node:module';
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import {defineConfig, globalIgnores} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs in the browser: a plugin's client/ folder. */
const pluginClientCode = 'src/plugins/*/client/**';

/** The site's code stands on its own: scripts may import from src/, never the reverse. */
const scriptsImport = {
  group: ['**/scripts/**'],
  message: 'src/ does not import from scripts/: move what the site needs into src/ (src/lib/ for build code).',
};

/** Node's own modules, which no browser bundle can hold. */
const nodeBuiltinImports = {
  paths: builtinModules
    .filter((name) => !name.startsWith('_'))
    .map((name) => ({name, message: 'Browser code: Node modules do not exist there.'})),
  patterns: [{group: ['node:*'], message: 'Browser code: Node modules do not exist there.'}, scriptsImport],
};

/** Globals of one environment that the other lacks (TypeScript sees both, as tsconfig loads Node's types). */
const nodeOnlyGlobals = Object.keys(globals.node).filter((name) => !(name in globals.browser) && name !== 'process');
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.node));

export default defineConfig(
  globalIgnores([
    'build/',
    'build-edge/',
    '.docusaurus/',
    'node_modules/',
    'static/',
    'docs/',
    'versioned_docs/',
    'test-results/',
    'playwright-report/',
    'screenshots/',
    // What bench:perf writes for its anchors (scripts/lib/anchorSites.ts).
    'scripts/bench/anchors/*/{dist,build,.astro,.docusaurus,docs}/',
    'scripts/bench/anchors/starlight/src/content/',
    // Written by npm run mcp:bundle from scripts/mcp, which is linted.
    'scripts/mcp/package/confidant-docs-mcp.mjs',
  ]),

  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },

  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      // Docusaurus's choices for plain JavaScript rules (its warnings are
      // errors here: `npm run lint` allows no warnings).
      'array-callback-return': 'error',
      // The API's own field names (max_tokens, tool_choice) are snake_case.
      camelcase: ['error', {properties: 'never'}],
      // Docusaurus asks for braces on every body; our code writes one-line
      // guards (`if (!x) return;`), so braces only where a body spans lines.
      curly: ['error', 'multi-line'],
      // From airbnb, which Docusaurus extends.
      eqeqeq: ['error', 'always'],
      'no-constant-binary-expression': 'error',
      'no-empty': ['error', {allowEmptyCatch: true}],
      'no-lonely-if': 'error',
      'no-nested-ternary': 'error',
      'no-param-reassign': ['error', {props: false}],
      'no-template-curly-in-string': 'error',
      'no-useless-escape': 'error',
      'no-void': ['error', {allowAsStatement: true}],
      'prefer-template': 'error',
      yoda: 'error',

      // Docusaurus's typescript-eslint choices.
      '@typescript-eslint/ban-ts-comment': ['error', {'ts-expect-error': 'allow-with-description'}],
      '@typescript-eslint/consistent-type-imports': ['error', {disallowTypeAnnotations: false, fixStyle: 'inline-type-imports'}],
      '@typescript-eslint/explicit-module-boundary-types': 'error',
      '@typescript-eslint/method-signature-style': 'error',
      '@typescript-eslint/no-shadow': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/no-use-before-define': ['error', {functions: false, classes: false, variables: true}],
      '@typescript-eslint/prefer-optional-chain': 'error',
      // Off as in Docusaurus: with noUncheckedIndexedAccess, `xs[i]!` after a
      // bounds check is how an index that tsc cannot prove is stated.
      '@typescript-eslint/no-non-null-assertion': 'off',

      // typescript-eslint's strict set, tuned to what our code writes.
      // Numbers and possibly-undefined values (argv, regex groups, optional
      // theme fields we always set) are fine in a template; any, booleans,
      // objects and never are not.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {allowNumber: true, allowNullish: true, allowAny: false, allowBoolean: false, allowRegExp: false, allowNever: false},
      ],
      // `() => setOpen(false)` as a handler is fine; a void value used
      // anywhere else is still an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', {ignoreArrowShorthand: true}],
    },
  },

  // Node: scripts, tests, configuration and the plugins' build code. A
  // plugin's client/ folder is left out, so a Node global there is an error.
  {
    ignores: [pluginClientCode],
    languageOptions: {globals: {...globals.node}},
  },

  {
    files: ['src/**'],
    rules: {'no-restricted-imports': ['error', {patterns: [scriptsImport]}]},
  },

  // A plugin's browser code: browser globals, and no Node module (nor
  // scripts/, as in all of src/: this rule's options replace the above).
  {
    files: [pluginClientCode],
    languageOptions: {
      // process.env.NODE_ENV and the like are replaced by the bundler.
      globals: {...globals.browser, process: 'readonly'},
    },
    rules: {
      'no-restricted-imports': ['error', nodeBuiltinImports],
      'no-restricted-globals': ['error', ...nodeOnlyGlobals.map((name) => ({name, message: 'Browser code: a Node global.'}))],
    },
  },

  // A plugin's build code runs in Node, during the build.
  {
    files: ['src/plugins/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals.map((name) => ({name, message: 'Build code runs in Node: a browser global.'})),
      ],
    },
  },

  // Plain JavaScript, outside tsconfig.json: this config, and the one bundler
  // loader (src/plugins/first-visit-chunks/trimForBrowser.cjs), which runs
  // outside Docusaurus's TypeScript set-up.
  {
    files: ['**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  // React code that runs in the browser: src/ outside the plugins, and the
  // plugins' client/ folders.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/plugins/*/*'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    plugins: {'@docusaurus': docusaurus},
    languageOptions: {globals: {...globals.browser}},
    rules: {
      ...docusaurus.configs.recommended.rules,
      // Docusaurus raises these two from warnings to errors.
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

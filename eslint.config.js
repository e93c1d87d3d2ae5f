import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The architecture's boundaries (DESIGN.md §2), enforced here rather than by goodwill:
 * - web: a feature imports components/, lib/, config/ and its own files, never another feature;
 *   features compose in app/. components/ and lib/ never import features/ or app/. Only tests
 *   and test helpers import testing/. A relative import never leaves its feature or top-level
 *   folder: other folders are imported as '@/…'.
 * - server: SQL only in *.repository.ts and db/ (kysely is imported nowhere else, and no query is
 *   built elsewhere); lib/ and plugins/ import at most types from db/.
 * - core: imports nothing outside packages/core, and no Node modules (it runs in the browser).
 *   Inside it, three floors: vocabulary/ (enumerations, scales, limits) imports nothing else of
 *   core; contracts/ imports only vocabulary/; the rules (every other folder) import both. So no
 *   import runs back up, and core has no import cycle between its floors.
 * tooling/boundaries.test.ts shows each of them failing on a deliberate violation.
 */

/** Parts of the code, by folder; dependency policies below name these types. */
const elements = [
  { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'web-components', pattern: 'apps/web/src/components', partialMatch: false },
  { type: 'web-lib', pattern: 'apps/web/src/lib', partialMatch: false },
  { type: 'web-config', pattern: 'apps/web/src/config', partialMatch: false },
  { type: 'web-testing', pattern: 'apps/web/src/testing', partialMatch: false },
  // The service worker: its own bundle, beside the app; it shares lib/ with it (the outbox).
  { type: 'web-sw', pattern: 'apps/web/src/sw', partialMatch: false },
  { type: 'server-db', pattern: 'apps/server/src/db', partialMatch: false },
  { type: 'server-lib', pattern: 'apps/server/src/lib', partialMatch: false },
  { type: 'server-plugins', pattern: 'apps/server/src/plugins', partialMatch: false },
  // core's floors; the first pattern that matches a file names its element.
  { type: 'core-vocabulary', pattern: 'packages/core/src/vocabulary', partialMatch: false },
  { type: 'core-contracts', pattern: 'packages/core/src/contracts', partialMatch: false },
  { type: 'core', pattern: 'packages/core', partialMatch: false },
];

const to = (type) => ({ to: { element: { type } } });

/**
 * Relative import sources ('./x', '../x', '../../x', …). Glob's `**` never crosses a '..' segment,
 * so each depth is spelled out; six levels is deeper than any folder of the web app.
 */
const relativeSources = Array.from({ length: 6 }, (_, depth) => `${'../'.repeat(depth)}.{,.}/**`);

/** Files that play a part wherever they sit. */
const fileCategories = [
  { category: 'test', pattern: ['**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'] },
  { category: 'web-entry', pattern: 'apps/web/src/main.tsx' },
];

const webPolicies = [
  { from: { file: { categories: 'web-entry' } }, allow: [to('web-app'), to('web-lib'), to('web-config'), to('core')] },
  // app/ composes everything: router, layout, and the routes that join features.
  { from: { element: { type: 'web-app' } }, allow: [to('web-*'), to('core')] },
  // A feature's own files are one element: imports among them are not checked.
  { from: { element: { type: 'web-feature' } }, allow: [to('web-components'), to('web-lib'), to('web-config'), to('core')] },
  { from: { element: { type: 'web-components' } }, allow: [to('web-lib'), to('web-config'), to('core')] },
  { from: { element: { type: 'web-lib' } }, allow: [to('web-config'), to('core')] },
  { from: { element: { type: 'web-sw' } }, allow: [to('web-lib'), to('web-config'), to('core')] },
  { from: { element: { type: 'web-config' } }, allow: [to('core')] },
  {
    from: { element: { type: 'web-testing' } },
    allow: [to('web-components'), to('web-lib'), to('web-config'), to('core')],
  },
  // Tests and the test helpers beside them use the shared test helpers; the app itself never does.
  { from: { file: { categories: 'test' } }, allow: to('web-testing') },
  // Last, so it wins over the allows above: another folder is imported by its place, '@/…'.
  {
    from: { element: { type: 'web-*' } },
    disallow: { dependency: { source: relativeSources } },
    message:
      "A relative import may not leave its feature or top-level folder: name '{{ to.element.path }}' as '@/…', where the boundaries allow it (DESIGN.md §2)",
  },
];

const serverPolicies = [
  {
    from: { element: { type: ['server-lib', 'server-plugins'] } },
    disallow: { to: { element: { type: 'server-db' } }, dependency: { kind: 'value' } },
    message: 'lib/ and plugins/ hold no SQL: they import at most types from db/; queries belong in a *.repository.ts (DESIGN.md §2)',
  },
];

/**
 * core's floors (DESIGN.md §2): the rules stand on the contracts and the vocabulary, the contracts
 * on the vocabulary alone, and the vocabulary on nothing else of core. Tests sit beside the files
 * they test and keep to the same floors.
 */
const corePolicies = [
  { from: { element: { type: 'core' } }, allow: [to('core-contracts'), to('core-vocabulary')] },
  { from: { element: { type: 'core-contracts' } }, allow: to('core-vocabulary') },
  {
    from: { element: { type: 'core-contracts' } },
    disallow: to('core'),
    message: "contracts/ stand on vocabulary/ alone: '{{ to.file.path }}' is a rule, which stands on the contracts; move what both need to vocabulary/ (DESIGN.md §2)",
  },
  {
    from: { element: { type: 'core-vocabulary' } },
    disallow: { to: { element: { type: 'core*' } } },
    message: "vocabulary/ is core's ground floor and imports nothing else of core, not '{{ to.file.path }}' (DESIGN.md §2)",
  },
];

/** Query-builder calls: the SQL of a repository or of db/, nowhere else. */
const queryBuilderCalls = ['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': elements,
      'boundaries/files': fileCategories,
      'boundaries/legacy-templates': false,
      // Resolves '@/…', '#company' and the server's '.js' specifiers the way TypeScript does.
      'import/resolver': {
        typescript: {
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/core/tsconfig.json'].map((p) => path.join(root, p)),
          noWarnOnMultipleProjects: true,
        },
      },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: webPolicies,
          message:
            "'{{ from.file.path }}' may not import '{{ to.file.path }}': a feature imports only components/, lib/, config/ and its own files, and features compose in app/; components/ and lib/ never import a feature or app/; only tests import testing/ (DESIGN.md §2)",
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: serverPolicies }] },
  },
  {
    // The server's SQL lives in repositories and db/ (migrations, seed); the tests' harness in
    // test/ may query directly to set up and inspect data.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'SQL belongs in a *.repository.ts or db/ (DESIGN.md §2).' }],
          patterns: [{ group: ['kysely/*'], message: 'SQL belongs in a *.repository.ts or db/ (DESIGN.md §2).' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${queryBuilderCalls.join('|')})$/]`,
          message: 'SQL belongs in a *.repository.ts or db/ (DESIGN.md §2): call a repository function instead.',
        },
      ],
    },
  },
  {
    // Playwright fixtures take their dependencies as a destructured object, `{}` when none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // core is pure TypeScript shared with the browser: no Node APIs, nothing from outside
    // packages/core (relative paths into apps/ or elsewhere).
    files: ['packages/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'core runs in the browser too: no Node modules.' })),
          patterns: [
            { group: ['node:*'], message: 'core runs in the browser too: no Node modules.' },
            { group: ['**/apps/**'], message: 'core imports nothing from apps/.' },
          ],
        },
      ],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          policies: corePolicies,
          message: 'core imports nothing outside packages/core (DESIGN.md §2)',
        },
      ],
    },
  },
);

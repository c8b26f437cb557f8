import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first (docs/decisions/010-layers.md). A module may import its own layer
 * and the layers below it, never one above: what two higher modules share moves down.
 */
const layers = [
  // The Markdown renderer imports nothing of the site's; the contracts check the team's files with it.
  ['src/markdown'],
  ['src/contracts'],
  // The site's paths and the shape of a route's facts, which each page's route.ts fills: plain data.
  ['src/routes'],
  // Islands, the hydration hooks and the query state that widgets, pages and the frame use: the lower
  // half of the rendering pipeline (docs/decisions/175-rendering-pipeline.md), in a folder of its own.
  ['src/hydration'],
  ['src/content'],
  ['src/styles'],
  ['src/hooks'],
  ['src/motion'],
  ['src/assets'],
  ['src/api'],
  ['src/components'],
  ['src/forms'],
  ['src/pages'],
  // The route table, made of the pages' route.ts files, and the facts of it the build and the server
  // read (build-facts.ts): above the pages it reads (docs/decisions/200-a-page-is-one-folder.md).
  ['src/route-table'],
  ['src/app'],
  // The staff area (its own build, docs/decisions/184): it may use what the public pages use; no
  // public module may import it.
  ['src/staff'],
  // The pipeline's upper half: the browser entry and the SSR module, and the prerender that writes dist/ (Node).
  ['src/render/entries', 'src/render/build'],
  // The workbench's stories of the site's widgets with the words the site gives them (a page's, a
  // form's, the frame's content.ts): above every layer they read, and nothing imports them
  // (docs/decisions/201-stories-read-no-higher-layer.md). A story beside its component keeps to that layer.
  ['src/workbench'],
];

const layerZones = layers.slice(0, -1).map((target, index) => ({
  target,
  from: layers.slice(index + 1).flat(),
  message: 'A lower layer imports a higher one: move what both need down (docs/decisions/010-layers.md).',
}));

// One zone per page folder: a page imports no other page, so each page stays its own chunk and
// what two pages share lives in a lower layer.
const pageZones = readdirSync(new URL('./src/pages', import.meta.url)).map((page) => ({
  target: `src/pages/${page}`,
  from: 'src/pages',
  except: [`./${page}`],
  message: 'A page imports another page: move what both need to components/blocks, content or a hook.',
}));

/**
 * The layers of server/, lowest first (docs/decisions/176-server-layers.md), by the same rule as
 * src/'s: a module imports its own layer and those below. The bottom is the plain helpers beside
 * app.ts; routes, site, admin and ops (probes and metrics), the ways in, sit beside each other and import none of the
 * others. Tests and the test material (server/test, server/faults) may import any layer, to drive
 * the code from its top; no other module may import test material.
 */
const serverHelpers = [
  'clock',
  'register-call',
  'problem',
  'safe-text',
  'file-kind',
  'log',
  'config',
  'env-file',
  'security',
  'time-limits',
  'validate',
  'redis',
];
const serverWaysIn = ['server/routes', 'server/site', 'server/admin', 'server/ops'];
const serverLayers = [
  serverHelpers.map((name) => `server/${name}.ts`),
  ['server/store'],
  ['server/mail'],
  ['server/submissions'],
  // The back office's rules, one module per kind of record, below every door that changes one.
  ['server/domain'],
  serverWaysIn,
  // The staff area: the browser's way to the admin operations (and the account ones), so above them.
  ['server/staff'],
  ['server/app.ts', 'server/main.ts', 'server/vite.config.ts'],
];
const serverTestFolders = ['server/test', 'server/faults'];

const serverZones = [
  ...serverLayers.slice(0, -1).map((target, index) => ({
    target,
    from: serverLayers.slice(index + 1).flat(),
    message: 'A lower server layer imports a higher one: move what both need down (docs/decisions/176-server-layers.md).',
  })),
  ...serverWaysIn.map((target) => ({
    target,
    from: serverWaysIn.filter((other) => other !== target),
    message: 'routes, site and admin sit beside each other: move what two of them share down.',
  })),
  {
    target: serverLayers.flat(),
    from: serverTestFolders,
    message: 'Test material is for tests: the server and the admin CLI never import it.',
  },
];

const typeScriptExtensions = ['.ts', '.tsx', '.mts', '.cts'];

const doorMessage =
  'A door (command line, staff call, public route) calls the domain core (server/domain/), which reads and writes the store and the audit log: no SQL or audit row here (decision 195).';

/**
 * One clock (docs/decisions/191-one-clock.md): the server reads the time from its store's clock
 * (server/clock.ts), which tests fix, never from `new Date()`, `Date.now()` or the database's now();
 * a page reads the device's clock in the few places that show today. A duration is measured with
 * performance.now(), which no calendar moves.
 */
const clockMessage =
  "Read the time from the store's clock (server/clock.ts) or measure with performance.now(): tests fix the clock (decision 191).";
const clockSelectors = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: clockMessage },
  { selector: "CallExpression[callee.property.name='defaultNow']", message: clockMessage },
  { selector: 'TaggedTemplateExpression[tag.name="sql"] TemplateElement[value.raw=/\\bnow\\(\\)/]', message: clockMessage },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-workbench',
      'dist-ssr',
      'dist-server',
      'data',
      'src/styles/generated',
      'test-results',
      'playwright-report',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': [...typeScriptExtensions, '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': typeScriptExtensions },
      'import-x/resolver-next': [createNodeResolver({ extensions: [...typeScriptExtensions, '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...layerZones, ...pageZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/**/*.{ts,mjs}'],
    ignores: ['server/**/*.test.ts', ...serverTestFolders.map((folder) => `${folder}/**`)],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }],
      'no-restricted-syntax': ['error', ...clockSelectors],
    },
  },
  {
    // The doors of the back office (the command line, the staff calls, the public routes) call the
    // domain core; they write no SQL and no audit row themselves (docs/decisions/195, issue 38).
    files: ['server/admin/**/*.ts', 'server/staff/**/*.ts', 'server/routes/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: doorMessage, allowTypeImports: true },
            { name: 'drizzle-orm/pg-core', message: doorMessage, allowTypeImports: true },
          ],
          patterns: [
            { group: ['**/store/schema'], message: doorMessage, allowTypeImports: true },
            { group: ['**/domain/audit'], importNames: ['audit'], message: doorMessage },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...clockSelectors] },
  },
  {
    // The API is its contracts: a call is registered from one (server/register-call.ts), never by hand;
    // the catch-alls that refuse the rest and the staff pages' shell are the only other routes.
    files: ['server/routes/**/*.ts', 'server/staff/**/*.ts'],
    ignores: ['server/routes/unknown-api.ts', 'server/staff/staff-plugin.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(get|head|post|put|patch|delete|options|all|route)$/][callee.object.name='app']",
          message:
            'Register an API call from its contract: registerPublicCall(app, name, handler), or a staff call through staffCallRegistrar (server/register-call.ts).',
        },
        ...clockSelectors,
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'src/render/build/**/*.mjs', 'tokens/**/*.mjs', '*.config.{js,ts}', 'e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS on purpose: the version check before install must run on any Node (scripts/checks/node-version.cjs).
    files: ['scripts/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Its boot function is written into every page and runs in the browser.
    files: ['src/render/build/boot-script.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

// The lint of the whole repository (`npm run lint`, part of `npm test`): generic JavaScript and
// TypeScript mistakes, React's rules of hooks, and the boundaries between the parts of the code
// that src/README.md describes. Rules that need type information are left out on purpose: the
// lint must stay fast (a few seconds on the two-core development machine).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The console's feature folders (src/<feature>) and the features each may use. A feature uses
 * another only through that feature's public entry (src/<feature>/index.ts); the table has no
 * cycle, so no two features depend on each other, even through their entries. The change request
 * widgets the Flags page shows come from change-requests' entry; change requests do not know the
 * Flags page.
 */
const featureUses = {
  flags: ['change-requests', 'projects', 'segments', 'audiences'],
  'change-requests': ['projects', 'segments', 'audiences'],
  playground: ['flags', 'projects', 'audiences'],
  'service-accounts': [],
  projects: [],
  segments: [],
  'context-fields': [],
  // My account lists the person's own tokens with the service accounts' token list.
  account: ['service-accounts'],
  users: [],
  // A revert in History goes where the Flags page's change would (a change request, or not).
  history: ['flags', 'projects', 'segments'],
  audiences: [],
  // The environments page reads the instance's environments through projects, and reads them anew there.
  environments: ['projects'],
  exposures: ['projects'],
  applications: [],
  // Integrations offer the projects and environments an integration may listen to.
  integrations: ['projects'],
  // The header's bell; following is done from a flag's page (flags) through the shared api.
  notifications: [],
  maintenance: [],
};

/** Folders of src/ that any part of the console may use, and that use no feature nor the app. */
const sharedFolders = ['api', 'lib', 'ui', 'viewer', 'describe', 'test', 'evaluation-contexts'];

const features = Object.keys(featureUses);
const anyOf = (names) => `(${names.join('|')})`;

const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });

const boundaryElements = [
  { type: 'contract', pattern: 'contract' },
  { type: 'server', pattern: 'server' },
  { type: 'app', pattern: 'src/app' },
  // The one constraint editor, which strategies and segments share: used through its index.ts.
  { type: 'constraints', pattern: 'src/constraints' },
  { type: 'shared', pattern: `src/${anyOf(sharedFolders)}` },
  { type: 'feature', pattern: `src/${anyOf(features)}`, capture: ['feature'] },
  // Tests and tools outside the console: the end-to-end specs, the bench and the scripts.
  { type: 'tooling', pattern: '(e2e|e2e-unleash|bench|scripts)' },
].map((descriptor) => ({ ...descriptor, partialMatch: false }));

const constraintsEntry = { element: { type: 'constraints', fileInternalPath: 'index.ts' } };

const boundaryPolicies = [
  // The contract is the zod schemas both sides share: it depends on nothing of theirs.
  { from: element('contract'), allow: { to: element('contract') } },
  // The package's own manifest gives the API document its version.
  { from: element('server'), allow: { to: [element('contract'), { file: { path: 'package.json' } }] } },
  // The server's tests may check it against the build's own tools (the precompressed files).
  { from: { element: { type: 'server' }, file: { path: '**/*.test.ts' } }, allow: { to: element('tooling') } },
  { from: element('app'), allow: { to: [element('app'), element('shared'), element('feature'), element('contract'), constraintsEntry] } },
  { from: element('shared'), allow: { to: [element('shared'), element('contract')] } },
  { from: element('constraints'), allow: { to: [element('constraints'), element('shared'), element('contract')] } },
  { from: element('feature'), allow: { to: [element('shared'), element('contract'), constraintsEntry] } },
  ...Object.entries(featureUses)
    .filter(([, uses]) => uses.length > 0)
    .map(([feature, uses]) => ({
      from: element('feature', { feature }),
      allow: { to: { element: { type: 'feature', captured: { feature: uses }, fileInternalPath: 'index.ts' } } },
    })),
  // The specs, the bench and the scripts drive the service as a whole; the console they reach
  // through a browser, never by import.
  { from: element('tooling'), allow: { to: [element('tooling'), element('server'), element('contract'), { file: { path: '*.config.ts' } }] } },
];

export default defineConfig([
  globalIgnores(['dist/', 'dist-server/', 'data/', 'test-results/', 'playwright-report/', 'blob-report/', 'coverage/', '.cache/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // It warns that the React Compiler would leave alone a component using a library it cannot
      // memoize for (TanStack Virtual's useVirtualizer); the console is not built with the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    rules: {
      // Leaving a key out by destructuring it beside a rest (`const { id: _, ...rest } = body`)
      // is how the tests build a body that lacks one field.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['e2e/**', 'e2e-unleash/**'],
    rules: {
      // Playwright reads a fixture's dependencies from the pattern of its first parameter, so a
      // fixture that needs none is written `async ({}, use) => …`, as its documentation does.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': boundaryElements,
    },
    rules: {
      // A local file outside every element (a new folder of src/, say) is no exception: it is
      // refused until the table above says where it belongs.
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies, checkUnknownLocals: true }],
    },
  },
  {
    files: ['src/*/**', 'contract/**', 'server/**'],
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
]);

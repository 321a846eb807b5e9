// One ESLint flat config for the whole workspace (`pnpm lint`). ESM via .mjs: the root package.json stays CommonJS for relay.config.js.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      'gateway/src/generated/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
      'release/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Underscore marks an argument or binding that must exist but is deliberately not read.
      // Rest siblings: `const { secret, ...rest } = row` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Ambient declarations only: `declare global { namespace Express {…} }` is how Express's request type is extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['relay.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/generated-typescript-types': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/no-future-added-value': 'error',
      'relay/function-required-argument': 'error',
      'relay/hook-required-argument': 'error',
      // react-relay's index also loads the legacy containers (QueryRenderer, fragment/refetch/pagination containers)
      // into every route's first load; the hooks entry is all the app uses.
      'no-restricted-imports': ['error', { paths: [{ name: 'react-relay', message: "Import from 'react-relay/hooks'." }] }],
    },
  },
  {
    // A route's query module (X.query.ts) holds the route's query and the loader that starts it, so the router
    // fetches it beside the screen's code (web/src/app/router.tsx); the screen in X.tsx reads what it spreads.
    files: ['web/src/**/*.query.ts'],
    rules: { 'relay/unused-fields': 'off', 'relay/must-colocate-fragment-spreads': 'off' },
  },
  {
    // Tests read GraphQL and REST payloads by path and check their shape with expect(); the assertion, not a
    // hand-written copy of the schema's types, is what guards them. Production code gets no such leeway.
    files: ['**/test/**', '**/*.test.ts', 'tests/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright's page.evaluate callbacks run in the browser.
    files: ['tests/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

// One ESLint flat config for the whole workspace (`pnpm lint`). ESM via .mjs: the root package.json stays CommonJS for relay.config.js.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// web/src/features/<f>: each a folder that can be read alone (docs/architecture.md "Web"). Only app/ composes them.
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const reactRelayHooksOnly = { name: 'react-relay', message: "Import from 'react-relay/hooks'." };
/** A relative import that reaches into a folder of `names` deeper than its index.ts (`../users/UserForm`, not `../users`). */
const deepInto = (names, message) => ({ regex: `^(\\.\\./)+(${names.join('|')})/`, message });

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
      'no-restricted-imports': ['error', { paths: [reactRelayHooksOnly] }],
    },
  },
  // A feature uses another only through that feature's index.ts (what it chooses to share), and shared/ uses none;
  // a route's screen stays a lazy import of app/router.tsx. (Each block repeats the react-relay path: a later
  // block's options replace an earlier block's for the same rule.)
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactRelayHooksOnly],
          patterns: [
            deepInto(
              webFeatures.filter((other) => other !== feature),
              `Import another feature through its index.ts ('../<feature>'), or move what both need to web/src/shared.`,
            ),
            deepInto(['app'], 'Only app/ composes features; a feature does not import app/.'),
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactRelayHooksOnly],
          patterns: [deepInto(['features', 'app'], 'shared/ is what any feature may use: it imports no feature and not app/.')],
        },
      ],
    },
  },
  {
    // The component tests' render helper wraps a component in the app's real theme (app/theme.ts): tests only,
    // never part of a bundle.
    files: ['web/src/shared/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [reactRelayHooksOnly] }] },
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

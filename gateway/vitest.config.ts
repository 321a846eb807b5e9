import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import '../scripts/vitest-node20.mts';

/*
 * Unit tests (src/**) run once. Integration tests in test/** start the real API and the gateway
 * per file; they run with the API on PGlite and, when DATABASE_URL is set, a second time on that
 * PostgreSQL server (each file in a fresh database; see test/support/stack.ts).
 * LENDHUB_TEST_ENGINE tells the harness which engine to use.
 */
const engines = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

// graphql ships CJS (`main`) and ESM (`module`) builds without an `exports` map. Node (and so tsx in
// production, and @graphql-tools here) loads the CJS one; Vite would hand our test files the ESM one,
// giving two `graphql` instances ("Cannot use GraphQLSchema from another module or realm").
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    // Each integration file starts its own API and gateway; give start-up room.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      ...engines.map((engine) => ({
        test: { name: engine, include: ['test/**/*.test.ts'], env: { LENDHUB_TEST_ENGINE: engine } },
      })),
    ],
  },
});

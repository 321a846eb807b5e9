import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import '../scripts/vitest-node20.mts';

/*
 * Unit tests (src/**) run once. Integration tests in test/** start the real API and the gateway
 * per file, on one engine: the PostgreSQL server when DATABASE_URL is set, PGlite otherwise (each
 * file in a fresh database; see test/harness/stack.ts). The gateway only speaks HTTP to the API, so
 * the engine is the API's concern: the API's own suite runs on both, and the browser tests on PGlite.
 * LENDHUB_TEST_ENGINE tells the harness which engine to use.
 */
const engines = [process.env.DATABASE_URL ? 'postgres' : 'pglite'];

// graphql ships CJS (`main`) and ESM (`module`) builds without an `exports` map. Node (and so tsx in
// production, and @graphql-tools here) loads the CJS one; Vite would hand our test files the ESM one,
// giving two `graphql` instances ("Cannot use GraphQLSchema from another module or realm").
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    // The gateway's JSON log (pino) stays quiet in tests; a test that checks it passes its own logger.
    // bcrypt at cost 4 (api/src/auth/passwords.ts: test runs only): each cost-10 hash is ~100 ms of JavaScript.
    env: { LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '4' },
    // Each integration file starts its own API and gateway; give start-up room.
    hookTimeout: 120_000,
    // Two files at a time, also on a 2-core machine (vitest's default there is one): a file spends much
    // of its time waiting on its database and its servers. Measured on the API suite: 192 → 130 s on
    // PGlite, 97 → 76 s on PostgreSQL.
    maxWorkers: 2,
    testTimeout: 30_000,
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      ...engines.map((engine) => ({
        test: {
          name: engine,
          include: ['test/**/*.test.ts'],
          env: { LENDHUB_TEST_ENGINE: engine },
          // Files share their worker's module graph instead of importing the servers again per file: a file's
          // state is its own running API (and gateway), and a file that changes process.env undoes it after.
          // Measured on 12 API files: 128 → 77 s of CPU.
          isolate: false,
        },
      })),
    ],
  },
});

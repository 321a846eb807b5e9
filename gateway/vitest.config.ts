import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { serverTestSettings } from '../scripts/vitest-server-suite.mts';

/*
 * Integration tests in test/** start the real API and the gateway per file, on one engine: the
 * PostgreSQL server when DATABASE_URL is set, PGlite otherwise (each file in a fresh database; see
 * test/harness/stack.ts). The gateway only speaks HTTP to the API, so
 * the engine is the API's concern: the API's own suite runs on both, and the browser tests on PGlite.
 */
const engines = [process.env.DATABASE_URL ? 'postgres' : 'pglite'];

// graphql ships CJS (`main`) and ESM (`module`) builds without an `exports` map. Node (and so tsx in
// production, and @graphql-tools here) loads the CJS one; Vite would hand our test files the ESM one,
// giving two `graphql` instances ("Cannot use GraphQLSchema from another module or realm").
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: serverTestSettings(engines),
});

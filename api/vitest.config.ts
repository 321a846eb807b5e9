import { defineConfig } from 'vitest/config';
import '../scripts/vitest-node20.mts';

/*
 * Unit tests (src/**) run once. HTTP tests in test/** run on PGlite and, when DATABASE_URL
 * is set, a second time on that PostgreSQL server (each file in a fresh database; see
 * test/helpers/test-api.ts, `useTestApi()`). LENDHUB_TEST_ENGINE tells the helper which engine to use.
 */
const engines = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // Opening PGlite takes seconds on a busy machine; migrations and seed add a little more.
    hookTimeout: 120_000,
    // Two files at a time, also on a 2-core machine (vitest's default there is one): a file spends much
    // of its time waiting on its database and its servers. Measured on the API suite: 192 → 130 s on
    // PGlite, 97 → 76 s on PostgreSQL.
    maxWorkers: 2,
    testTimeout: 30_000,
    // bcrypt at cost 4 (api/src/auth/passwords.ts: test runs only): each cost-10 hash is ~100 ms of JavaScript.
    env: { LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '4' },
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

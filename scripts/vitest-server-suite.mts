import './vitest-node20.mts';

/**
 * The test settings the API's and the gateway's suites share (their vitest.config.ts): unit tests (src/**) run
 * once; the integration tests (test/**) once per engine in `engines` (a vitest project each), told their engine
 * by LENDHUB_TEST_ENGINE (the API's test/helpers/test-api.ts, the gateway's test/harness/stack.ts).
 */
export function serverTestSettings(engines: readonly string[]) {
  return {
    // The servers' JSON logs (pino) stay quiet in tests; a test that checks them passes its own logger.
    // bcrypt at cost 4 (api/src/auth/passwords.ts: test runs only): each cost-10 hash is ~100 ms of JavaScript.
    env: { LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '4' },
    // Opening PGlite takes seconds on a busy machine, and each integration file starts its own servers.
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
  };
}

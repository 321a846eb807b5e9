// End-to-end tests in Debian's Chromium against the real portal on a fresh embedded database, serving
// web/dist: one instance (`node ../scripts/start.mjs`: gateway + in-process API) or, in CI, the cluster
// (`node ../scripts/start-cluster.mjs`: HAProxy, two gateways, the API behind HAProxy's API frontend, Redis).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 4310);

// In CI the suite runs against the cluster of `pnpm start:cluster` (HAProxy round-robin over two gateways,
// their API calls through HAProxy's second frontend to two API processes on PostgreSQL, uploads in the
// database, Redis): the browser cannot tell it from one instance, and the run shows that. Set
// E2E_CLUSTER=1 to do the same locally (needs Redis), E2E_CLUSTER=0 to use one instance in CI.
const cluster = (process.env.E2E_CLUSTER ?? (process.env.CI ? '1' : '0')) === '1';
// The cluster on PostgreSQL (with DATABASE_URL; the default in CI, E2E_POSTGRES=1 elsewhere, E2E_POSTGRES=0 to
// opt out): two API processes on a scratch database of the run's own (e2e/support/cluster-on-postgres.mjs),
// uploads in that database (UPLOAD_STORAGE=postgres), so either API process serves any file; else PGlite
// and one API process.
const onPostgres = cluster && (process.env.E2E_POSTGRES ?? (process.env.CI ? '1' : '0')) === '1' && Boolean(process.env.DATABASE_URL);
if (cluster) process.env.LENDHUB_E2E_REDIS_URL ||= process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379/12';

// One fresh data directory per run. The config is also loaded by each worker, which inherits
// the runner's environment, so the directory is created once and shared through it.
process.env.LENDHUB_E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'lendhub-e2e-'));
const dataDir = process.env.LENDHUB_E2E_DATA_DIR;
// A cluster is only started with a given JWT_SECRET (every process must share it): one per run, like the data.
process.env.LENDHUB_E2E_JWT_SECRET ||= randomBytes(32).toString('base64url');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Generous: the suite also runs on small, busy CI machines.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Two workers everywhere: a browser test spends much of its time waiting on the servers and on the page, so
  // two keep both cores of a 2-core CI machine busy; every spec is written to share the database with another.
  workers: 2,
  // One retry in CI only, as Playwright's own template does: a browser test that needed it is still
  // listed as "flaky" in the report, so a flake is seen and mended rather than hidden or fatal.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './e2e/support/globalSetup.ts',
  globalTeardown: './e2e/support/globalTeardown.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // The browser asks for reduced motion, as many users' systems do: the app then stills its CSS and
    // framer-motion animations, which saves about a tenth of the suite's time (drawn frames) and waits on
    // moving elements. shell.spec.ts checks motion with the system's default.
    reducedMotion: 'reduce',
    // Recording a trace costs about a fifth of a test's time: only the retry of a failed test records one
    // (E2E_TRACE=keep records every test and keeps the failures', for a failure that does not repeat).
    trace: process.env.E2E_TRACE === 'keep' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: onPostgres
      ? 'node e2e/support/cluster-on-postgres.mjs'
      : cluster
        ? 'node ../scripts/start-cluster.mjs'
        : 'node ../scripts/start.mjs',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The cluster script stops its gateways (they drain) and the API on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      ...process.env,
      PORT: String(port),
      // One instance: the in-process API takes a random free port. Cluster: HAProxy's API frontend, the two
      // gateways and the API process on the ports after HAProxy's public one. Either way the embedded
      // database lives in the fresh DATA_DIR.
      ...(cluster
        ? {
            API_PORT: String(port + 1),
            GATEWAY_PORTS: `${port + 2},${port + 3}`,
            API_PORTS: onPostgres ? `${port + 4},${port + 5}` : String(port + 4),
            REDIS_URL: process.env.LENDHUB_E2E_REDIS_URL!,
          }
        : { API_PORT: '0' }),
      API_URL: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      E2E_POSTGRES_URL: onPostgres ? process.env.DATABASE_URL! : '',
      JWT_SECRET: cluster ? process.env.LENDHUB_E2E_JWT_SECRET : '',
      UPLOAD_STORAGE: onPostgres ? 'postgres' : 'local',
      NODE_ENV: 'test',
      // bcrypt at cost 4 (test runs only, api/src/auth/passwords.ts): sign-ins and new accounts are ~100 ms faster each.
      PASSWORD_HASH_COST: '4',
    },
  },
});

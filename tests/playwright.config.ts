// End-to-end tests in Debian's Chromium against the real portal: `node ../scripts/start.mjs`
// (gateway + in-process API on a fresh embedded database, serving web/dist).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 4310);

// One fresh data directory per run. The config is also loaded by each worker, which inherits
// the runner's environment, so the directory is created once and shared through it.
process.env.LENDHUB_E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'lendhub-e2e-'));
const dataDir = process.env.LENDHUB_E2E_DATA_DIR;

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
  workers: process.env.CI ? 1 : 2,
  // One retry in CI only, as Playwright's own template does: a browser test that needed it is still
  // listed as "flaky" in the report, so a flake is seen and mended rather than hidden or fatal.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalTeardown: './e2e/support/globalTeardown.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...process.env,
      PORT: String(port),
      // The in-process API takes a random free port; the embedded database lives in the fresh DATA_DIR.
      API_PORT: '0',
      API_URL: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: '',
      NODE_ENV: 'test',
    },
  },
});

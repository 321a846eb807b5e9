// Lighthouse (performance only; the desktop preset and the default mobile one — simulated slow 4G, 4× CPU) on the
// running portal, signed in as the Loan Officer: the score and the metrics behind it for each route, in Debian's Chromium.
// Run: pnpm --filter @lendhub/bench lighthouse   (the portal running: `pnpm start`)
// The sign-in screens (/login, /register) are measured twice: signed out, the page a visitor gets, and signed in,
// the sign-in entry handing the page over to the app (what a signed-in user who opens /login gets).
// Env: BASE_URL (default http://localhost:4000), ROUTES (comma-separated, default below), RUNS (default 1:
// the median of RUNS runs per route), PRESETS (default desktop,mobile), CHROME_PATH (default /usr/bin/chromium),
// DEBUGGING_PORT (Chromium's, default 9333), REPORT_DIR (when set, each run's full Lighthouse JSON is written there: long tasks, script bootup, main-thread work).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { median } from './stats.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4000';
const ROUTES = (process.env.ROUTES ?? '/,/lenders,/lender-finder,/dashboard/tickets,/growth,/login').split(',');
const SIGN_IN_SCREENS = new Set(['/login', '/register']);
const RUNS = Number(process.env.RUNS ?? 1);
/** Lighthouse's desktop preset, and its default configuration (a mid-range phone on slow 4G). */
const PRESETS = { desktop: desktopConfig, mobile: undefined } as const;
type Preset = keyof typeof PRESETS;
const presets = (process.env.PRESETS ?? 'desktop,mobile').split(',').filter((name): name is Preset => name in PRESETS);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.REPORT_DIR;
const DEBUGGING_PORT = Number(process.env.DEBUGGING_PORT ?? 9333);

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  unusedJsKiB: number;
}

async function signIn(): Promise<{ token: string; role: string; email: string }> {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { token role email } }',
      variables: { input: { email: 'officer@lendhub.demo', password: 'LendHub#2025' } },
    }),
  });
  const body = (await response.json()) as { data?: { login: { token: string; role: string; email: string } } };
  if (!body.data) throw new Error(`sign-in failed at ${BASE_URL}: is the portal running?`);
  return body.data.login;
}

// A persistent profile: Lighthouse opens its tabs in it, where the session stored below is kept
// (disableStorageReset), so every route is measured signed in.
const profile = await mkdtemp(path.join(tmpdir(), 'lendhub-lighthouse-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROME_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    `--remote-debugging-port=${DEBUGGING_PORT}`,
  ],
});
try {
  const session = await signIn();
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${BASE_URL}/healthz`);
  // As the sign-in screen stores it (spec §3); a string, since bench/ is type-checked without the DOM library.
  const signInScript = `for (const [key, value] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(key, value);`;
  await page.evaluate(signInScript);
  /** Each measurement: a route, signed in or out (the sign-in screens both ways). */
  const measurements = ROUTES.flatMap((route) =>
    SIGN_IN_SCREENS.has(route)
      ? [
          { route, signedIn: false },
          { route, signedIn: true },
        ]
      : [{ route, signedIn: true }],
  );

  for (const preset of presets) {
    console.log(
      `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}${preset}, performance, signed in as the Loan Officer (sign-in screens also signed out), ${BASE_URL}:`,
    );
    console.log('route                             score   FCP ms   LCP ms   TBT ms    CLS   unused JS');
    for (const { route, signedIn } of measurements) {
      // Lighthouse's tabs share the profile's storage: the session is taken out for a signed-out measurement.
      await page.evaluate(signedIn ? signInScript : 'localStorage.clear();');
      const runs: Run[] = [];
      // A run Lighthouse could not finish (its runtimeError, e.g. no first paint seen in time) is named and tried
      // again, never counted as a score of 0.
      const failures: string[] = [];
      for (let index = 0; runs.length < RUNS && index < RUNS + 2; index += 1) {
        const result = await lighthouse(
          `${BASE_URL}${route}`,
          { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          PRESETS[preset],
        );
        if (!result) throw new Error(`no Lighthouse result for ${route}`);
        if (REPORT_DIR) {
          const name = `${preset}-${route.replace(/\W+/g, '_') || 'home'}-${signedIn ? 'in' : 'out'}-${index + 1}.json`;
          await mkdir(REPORT_DIR, { recursive: true });
          await writeFile(path.join(REPORT_DIR, name), JSON.stringify(result.lhr));
        }
        if (result.lhr.runtimeError) {
          failures.push(result.lhr.runtimeError.code);
          continue;
        }
        const { categories, audits } = result.lhr;
        const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round((categories.performance?.score ?? 0) * 100),
          fcp: numeric('first-contentful-paint'),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          unusedJsKiB: (audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0,
        });
      }
      const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
      const label = SIGN_IN_SCREENS.has(route) ? `${route} (${signedIn ? 'signed in, hands over' : 'signed out'})` : route;
      if (failures.length > 0) console.log(`${label.padEnd(32)} (${failures.length} run(s) not finished: ${failures.join(', ')})`);
      if (runs.length === 0) continue;
      console.log(
        `${label.padEnd(32)} ${String(pick('score')).padStart(6)} ${pick('fcp').toFixed(0).padStart(8)} ${pick('lcp').toFixed(0).padStart(8)} ${pick('tbt').toFixed(0).padStart(8)} ${pick('cls').toFixed(3).padStart(6)} ${(pick('unusedJsKiB') / 1024).toFixed(0).padStart(7)} KiB`,
      );
    }
  }
} finally {
  await browser.close();
  await rm(profile, { recursive: true, force: true });
}

// The first load of the web app, per route (issue 26 §1): the initial JS + CSS the build counts
// (web/scripts/bundle-budget.mjs, brotli) and the JavaScript Chromium actually receives until the network
// is idle — cold cache, signed in as the Loan Officer — including what loads after the first paint.
// Run alone: pnpm --filter @lendhub/bench firstload   (starts API + gateway in memory over web/dist);
// compare.bench.ts calls firstLoad() with its own gateway. Env: ROUTES (comma-separated), CHROME_PATH, FILES=1 (each
// script received, largest first, under its route's line).
import { randomBytes } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Targets of issue 26: initial brotli KiB per route (100 on the sign-in screens), JS received in KB. */
const INITIAL_TARGET_KIB = 170;
const SIGN_IN_TARGET_KIB = 100;
const RECEIVED_TARGET_KB = 200;
/** Quiet time that counts as 'the network is idle'. */
const QUIET_MS = 2_000;
const LIST_FILES = process.env.FILES === '1';
const BROWSER_ROUTES = (process.env.ROUTES ?? '/,/lenders,/lender-finder,/growth,/dashboard/tickets,/login,/register').split(',');

interface BuildRow {
  route: string;
  brKb: number;
  gzKb: number;
}

async function buildRows(): Promise<{ rows: BuildRow[]; budget: number; signInBudget: number } | string> {
  const budgetScript = '../web/scripts/bundle-budget.mjs';
  try {
    const { measureRoutes, BUDGET_KB, SIGN_IN_BUDGET_KB } = (await import(budgetScript)) as {
      measureRoutes: () => BuildRow[];
      BUDGET_KB: number;
      SIGN_IN_BUDGET_KB: number;
    };
    return { rows: measureRoutes(), budget: BUDGET_KB, signInBudget: SIGN_IN_BUDGET_KB };
  } catch (error) {
    return `no measurable web build (${(error as Error).message}); run pnpm --filter @lendhub/web build`;
  }
}

async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { token role email } }',
      variables: { input: { email: 'officer@lendhub.demo', password: 'LendHub#2025' } },
    }),
  });
  const body = (await response.json()) as { data?: { login: Record<string, string> } };
  if (!body.data) throw new Error(`sign-in failed at ${baseUrl}`);
  return body.data.login;
}

/** Bytes on the wire (compressed body and headers) of every script response until the network is idle. */
async function scriptBytesReceived(browser: Browser, baseUrl: string, route: string, session: Record<string, string> | null) {
  // A new context per route: an empty HTTP cache (cold), the session put in its storage as the sign-in screen does.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (session) {
    await context.addInitScript(`for (const [key, value] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(key, value);`);
  }
  const page = await context.newPage();
  const sizes: Array<Promise<{ file: string; bytes: number }>> = [];
  let lastActivity = Date.now();
  page.on('request', () => {
    lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => {
    lastActivity = Date.now();
    if (request.resourceType() !== 'script') return;
    const file = new URL(request.url()).pathname.split('/').pop() ?? request.url();
    sizes.push(request.sizes().then((size) => ({ file, bytes: size.responseBodySize + size.responseHeadersSize })));
  });
  // Playwright's 'networkidle' (500 ms quiet) comes while the entry still runs, before the route's chunks
  // are asked for: wait for the screen's heading, then for QUIET_MS without a request starting or ending.
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(200);
  const received = await Promise.all(sizes);
  await context.close();
  return { bytes: received.reduce((sum, { bytes }) => sum + bytes, 0), files: received.sort((a, b) => b.bytes - a.bytes) };
}

/** Prints both tables; `baseUrl` serves web/dist and /graphql (the gateway). */
export async function firstLoad(baseUrl: string): Promise<void> {
  const build = await buildRows();
  if (typeof build === 'string') {
    console.log(`\nfirst load: ${build}`);
    return;
  }
  console.log(
    `\ninitial JS + CSS per route of web/dist (KiB brotli; build budget ${build.budget}, sign-in screens ${build.signInBudget}; issue 26 target ${INITIAL_TARGET_KIB}, sign-in ${SIGN_IN_TARGET_KIB}):`,
  );
  for (const row of build.rows)
    console.log(`  ${row.route.padEnd(30)} brotli ${row.brKb.toFixed(1).padStart(6)}  gzip ${row.gzKb.toFixed(1).padStart(6)}`);

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const session = await signIn(baseUrl);
    console.log(
      `\nJS received by Chromium until network idle, cold cache, signed in as the Loan Officer (target ≤ ${RECEIVED_TARGET_KB} KB):`,
    );
    for (const route of BROWSER_ROUTES) {
      // The sign-in screens are measured signed out: signed in, they redirect away.
      const signedOut = route === '/login' || route === '/register';
      const { bytes, files } = await scriptBytesReceived(browser, baseUrl, route, signedOut ? null : session);
      console.log(
        `  ${route.padEnd(30)} ${(bytes / 1000).toFixed(0).padStart(5)} KB in ${String(files.length).padStart(2)} files${signedOut ? ' (signed out)' : ''}`,
      );
      if (LIST_FILES) for (const file of files) console.log(`      ${(file.bytes / 1000).toFixed(1).padStart(6)} KB  ${file.file}`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startApi } = await import('@lendhub/api');
  const { startGateway } = await import('@lendhub/gateway');
  const jwtSecret = randomBytes(32).toString('base64url');
  const api = await startApi({ port: 0, inMemory: true, jwtSecret });
  const gateway = await startGateway({ port: 0, apiUrl: api.url, jwtSecret });
  try {
    await firstLoad(gateway.url);
  } finally {
    await gateway.close();
    await api.close();
  }
}

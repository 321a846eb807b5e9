// Signing in for tests: through the form, or (faster) by calling the `login` mutation and
// storing the session the way the sign-in screen does (keys of spec §3).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type AccountKey } from './accounts';

export interface Session {
  token: string;
  role: string;
  email: string;
}

const LOGIN = `mutation E2ELogin($input: LoginInput!) { login(input: $input) { token role email } }`;
const sessions = new Map<AccountKey, Session>();

/**
 * Runs the login mutation over HTTP (cached per worker: tokens last 8 hours). A test that signs out
 * asks for a `fresh` session: signing out revokes the token, which must not be the shared one.
 */
export async function loginSession(request: APIRequestContext, account: AccountKey, options: { fresh?: boolean } = {}): Promise<Session> {
  const cached = options.fresh ? undefined : sessions.get(account);
  if (cached) return cached;
  const response = await request.post('/graphql', {
    data: { query: LOGIN, variables: { input: { email: ACCOUNTS[account].email, password: DEMO_PASSWORD } } },
  });
  expect(response.ok(), `login as ${account}`).toBe(true);
  const body = (await response.json()) as { data?: { login?: Session }; errors?: unknown };
  const session = body.data?.login;
  if (!session?.token) throw new Error(`login as ${account} failed: ${JSON.stringify(body.errors)}`);
  if (!options.fresh) sessions.set(account, session);
  return session;
}

/** Puts a session (or any token) into the app's storage, from a same-origin page that runs no app code. */
export async function storeSession(page: Page, session: Partial<Session> & { token: string }): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    if (s.role) localStorage.setItem('role', s.role);
    if (s.email) localStorage.setItem('email', s.email);
  }, session);
}

/** The token the app keeps in its storage (null once signed out). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** Signs in as a demo account without the form; then `page.goto` wherever the test starts. */
export async function signIn(page: Page, account: AccountKey, options: { fresh?: boolean } = {}): Promise<Session> {
  const session = await loginSession(page.request, account, options);
  if (page.url() === 'about:blank') await seedSessionOnFirstLoad(page, session);
  else await storeSession(page, session);
  return session;
}

/**
 * Stores the session as the page's first document loads, saving a navigation per test. The script
 * runs on every load of this tab, so it applies the session once (marked in sessionStorage, which
 * lives as long as the tab): a test that signs out and reloads stays signed out.
 */
async function seedSessionOnFirstLoad(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    sessionStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('token', s.token);
    localStorage.setItem('role', s.role);
    localStorage.setItem('email', s.email);
  }, session);
}

/** Signs in through the sign-in screen, as a user would. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

/** An unsigned three-part token whose exp is `secondsFromNow` away (the client never verifies). */
export function fakeToken(secondsFromNow: number, role = 'Admin'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', role, email: 'admin@lendhub.demo', exp })}.signature`;
}

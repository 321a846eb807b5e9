// A fresh account per test, so a test that changes a profile, a password or UI settings leaves the
// demo accounts as other tests expect them.
import type { APIRequestContext, Page } from '@playwright/test';
import { loginSession, storeSession, type Session } from './auth';
import { callGateway } from './gateway';

/** The seeded roles' global ids (UserRole:1 Loan Officer, 2 Account Executive (Lender), 3 Admin). */
export const ROLE_IDS = {
  officer: Buffer.from('UserRole:1').toString('base64'),
  lender: Buffer.from('UserRole:2').toString('base64'),
  admin: Buffer.from('UserRole:3').toString('base64'),
} as const;

export const NEW_USER_PASSWORD = 'password-123';

/** Creates a user with `role` (as the demo Admin) and returns its session. */
export async function createUser(request: APIRequestContext, role: keyof typeof ROLE_IDS, fullName: string): Promise<Session> {
  const admin = await loginSession(request, 'admin');
  const email = `${role}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  await callGateway(request, admin.token, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }', {
    input: { fullName, email, phoneNumber: '5550104321', roleId: ROLE_IDS[role], password: NEW_USER_PASSWORD },
  });
  const login = await callGateway<{ login: Session }>(
    request,
    '',
    'mutation ($input: LoginInput!) { login(input: $input) { token role email } }',
    {
      input: { email, password: NEW_USER_PASSWORD },
    },
  );
  return login.login;
}

/** Creates a user with `role` (as the demo Admin) and signs it in on `page`. */
export async function signInAsNewUser(page: Page, role: keyof typeof ROLE_IDS, fullName: string): Promise<Session & { fullName: string }> {
  const session = await createUser(page.request, role, fullName);
  await storeSession(page, session);
  return { ...session, fullName };
}

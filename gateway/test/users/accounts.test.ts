import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, codesOf, fieldsOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';
import { ROLE_IDS, uniqueEmail } from '../harness/testData.ts';
import { totpCode } from '../harness/totp.ts';

const stack = useStack();

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token message } }`;
const SETUP = `mutation { startTwoFactorSetup { message setup { secret otpauthUri qrCodeDataUrl } } }`;
const ENABLE = `mutation ($input: EnableTwoFactorInput!) { enableTwoFactor(input: $input) { message recoveryCodes user { id twoFactorAuthentication } } }`;
const DISABLE = `mutation ($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { message user { twoFactorAuthentication } } }`;
const RESET = `mutation ($input: ResetTwoFactorInput!) { resetTwoFactor(input: $input) { message user { twoFactorAuthentication } } }`;
const REGISTER = `mutation ($input: CompleteRegistrationInput!) { completeRegistration(input: $input) { email pending message } }`;
const ROLES = `{ registrationRoles { id name } }`;
const PENDING = `{ users(first: 50, accountStatus: PENDING) { edges { node { id email accountStatus } } } }`;
const APPROVE = `mutation ($input: ApproveUserInput!) { approveUser(input: $input) { message user { accountStatus } } }`;
const REJECT = `mutation ($input: RejectUserInput!) { rejectUser(input: $input) { message rejectedUserId } }`;

const login = (input: Record<string, unknown>) => stack.gql<{ login: { token: string } }>(LOGIN, { input });

describe('two-factor sign-in through GraphQL', () => {
  it('setup → enable with a code → login asks for the code → a code signs in → disable with a recovery code', async () => {
    const token = await stack.tokenFor('LOAN_OFFICER');
    const started = await stack.gql<{ startTwoFactorSetup: { setup: { secret: string; otpauthUri: string; qrCodeDataUrl: string } } }>(
      SETUP,
      {},
      token,
    );
    expect(started.errors).toBeUndefined();
    const { secret, qrCodeDataUrl } = started.data!.startTwoFactorSetup.setup;
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await stack.gql(ENABLE, { input: { code: totpCode(secret) === '123456' ? '654321' : '123456' } }, token);
    expect(codesOf(wrong)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(wrong)).toEqual({ code: 'Invalid or already used code' });

    const enabled = await stack.gql<{
      enableTwoFactor: { message: string; recoveryCodes: string[]; user: { twoFactorAuthentication: boolean } };
    }>(ENABLE, { input: { code: totpCode(secret) } }, token);
    expect(enabled.errors).toBeUndefined();
    expect(enabled.data!.enableTwoFactor).toMatchObject({
      message: 'Two-factor authentication enabled',
      user: { twoFactorAuthentication: true },
    });
    const { recoveryCodes } = enabled.data!.enableTwoFactor;
    expect(recoveryCodes).toHaveLength(10);

    const asked = await login({ email: DEMO.LOAN_OFFICER, password: DEMO_PASSWORD });
    expect(codesOf(asked)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(asked)).toEqual({ code: 'Enter the 6-digit code from your authenticator app' });

    const refused = await login({
      email: DEMO.LOAN_OFFICER,
      password: DEMO_PASSWORD,
      code: '000000' === totpCode(secret, Date.now() + 30_000) ? '111111' : '000000',
    });
    expect(codesOf(refused)).toEqual(['UNAUTHENTICATED']);
    expect(refused.errors![0]!.message).toBe('Invalid or already used code');

    const signedIn = await login({ email: DEMO.LOAN_OFFICER, password: DEMO_PASSWORD, code: totpCode(secret, Date.now() + 30_000) });
    expect(signedIn.errors).toBeUndefined();
    const fresh = signedIn.data!.login.token;

    const disabled = await stack.gql<{ disableTwoFactor: unknown }>(DISABLE, { input: { code: recoveryCodes[0] } }, fresh);
    expect(disabled.data!.disableTwoFactor).toEqual({
      message: 'Two-factor authentication disabled',
      user: { twoFactorAuthentication: false },
    });
    expect((await login({ email: DEMO.LOAN_OFFICER, password: DEMO_PASSWORD })).errors).toBeUndefined();
  });

  it("lets only an Admin reset someone's two-factor sign-in", async () => {
    const lenderToken = await stack.tokenFor('ACCOUNT_EXECUTIVE');
    const { secret } = (await stack.gql<{ startTwoFactorSetup: { setup: { secret: string } } }>(SETUP, {}, lenderToken)).data!
      .startTwoFactorSetup.setup;
    const enabled = await stack.gql<{ enableTwoFactor: { user: { id: string } } }>(
      ENABLE,
      { input: { code: totpCode(secret) } },
      lenderToken,
    );
    const userId = enabled.data!.enableTwoFactor.user.id;
    expect(codesOf(await stack.gql(RESET, { input: { userId } }, stack.officer))).toEqual(['FORBIDDEN']);
    const reset = await stack.gql<{ resetTwoFactor: unknown }>(RESET, { input: { userId } }, stack.admin);
    expect(reset.data!.resetTwoFactor).toEqual({ message: 'Two-factor authentication reset', user: { twoFactorAuthentication: false } });
  });
});

describe('registration without an invitation, approved by an Admin', () => {
  const applicant = (email: string, roleId: string) => ({
    firstName: 'Paz',
    lastName: 'Pending',
    email,
    phoneNumber: '+1 305 555 0199',
    password: 'paz-password-1',
    confirmPassword: 'paz-password-1',
    company: 'Harbor Mortgage',
    roleId,
    department: 'Retail',
    statesLicensed: ['FL'],
    languages: ['English'],
    avatar: null,
  });

  it('offers the two roles publicly; the account waits; the Admin approves from the pending list; then it signs in', async () => {
    const roles = await stack.gql<{ registrationRoles: { id: string; name: string }[] }>(ROLES, {});
    expect(roles.data!.registrationRoles).toEqual([
      { id: ROLE_IDS.LOAN_OFFICER, name: 'Loan Officer' },
      { id: ROLE_IDS.ACCOUNT_EXECUTIVE, name: 'Account Executive (Lender)' },
    ]);

    const email = uniqueEmail('paz');
    const done = await stack.gql<{ completeRegistration: { pending: boolean; message: string } }>(REGISTER, {
      input: applicant(email, ROLE_IDS.LOAN_OFFICER),
    });
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeRegistration).toMatchObject({ email, pending: true });

    const early = await login({ email, password: 'paz-password-1' });
    expect(codesOf(early)).toEqual(['FORBIDDEN']);
    expect(early.errors![0]!.message).toBe('Your account is waiting for approval. You can sign in once an Admin approves it.');

    expect(codesOf(await stack.gql(PENDING, {}, stack.officer))).toEqual(['FORBIDDEN']);
    const pending = await stack.gql<{ users: { edges: { node: { id: string; email: string; accountStatus: string } }[] } }>(
      PENDING,
      {},
      stack.admin,
    );
    const node = pending.data!.users.edges.map((edge) => edge.node).find((user) => user.email === email)!;
    expect(node.accountStatus).toBe('PENDING');

    const approved = await stack.gql<{ approveUser: unknown }>(APPROVE, { input: { userId: node.id } }, stack.admin);
    expect(approved.data!.approveUser).toEqual({
      message: 'Registration approved: the applicant can sign in now',
      user: { accountStatus: 'ACTIVE' },
    });
    expect((await login({ email, password: 'paz-password-1' })).errors).toBeUndefined();
  });

  it('refuses the Admin role and lets an Admin reject', async () => {
    const admin = await stack.gql(REGISTER, { input: applicant(uniqueEmail('boss'), ROLE_IDS.ADMIN) });
    expect(fieldsOf(admin)).toEqual({ roleId: 'Please choose Loan Officer or Account Executive (Lender)' });

    const email = uniqueEmail('nope');
    await stack.gql(REGISTER, { input: applicant(email, ROLE_IDS.ACCOUNT_EXECUTIVE) });
    const pending = await stack.gql<{ users: { edges: { node: { id: string; email: string } }[] } }>(PENDING, {}, stack.admin);
    const { id } = pending.data!.users.edges.map((edge) => edge.node).find((user) => user.email === email)!;
    const rejected = await stack.gql<{ rejectUser: unknown }>(REJECT, { input: { userId: id } }, stack.admin);
    expect(rejected.data!.rejectUser).toEqual({ message: 'Registration rejected', rejectedUserId: id });
  });
});

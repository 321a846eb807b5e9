import { describe, expect, it } from 'vitest';
import { formOf, uniqueEmail, useTestApi } from './helpers/test-api.ts';

const { api, admin, officer } = useTestApi();

const register = (fields: Record<string, string | undefined>) => api.form('POST', '/api/User/RegisterAsync', formOf(fields));
const login = (email: string, password: string) =>
  api.call<{ token: string }>('POST', '/api/Authentication/login', { body: { email, password } });

function applicant(email: string, overrides: Record<string, string | undefined> = {}) {
  return {
    firstName: 'Vera',
    lastName: 'Visitor',
    email,
    phoneNumber: '+1 512-555-0177',
    password: 'visitor-pass-1',
    confirmPassword: 'visitor-pass-1',
    company: 'Harbor Mortgage',
    role: '2',
    department: 'Wholesale',
    statesLicensed: 'TX,CA',
    languages: 'English',
    ...overrides,
  };
}

interface Listed {
  userId: number;
  emailAddress: string;
  accountStatus: string;
}

async function outboxTo(email: string): Promise<Array<{ subject: string; body: string; link: string | null }>> {
  const { body } = await api.call('GET', '/api/Outbox', { token: admin.token });
  return (body.data as Array<{ toAddress: string; subject: string; body: string; link: string | null }>).filter(
    (m) => m.toAddress === email,
  );
}

describe('registration without an invitation (docs/product.md "Accounts")', () => {
  it('starts pending: no sign-in until an Admin approves; the applicant is e-mailed; then the password signs in', async () => {
    const email = uniqueEmail('vera');
    const done = await register(applicant(email));
    expect(done.status).toBe(200);
    expect(done.body.responseMsg).toBe(
      'Registration received. An Admin will review your account; you will get an e-mail once it is approved.',
    );
    expect(done.body.data).toMatchObject({ emailAddress: email, role: 2, pending: true });

    const refused = await login(email, 'visitor-pass-1');
    expect(refused.status).toBe(403);
    expect(refused.body.responseMsg).toBe('Your account is waiting for approval. You can sign in once an Admin approves it.');
    // the wrong password says nothing about the account's state
    expect((await login(email, 'wrong-password-1')).body.responseMsg).toBe('Invalid Email and Password');

    const pending = await api.call<Listed[]>('GET', '/api/User/GetAllUser?accountStatus=pending', { token: admin.token });
    const listed = pending.body.data.find((user) => user.emailAddress === email);
    expect(listed).toMatchObject({ accountStatus: 'pending' });
    expect(pending.body.data.every((user) => user.accountStatus === 'pending')).toBe(true);

    expect((await api.call('POST', `/api/User/ApproveRegistration/${listed!.userId}`, { token: officer.token })).status).toBe(403);
    const approved = await api.call<Listed>('POST', `/api/User/ApproveRegistration/${listed!.userId}`, { token: admin.token });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ accountStatus: 'active' });
    const [mail] = await outboxTo(email);
    expect(mail).toMatchObject({ subject: 'Your LendHub account is approved', link: null });

    expect((await login(email, 'visitor-pass-1')).status).toBe(200);
    // deciding twice is refused
    expect((await api.call('POST', `/api/User/ApproveRegistration/${listed!.userId}`, { token: admin.token })).status).toBe(400);
  });

  it('a rejection removes the account and e-mails the applicant, who may register again', async () => {
    const email = uniqueEmail('rex');
    await register(applicant(email));
    const pending = await api.call<Listed[]>('GET', '/api/User/GetAllUser?accountStatus=pending', { token: admin.token });
    const { userId } = pending.body.data.find((user) => user.emailAddress === email)!;
    const rejected = await api.call('POST', `/api/User/RejectRegistration/${userId}`, { token: admin.token });
    expect(rejected.status).toBe(200);
    expect(rejected.body.responseMsg).toBe('Registration rejected');
    expect((await outboxTo(email)).map((m) => m.subject)).toContain('Your LendHub registration');
    expect((await login(email, 'visitor-pass-1')).body.responseMsg).toBe('Invalid Email and Password');
    expect((await register(applicant(email))).status).toBe(200);
  });

  it('offers only the two roles of the spec, and applies the form rules of spec §5', async () => {
    const admin3 = await register(applicant(uniqueEmail('sneaky'), { role: '3' }));
    expect(admin3.status).toBe(400);
    expect(admin3.body.data.errors.role).toBe('Please choose Loan Officer or Account Executive (Lender)');
    const mismatch = await register(applicant(uniqueEmail('typo'), { confirmPassword: 'something-else' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.errors.confirmPassword).toBe('Passwords do not match');
    const noStates = await register(applicant(uniqueEmail('nostate'), { statesLicensed: '' }));
    expect(noStates.body.data.errors.statesLicensed).toBe('State must be selected');
    const taken = await register(applicant('officer@lendhub.demo'));
    expect(taken.status).toBe(400);
    expect(taken.body.data.errors.email).toEqual(expect.any(String));
  });

  it('keeps the invitation path as it was: CompleteRegistrationAsync still needs a token', async () => {
    const missing = await api.form('POST', '/api/User/CompleteRegistrationAsync', formOf(applicant(uniqueEmail('notoken'))));
    expect(missing.status).toBe(400);
    expect(missing.body.responseMsg).toBe('Invitation token is required');
  });
});

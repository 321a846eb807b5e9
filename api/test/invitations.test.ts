import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIF_1X1, pngOfSize } from '../src/uploads/testing/fixtures.ts';
import { formOf, TEST_JWT_SECRET, uniqueEmail, useTestApi } from './helpers/test-api.ts';

const { api, admin, officer, lender } = useTestApi();

const invite = (body: unknown, token = admin.token) => api.call('POST', '/User/SendInviteAsync', { token, body });

/** The token of the newest outbox message to `email`, read the way an invitee gets it: from the link. */
async function tokenFromOutbox(email: string): Promise<{ token: string; link: string; body: string }> {
  const { body } = await api.call('GET', '/api/Outbox', { token: admin.token });
  const message = (body.data as Array<{ toAddress: string; link: string; body: string }>).find((item) => item.toAddress === email);
  if (!message) throw new Error(`no outbox message to ${email}`);
  const token = new URL(message.link).searchParams.get('token');
  if (!token) throw new Error('no token in the link');
  return { token, link: message.link, body: message.body };
}

function registration(token: string, email: string, overrides: Record<string, string | undefined> = {}) {
  return {
    token,
    firstName: 'Riley',
    lastName: 'Newcomer',
    email,
    phoneNumber: '+1 512-555-0142',
    password: 'welcome-aboard-1',
    confirmPassword: 'welcome-aboard-1',
    company: 'Summit Home Loans',
    role: '1',
    department: 'Retail Lending',
    statesLicensed: 'TX,PR',
    languages: 'English,Spanish',
    linkedInProfile: 'https://www.linkedin.com/in/riley',
    ...overrides,
  };
}

const complete = (fields: Record<string, string | undefined>, files: Array<[string, Buffer, string]> = []) =>
  api.form('POST', '/api/User/CompleteRegistrationAsync', formOf(fields, files));

describe('invitation journey', () => {
  it('invite → token from the outbox → details → complete registration → sign in; the token then works no more', async () => {
    const email = uniqueEmail('riley');
    const sent = await invite({ FullName: 'Riley Newcomer', EmailAddress: email, Role: 1 });
    expect(sent.status).toBe(200);
    expect(sent.body.responseMsg).toBe('Invitation created: e-mail is not configured, so share the registration link');
    expect(sent.body.data).toMatchObject({
      fullName: 'Riley Newcomer',
      emailAddress: email,
      role: 1,
      roleName: 'Loan Officer',
      status: 'Pending',
      emailSent: false,
    });
    const expiresIn = Date.parse(sent.body.data.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

    const { token, link, body } = await tokenFromOutbox(email);
    expect(link).toBe(`http://localhost:4000/register?token=${token}`);
    expect(sent.body.data.registrationLink).toBe(link);
    expect(body).toContain(link);
    expect(token.split('.')).toHaveLength(3);

    const details = await api.call('GET', `/api/User/GetUserDetailByToken?token=${encodeURIComponent(token)}`);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ fullName: 'Riley Newcomer', emailAddress: email, role: 1, roleName: 'Loan Officer' });

    const done = await complete(registration(token, email), [['File', GIF_1X1, 'me.gif']]);
    expect(done.status).toBe(200);
    expect(done.body.responseMsg).toBe('Registration successful!');
    expect(done.body.data).toMatchObject({ fullName: 'Riley Newcomer', emailAddress: email, role: 1 });

    const signedIn = await api.login(email, 'welcome-aboard-1');
    const me = await api.call('GET', '/api/User/GetUser', { token: signedIn });
    expect(me.body.data).toMatchObject({
      fullName: 'Riley Newcomer',
      roleName: 'Loan Officer',
      company: 'Summit Home Loans',
      statesLicensed: 'TX,PR',
      languages: 'English,Spanish',
      avatarUrl: expect.stringMatching(/\.gif$/),
    });

    const reused = await api.call('GET', `/api/User/GetUserDetailByToken?token=${encodeURIComponent(token)}`);
    expect(reused.status).toBe(400);
    expect(reused.body.responseMsg).toBe('This invitation has already been used');
    const again = await complete(registration(token, email, { password: 'another-pass-1', confirmPassword: 'another-pass-1' }));
    expect(again.status).toBe(400);
    expect(again.body.responseMsg).toBe('This invitation has already been used');
  });

  it('two registrations racing with one token create one account', async () => {
    const email = uniqueEmail('racer');
    await invite({ FullName: 'Race Runner', EmailAddress: email, Role: 2 });
    const { token } = await tokenFromOutbox(email);
    const results = await Promise.all([1, 2, 3].map(() => complete(registration(token, email, { role: '2' }))));
    expect(results.map((result) => result.status).sort()).toEqual([200, 400, 400]);
    const users = await api.call('GET', `/api/User/GetAllUser?search=${encodeURIComponent(email)}`, { token: admin.token });
    expect(users.body.data).toHaveLength(1);
  });

  it('refuses an expired token with a clear message', async () => {
    const email = uniqueEmail('late');
    await invite({ FullName: 'Late Comer', EmailAddress: email, Role: 1 });
    const { token } = await tokenFromOutbox(email);
    // The same invitation, but as if its week had passed: same nonce, expiry in the past.
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string };
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience('lendhub:invitation')
      .setJti(jti)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86_400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86_400)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const details = await api.call('GET', `/api/User/GetUserDetailByToken?token=${encodeURIComponent(expired)}`);
    expect(details.status).toBe(400);
    expect(details.body.responseMsg).toBe('This invitation has expired');
    const done = await complete(registration(expired, email));
    expect(done.status).toBe(400);
    expect(done.body.responseMsg).toBe('This invitation has expired');
  });

  it('refuses forged or missing tokens', async () => {
    const forged = await api.call('GET', '/api/User/GetUserDetailByToken?token=abc.def.ghi');
    expect(forged.status).toBe(400);
    expect(forged.body.responseMsg).toBe('Invalid invitation token');
    const missing = await api.call('GET', '/api/User/GetUserDetailByToken');
    expect(missing.body.responseMsg).toBe('Invitation token is required');
    // A sign-in token is not an invitation.
    const signIn = await api.call('GET', `/api/User/GetUserDetailByToken?token=${admin}`);
    expect(signIn.body.responseMsg).toBe('Invalid invitation token');
  });
});

describe('POST /User/SendInviteAsync', () => {
  it.each([
    [{ EmailAddress: 'x@example.com', Role: 1 }, 'fullName', 'Please input full name!'],
    [{ FullName: 'Al', EmailAddress: 'x@example.com', Role: 1 }, 'fullName', 'Full name must be at least 3 characters'],
    [{ FullName: 'Alex Doe', Role: 1 }, 'emailAddress', 'Please input email!'],
    [{ FullName: 'Alex Doe', EmailAddress: 'nope', Role: 1 }, 'emailAddress', 'Please enter a valid email!'],
    [{ FullName: 'Alex Doe', EmailAddress: 'x@example.com' }, 'role', 'Please select role!'],
    [{ FullName: 'Alex Doe', EmailAddress: 'officer@lendhub.demo', Role: 1 }, 'emailAddress', 'A user with this email already exists'],
  ])('refuses %j', async (body, field, message) => {
    const { status, body: answer } = await invite(body);
    expect(status).toBe(400);
    expect(answer.data.errors[field]).toBe(message);
  });

  it('is refused to non-admins; the outbox too', async () => {
    for (const { token } of [officer, lender]) {
      expect((await invite({ FullName: 'Sneaky Invite', EmailAddress: uniqueEmail(), Role: 3 }, token)).status).toBe(403);
      expect((await api.call('GET', '/api/Outbox', { token })).status).toBe(403);
    }
  });
});

describe('POST /api/User/CompleteRegistrationAsync validation', () => {
  let token: string;
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail('form');
    await invite({ FullName: 'Form Filler', EmailAddress: email, Role: 1 });
    ({ token } = await tokenFromOutbox(email));
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', undefined, 'Last name is required'],
    ['company', '', 'Company is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phoneNumber', '', 'phoneNumber number is required'],
    ['phoneNumber', '555-01', 'Please enter a valid phoneNumber number'],
    ['password', '', 'Password is required'],
    ['password', 'short1', 'Password must be at least 8 characters'],
    ['confirmPassword', '', 'Please confirm your password'],
    ['confirmPassword', 'something-else', 'Passwords do not match'],
    ['role', '', 'Role is required'],
    ['department', '', 'Department is required'],
    ['linkedInProfile', 'not a url', 'Please enter a valid LinkedIn URL'],
    ['facebookProfile', 'not a url', 'Please enter a valid Facebook URL'],
    ['twitterProfile', 'not a url', 'Please enter a valid Twitter URL'],
    ['instagramProfile', 'not a url', 'Please enter a valid Instagram URL'],
    ['youTubeChannel', 'not a url', 'Please enter a valid YouTube URL'],
    ['personalWebsite', 'not a url', 'Please enter a valid website URL'],
    ['statesLicensed', '', 'State must be selected'],
    ['statesLicensed', 'XX', 'State must be selected'],
    ['languages', '', 'Language must be selected'],
    ['languages', 'French', 'Language must be selected'],
  ])('%s = %j → "%s"', async (field, value, message) => {
    const { status, body } = await complete(registration(token, email, { [field]: value }));
    expect(status).toBe(400);
    expect(body.data.errors[field]).toBe(message);
  });

  it("says 'Passwords do not match' on Confirm even while other fields fail", async () => {
    const { body } = await complete(registration(token, email, { firstName: '', email: '', confirmPassword: 'something-else' }));
    expect(body.data.errors).toMatchObject({
      firstName: 'First name is required',
      email: 'Email is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('requires the invitation e-mail and role', async () => {
    const otherEmail = await complete(registration(token, uniqueEmail()));
    expect(otherEmail.body.data.errors.email).toBe('Email must match the invitation');
    const otherRole = await complete(registration(token, email, { role: '2' }));
    expect(otherRole.body.data.errors.role).toBe('Role must match the invitation');
  });

  it('refuses a photo that is not an image, or too big: no account, no file, invitation still usable', async () => {
    const before = await api.storedFiles();
    const notImage = await complete(registration(token, email), [['File', Buffer.from('plain text'), 'me.jpg']]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.responseMsg).toBe('file must be an image (jpg, png, gif, webp)');
    const tooBig = await complete(registration(token, email), [['File', pngOfSize(2 * 1024 * 1024 + 10), 'me.png']]);
    expect(tooBig.body.responseMsg).toBe('Image must be smaller than 2MB!');
    expect(await api.storedFiles()).toEqual(before);
    const details = await api.call('GET', `/api/User/GetUserDetailByToken?token=${encodeURIComponent(token)}`);
    expect(details.status).toBe(200);
  });
});

describe('pending invitations: list, resend, revoke', () => {
  const details = (token: string) => api.call('GET', `/api/User/GetUserDetailByToken?token=${encodeURIComponent(token)}`);

  async function pendingInvitation(name: string) {
    const email = uniqueEmail(name);
    const sent = await invite({ FullName: `Pending ${name}`, EmailAddress: email, Role: 2 });
    return { email, id: sent.body.data.invitationId as number, ...(await tokenFromOutbox(email)) };
  }

  it('lists pending invitations newest first with their expiry; used ones drop out', async () => {
    const first = await pendingInvitation('listed-a');
    const second = await pendingInvitation('listed-b');
    const used = await pendingInvitation('listed-used');
    expect((await complete(registration(used.token, used.email, { role: '2' }))).status).toBe(200);

    const { status, body } = await api.call('GET', '/api/User/GetPendingInvitations?limit=100', { token: admin.token });
    expect(status).toBe(200);
    const ids = (body.data as Array<{ invitationId: number }>).map((item) => item.invitationId);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(used.id);
    expect(body.data.find((item: { invitationId: number }) => item.invitationId === first.id)).toMatchObject({
      emailAddress: first.email,
      roleName: 'Account Executive (Lender)',
      status: 'Pending',
      expiresAt: expect.any(String),
    });

    const older = await api.call('GET', `/api/User/GetPendingInvitations?limit=1&beforeId=${second.id}`, { token: admin.token });
    expect(older.body.data.map((item: { invitationId: number }) => item.invitationId)).toEqual([ids[ids.indexOf(second.id) + 1]]);
  });

  it('resend gives a new link with a new expiry; the old link stops working and the new one registers', async () => {
    const invitation = await pendingInvitation('resent');
    const resent = await api.call('POST', `/api/User/ResendInvitation/${invitation.id}`, { token: admin.token });
    expect(resent.status).toBe(200);
    expect(resent.body.responseMsg).toBe('Invitation created: e-mail is not configured, so share the registration link');
    expect(resent.body.data).toMatchObject({ invitationId: invitation.id, status: 'Pending', emailSent: false });
    const fresh = await tokenFromOutbox(invitation.email);
    expect(resent.body.data.registrationLink).toBe(fresh.link);
    expect(fresh.token).not.toBe(invitation.token);

    const old = await details(invitation.token);
    expect(old.status).toBe(400);
    expect(old.body.responseMsg).toBe('Invalid invitation token');
    expect((await details(fresh.token)).status).toBe(200);
    expect((await complete(registration(fresh.token, invitation.email, { role: '2' }))).status).toBe(200);

    const again = await api.call('POST', `/api/User/ResendInvitation/${invitation.id}`, { token: admin.token });
    expect(again.status).toBe(400);
    expect(again.body.responseMsg).toBe('This invitation has already been used');
  });

  it('revoke withdraws the invitation: its link stops working and it leaves the list', async () => {
    const invitation = await pendingInvitation('revoked');
    const revoked = await api.call('DELETE', `/api/User/RevokeInvitation/${invitation.id}`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ responseMsg: 'Invitation revoked successfully', data: { invitationId: invitation.id } });
    expect((await details(invitation.token)).body.responseMsg).toBe('Invalid invitation token');
    const list = await api.call('GET', '/api/User/GetPendingInvitations?limit=100', { token: admin.token });
    expect(list.body.data.map((item: { invitationId: number }) => item.invitationId)).not.toContain(invitation.id);

    const twice = await api.call('DELETE', `/api/User/RevokeInvitation/${invitation.id}`, { token: admin.token });
    expect(twice.status).toBe(404);
    expect(twice.body.responseMsg).toBe('Invitation not found');
    expect((await api.call('POST', '/api/User/ResendInvitation/abc', { token: admin.token })).status).toBe(404);
  });

  it('is for Admins only', async () => {
    const invitation = await pendingInvitation('guarded');
    for (const token of [officer.token, lender.token]) {
      expect((await api.call('GET', '/api/User/GetPendingInvitations', { token })).status).toBe(403);
      expect((await api.call('POST', `/api/User/ResendInvitation/${invitation.id}`, { token })).status).toBe(403);
      expect((await api.call('DELETE', `/api/User/RevokeInvitation/${invitation.id}`, { token })).status).toBe(403);
    }
    expect((await api.call('GET', '/api/User/GetPendingInvitations')).status).toBe(401);
    expect((await details(invitation.token)).status).toBe(200);
  });
});

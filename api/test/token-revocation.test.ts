import { describe, expect, it } from 'vitest';
import { formOf, uniqueEmail, useTestApi } from './helpers/test-api.ts';

const { api, admin } = useTestApi();

/** A fresh Account Executive and two tokens of theirs (two signed-in devices). */
async function userWithTwoSessions(password = 'Sup3rSecret!') {
  const email = uniqueEmail('revoke');
  const created = await api.form(
    'POST',
    '/api/User/CreateUser',
    formOf({ FullName: 'Riley Revoke', EmailAddress: email, PhoneNumber: '5550100123', Role: 2, Password: password }),
    admin.token,
  );
  expect(created.status).toBe(200);
  const userId: number = created.body.data.userId;
  return { userId, email, first: await api.login(email, password), second: await api.login(email, password) };
}

const session = (token: string) => api.call('GET', '/api/Authentication/session', { token });

describe('token revocation', () => {
  it('GET /api/Authentication/session names the token’s user, with the role and email from the database and their own profile', async () => {
    const user = await userWithTwoSessions();
    const { status, body } = await session(user.first);
    expect(status).toBe(200);
    const own = await api.call('GET', `/api/User/GetUsersByIds?ids=${user.userId}`, { token: user.first });
    expect(body.data).toEqual({ userId: user.userId, role: 'Account Executive (Lender)', email: user.email, profile: own.body.data[0] });
    expect(body.data.profile).toMatchObject({ userId: user.userId, fullName: 'Riley Revoke', emailAddress: user.email });
  });

  it('signing out revokes the token it was made with; the user’s other sessions go on', async () => {
    const user = await userWithTwoSessions();
    // Used just before (requireAuth remembers the answer for a few seconds): revocation still applies at once.
    expect((await session(user.first)).status).toBe(200);
    const out = await api.call('POST', '/api/Authentication/logout', { token: user.first });
    expect(out.status).toBe(200);
    expect(out.body.responseMsg).toBe('Logged out successfully');
    expect((await session(user.first)).status).toBe(401);
    expect((await api.call('POST', '/api/Authentication/logout', { token: user.first })).status).toBe(401);
    expect((await session(user.second)).status).toBe(200);
    // Signing in again works.
    expect((await session(await api.login(user.email, 'Sup3rSecret!'))).status).toBe(200);
  });

  it('a password change revokes earlier tokens and hands the changing session a fresh one', async () => {
    const user = await userWithTwoSessions();
    expect((await session(user.second)).status).toBe(200);
    const changed = await api.call('PUT', `/api/User/UpdatePassword/${user.userId}`, {
      token: user.first,
      body: { currentPassword: 'Sup3rSecret!', newPassword: 'N3wSecret!!', confirmPassword: 'N3wSecret!!' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.responseMsg).toBe('Password updated successfully');
    expect((await session(user.first)).status).toBe(401);
    expect((await session(user.second)).status).toBe(401);
    expect((await session(changed.body.data.token)).status).toBe(200);
  });

  it('a wrong current password revokes nothing', async () => {
    const user = await userWithTwoSessions();
    const refused = await api.call('PUT', `/api/User/UpdatePassword/${user.userId}`, {
      token: user.first,
      body: { currentPassword: 'not-my-password', newPassword: 'N3wSecret!!', confirmPassword: 'N3wSecret!!' },
    });
    expect(refused.status).toBe(400);
    expect((await session(user.first)).status).toBe(200);
  });

  it('a password set by an Admin revokes the user’s tokens', async () => {
    const user = await userWithTwoSessions();
    expect((await session(user.first)).status).toBe(200);
    const updated = await api.form('PUT', '/api/User/UpdateUser', formOf({ UserId: user.userId, Password: 'AdminSet123!' }), admin.token);
    expect(updated.status).toBe(200);
    expect((await session(user.first)).status).toBe(401);
  });

  it('a deleted user’s token stops working', async () => {
    const user = await userWithTwoSessions();
    expect((await session(user.first)).status).toBe(200);
    expect((await api.call('DELETE', `/api/User/${user.userId}`, { token: admin.token })).status).toBe(200);
    expect((await session(user.first)).status).toBe(401);
  });

  it('a role changed by an Admin applies to the user’s next call, even one just made', async () => {
    const user = await userWithTwoSessions();
    expect((await session(user.first)).body.data.role).toBe('Account Executive (Lender)');
    const updated = await api.form('PUT', '/api/User/UpdateUser', formOf({ UserId: user.userId, Role: 3 }), admin.token);
    expect(updated.status).toBe(200);
    const after = await session(user.first);
    expect(after.status).toBe(200);
    expect(after.body.data.role).not.toBe('Account Executive (Lender)');
  });
});

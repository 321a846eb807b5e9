import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers/test-api.ts';

/* Issue 19 §6: other users' contact details only to themselves and Admins, as GraphQL shows them. */
const { api, admin, officer, lender } = useTestApi();

const profiles = async (path: string, token: string, ids: number[]) => {
  const { status, body } = await api.call<Record<string, unknown>[]>('GET', `${path}?ids=${ids.join(',')}`, { token });
  expect(status).toBe(200);
  return new Map(body.data.map((user) => [user['userId'], user]));
};

describe.each(['/api/User/GetUserProfilesByIds', '/api/User/GetUsersByIds'])('%s', (path) => {
  it("hides another user's e-mail, phone and two-factor status from a non-Admin", async () => {
    const seen = (await profiles(path, officer.token, [lender.userId])).get(lender.userId)!;
    expect(seen['fullName']).toBeTruthy();
    expect(seen['emailAddress']).toBeNull();
    if ('phoneNumber' in seen) {
      expect(seen['phoneNumber']).toBeNull();
      expect(seen['twoFactorAuthentication']).toBeNull();
    }
  });

  it('shows them to the user themself and to an Admin', async () => {
    expect((await profiles(path, officer.token, [officer.userId])).get(officer.userId)!['emailAddress']).toBe('officer@lendhub.demo');
    const byAdmin = (await profiles(path, admin.token, [lender.userId])).get(lender.userId)!;
    expect(byAdmin['emailAddress']).toBe('lender@lendhub.demo');
    if (path.endsWith('GetUserProfilesByIds')) expect(byAdmin['phoneNumber']).toEqual(expect.any(String));
  });
});

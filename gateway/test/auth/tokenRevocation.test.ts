import { describe, expect, it } from 'vitest';
import { codesOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const LOGIN = /* GraphQL */ `mutation Login($input: LoginInput!) { login(input: $input) { token } }`;
const VIEWER = /* GraphQL */ `query Viewer { viewer { email } }`;
const LOGOUT = /* GraphQL */ `mutation Logout { logout { message } }`;
const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($input: UpdatePasswordInput!) { updatePassword(input: $input) { message token user { email } } }
`;
const CREATE_USER = /* GraphQL */ `
  mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { user { email } } }
`;
const ROLES = /* GraphQL */ `query Roles { roles(first: 10) { edges { node { id name } } } }`;

/** A new Account Executive, signed in twice (two devices). */
async function newUserWithTwoSessions(password: string) {
  const email = `revoke-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const roles = await stack.gql<{ roles: { edges: { node: { id: string; name: string } }[] } }>(ROLES, {}, stack.admin);
  const roleId = roles.data!.roles.edges.find((edge) => edge.node.name === 'Account Executive (Lender)')!.node.id;
  const created = await stack.gql(
    CREATE_USER,
    { input: { fullName: 'Riley Revoke', email, phoneNumber: '5550100123', roleId, password } },
    stack.admin,
  );
  expect(created.errors).toBeUndefined();
  const signIn = async () => (await stack.gql<{ login: { token: string } }>(LOGIN, { input: { email, password } })).data!.login.token;
  return { email, first: await signIn(), second: await signIn() };
}

describe('revoked tokens stop working at the gateway', () => {
  it('logout revokes the viewer’s token at once; their other sessions go on', async () => {
    const user = await newUserWithTwoSessions('Sup3rSecret!');
    const out = await stack.gql<{ logout: { message: string } }>(LOGOUT, {}, user.first);
    expect(out.data!.logout.message).toBe('Logged out successfully');
    // This gateway forgets the token at once: the caller is nobody.
    expect((await stack.gql<{ viewer: unknown }>(VIEWER, {}, user.first)).data!.viewer).toBeNull();
    expect(codesOf(await stack.gql(LOGOUT, {}, user.first))).toEqual(['UNAUTHENTICATED']);
    expect((await stack.gql<{ viewer: { email: string } }>(VIEWER, {}, user.second)).data!.viewer.email).toBe(user.email);
  });

  it('a password change revokes every other session too', async () => {
    const user = await newUserWithTwoSessions('Sup3rSecret!');
    // The second device's token is checked once (and cached briefly) before the change.
    expect((await stack.gql(VIEWER, {}, user.second)).errors).toBeUndefined();
    await stack.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'Sup3rSecret!', newPassword: 'N3wSecret!!', confirmPassword: 'N3wSecret!!' } },
      user.first,
    );
    // Within the gateway's short session cache the token may pass the gateway's own check, but the
    // API refuses it: no data either way.
    const second = await stack.gql<{ viewer: unknown }>(VIEWER, {}, user.second);
    expect(second.data?.viewer ?? null).toBeNull();
  });

  it('a password change revokes the old token and answers a fresh one that works', async () => {
    const user = await newUserWithTwoSessions('Sup3rSecret!');
    const changed = await stack.gql<{ updatePassword: { message: string; token: string; user: { email: string } } }>(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'Sup3rSecret!', newPassword: 'N3wSecret!!', confirmPassword: 'N3wSecret!!' } },
      user.first,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updatePassword).toMatchObject({ message: 'Password updated successfully', user: { email: user.email } });
    const fresh = changed.data!.updatePassword.token;
    expect(fresh).toBeTruthy();
    expect((await stack.gql<{ viewer: unknown }>(VIEWER, {}, user.first)).data!.viewer).toBeNull();
    expect((await stack.gql<{ viewer: { email: string } }>(VIEWER, {}, fresh)).data!.viewer.email).toBe(user.email);
  });

  it('logout needs a signed-in viewer', async () => {
    expect(codesOf(await stack.gql(LOGOUT, {}))).toEqual(['UNAUTHENTICATED']);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIF_1X1 } from '../../../api/src/uploads/testing/fixtures.ts';
import { codesOf, fieldsOf, globalId, gqlUpload, ROLE_IDS, startStack, uniqueEmail, type Stack } from './helpers.ts';

let stack: Stack;
let admin: string;
let officer: string;
let lender: string;

beforeAll(async () => {
  stack = await startStack();
  [admin, officer, lender] = await Promise.all([stack.tokenFor('ADMIN'), stack.tokenFor('LOAN_OFFICER'), stack.tokenFor('ACCOUNT_EXECUTIVE')]);
});
afterAll(() => stack?.close());
beforeEach(() => stack.upstream.reset());

const SEND_INVITE = `mutation ($input: SendInviteInput!) {
  sendInvite(input: $input) { message emailSent registrationLink invitation { id fullName email roleId roleName status expiresAt } }
}`;
const INVITATION = `query ($token: String!) { invitation(token: $token) { fullName email roleId roleInternalId roleName status } }`;
const COMPLETE = `mutation ($input: CompleteRegistrationInput!) { completeRegistration(input: $input) { email fullName message } }`;

function registration(token: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    firstName: 'Nia',
    lastName: 'Newhire',
    email,
    phoneNumber: '+1 305 555 0177',
    password: 'nia-password-1',
    confirmPassword: 'nia-password-1',
    company: 'Mega Capital Funding',
    roleId: ROLE_IDS.ACCOUNT_EXECUTIVE,
    department: 'Wholesale',
    statesLicensed: ['FL', 'VI'],
    languages: ['Portuguese'],
    avatar: null,
    ...overrides,
  };
}

describe('invitation journey through GraphQL', () => {
  it('sendInvite → invitation(token) pre-fills → completeRegistration with a photo → login; then the token is used up', async () => {
    const email = uniqueEmail('nia');
    const sent = await stack.gql<{ sendInvite: any }>(SEND_INVITE, { input: { fullName: 'Nia Newhire', email, roleId: ROLE_IDS.ACCOUNT_EXECUTIVE } }, admin);
    expect(sent.errors).toBeUndefined();
    const { registrationLink, invitation, emailSent, message } = sent.data!.sendInvite;
    expect(emailSent).toBe(false);
    expect(message).toBe('Invitation created: e-mail is not configured, so share the registration link');
    expect(invitation).toMatchObject({ fullName: 'Nia Newhire', email, roleId: ROLE_IDS.ACCOUNT_EXECUTIVE, roleName: 'Account Executive (Lender)', status: 'PENDING' });
    const token = new URL(registrationLink).searchParams.get('token')!;

    // Public: no bearer token needed.
    const details = await stack.gql<{ invitation: any }>(INVITATION, { token });
    expect(details.data!.invitation).toEqual({ fullName: 'Nia Newhire', email, roleId: ROLE_IDS.ACCOUNT_EXECUTIVE, roleInternalId: 2, roleName: 'Account Executive (Lender)', status: 'PENDING' });

    const done = await gqlUpload<{ completeRegistration: any }>(stack, COMPLETE, { input: registration(token, email) }, [{ path: 'variables.input.avatar', content: GIF_1X1, name: 'nia.gif' }]);
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeRegistration).toEqual({ email, fullName: 'Nia Newhire', message: 'Registration successful!' });

    const login = await stack.gql<{ login: any }>(`mutation ($input: LoginInput!) { login(input: $input) { role user { fullName avatarUrl languages statesLicensed } } }`, { input: { email, password: 'nia-password-1' } });
    expect(login.data!.login).toMatchObject({ role: 'Account Executive (Lender)', user: { fullName: 'Nia Newhire', avatarUrl: expect.stringMatching(/\.gif$/), languages: ['Portuguese'], statesLicensed: ['FL', 'VI'] } });

    const reused = await stack.gql(INVITATION, { token });
    expect(codesOf(reused)).toEqual(['BAD_USER_INPUT']);
    expect(reused.errors![0]!.message).toBe('This invitation has already been used');
    const again = await stack.gql(COMPLETE, { input: registration(token, email) });
    expect(again.errors![0]!.message).toBe('This invitation has already been used');
  });

  it('completeRegistration answers the spec messages per field', async () => {
    const email = uniqueEmail('form');
    const sent = await stack.gql<{ sendInvite: any }>(SEND_INVITE, { input: { fullName: 'Form Person', email, roleId: ROLE_IDS.LOAN_OFFICER } }, admin);
    const token = new URL(sent.data!.sendInvite.registrationLink).searchParams.get('token')!;
    for (const [override, field, message] of [
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ phoneNumber: '123' }, 'phoneNumber', 'Please enter a valid phoneNumber number'],
      [{ confirmPassword: 'different-1' }, 'confirmPassword', 'Passwords do not match'],
      [{ statesLicensed: [] }, 'statesLicensed', 'State must be selected'],
      [{ languages: [] }, 'languages', 'Language must be selected'],
      [{ linkedInProfile: 'no' }, 'linkedInProfile', 'Please enter a valid LinkedIn URL'],
      [{ roleId: ROLE_IDS.ACCOUNT_EXECUTIVE }, 'roleId', 'Role must match the invitation'],
    ] as const) {
      const result = await stack.gql(COMPLETE, { input: registration(token, email, { roleId: ROLE_IDS.LOAN_OFFICER, ...override }) });
      expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(result)?.[field]).toBe(message);
    }
    const photo = await gqlUpload(stack, COMPLETE, { input: registration(token, email, { roleId: ROLE_IDS.LOAN_OFFICER }) }, [{ path: 'variables.input.avatar', content: Buffer.from('%PDF-1.4'), name: 'cv.pdf' }]);
    expect(fieldsOf(photo)).toEqual({ avatar: 'file must be an image (jpg, png, gif, webp)' });
  });

  it('sendInvite validates and is admin-only; a forged token is refused', async () => {
    const bad = await stack.gql(SEND_INVITE, { input: { fullName: 'Al', email: 'nope', roleId: ROLE_IDS.LOAN_OFFICER } }, admin);
    expect(fieldsOf(bad)).toEqual({ fullName: 'Full name must be at least 3 characters', email: 'Please enter a valid email!' });
    for (const token of [officer, lender]) {
      expect(codesOf(await stack.gql(SEND_INVITE, { input: { fullName: 'Sneaky', email: uniqueEmail(), roleId: ROLE_IDS.ADMIN } }, token))).toEqual(['FORBIDDEN']);
    }
    const forged = await stack.gql(INVITATION, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' });
    expect(forged.errors![0]!.message).toBe('Invalid invitation token');
  });
});

describe('roles', () => {
  const ROLES = `query ($status: RoleStatus, $first: Int) { roles(status: $status, first: $first) { totalCount edges { node { id internalId name status builtIn portalRole userCount } } } }`;
  const CREATE = `mutation ($input: CreateRoleInput!) { createRole(input: $input) { message role { id name status builtIn } roleEdge { node { id } } } }`;
  const UPDATE = `mutation ($input: UpdateRoleInput!) { updateRole(input: $input) { message role { id name status } } }`;
  const DELETE = `mutation ($input: DeleteRoleInput!) { deleteRole(input: $input) { message deletedRoleId } }`;

  it('lists roles with totalCount and a status filter for any signed-in user', async () => {
    for (const token of [admin, officer, lender]) {
      const result = await stack.gql<{ roles: any }>(ROLES, {}, token);
      expect(result.data!.roles.edges.slice(0, 3).map((edge: any) => [edge.node.name, edge.node.portalRole])).toEqual([
        ['Loan Officer', 'LOAN_OFFICER'],
        ['Account Executive (Lender)', 'ACCOUNT_EXECUTIVE'],
        ['Admin', 'ADMIN'],
      ]);
    }
    const pending = await stack.gql<{ roles: any }>(ROLES, { status: 'PENDING' }, officer);
    expect(pending.data!.roles.totalCount).toBeGreaterThan(0);
    expect(pending.data!.roles.edges.every((edge: any) => edge.node.status === 'PENDING')).toBe(true);
    expect(codesOf(await stack.gql(ROLES, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('creates, renames and deletes a custom role (admin), fetchable by node(id:)', async () => {
    const created = await stack.gql<{ createRole: any }>(CREATE, { input: { name: 'Closer GQL', status: 'ACTIVE' } }, admin);
    expect(created.data!.createRole).toMatchObject({ message: 'Role created successfully', role: { name: 'Closer GQL', status: 'ACTIVE', builtIn: false } });
    const id = created.data!.createRole.role.id;
    expect(created.data!.createRole.roleEdge.node.id).toBe(id);
    const node = await stack.gql<{ node: any }>(`query ($id: ID!) { node(id: $id) { ... on UserRole { name } } }`, { id }, lender);
    expect(node.data!.node).toEqual({ name: 'Closer GQL' });

    const updated = await stack.gql<{ updateRole: any }>(UPDATE, { input: { roleId: id, name: 'Senior Closer GQL', status: 'INACTIVE' } }, admin);
    expect(updated.data!.updateRole).toEqual({ message: 'Role updated successfully', role: { id, name: 'Senior Closer GQL', status: 'INACTIVE' } });
    const deleted = await stack.gql<{ deleteRole: any }>(DELETE, { input: { roleId: id } }, admin);
    expect(deleted.data!.deleteRole).toEqual({ message: 'Role deleted successfully', deletedRoleId: id });
  });

  it('answers the form messages and the in-use conflict as BAD_USER_INPUT', async () => {
    const missing = await stack.gql(CREATE, { input: { name: '', status: 'ACTIVE' } }, admin);
    expect(fieldsOf(missing)).toEqual({ name: 'Please input role name!' });
    const builtIn = await stack.gql(UPDATE, { input: { roleId: ROLE_IDS.ADMIN, name: 'Boss', status: 'ACTIVE' } }, admin);
    expect(builtIn.errors![0]!.message).toBe('Built-in roles cannot be renamed');
    const inUse = await stack.gql(DELETE, { input: { roleId: ROLE_IDS.LOAN_OFFICER } }, admin);
    expect(codesOf(inUse)).toEqual(['BAD_USER_INPUT']);
    expect(inUse.errors![0]!.message).toBe('Built-in roles cannot be deleted');

    const custom = await stack.gql<{ createRole: any }>(CREATE, { input: { name: 'Used Role', status: 'ACTIVE' } }, admin);
    const roleId = custom.data!.createRole.role.id;
    await stack.gql(`mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`, { input: { fullName: 'Holder Person', email: uniqueEmail(), phoneNumber: '5550101234', roleId, password: 'password-123' } }, admin);
    const conflict = await stack.gql(DELETE, { input: { roleId } }, admin);
    expect(codesOf(conflict)).toEqual(['BAD_USER_INPUT']);
    expect(conflict.errors![0]!.message).toBe('This role is assigned to 1 user and cannot be deleted');
  });

  it('writes are denied to the Loan Officer and the Account Executive', async () => {
    for (const token of [officer, lender]) {
      expect(codesOf(await stack.gql(CREATE, { input: { name: 'Nope', status: 'ACTIVE' } }, token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await stack.gql(UPDATE, { input: { roleId: globalId('UserRole', 4), name: 'Nope', status: 'ACTIVE' } }, token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await stack.gql(DELETE, { input: { roleId: globalId('UserRole', 4) } }, token))).toEqual(['FORBIDDEN']);
    }
    expect(stack.upstream.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});

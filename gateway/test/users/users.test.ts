import { describe, expect, it } from 'vitest';
import { GIF_1X1, PNG_1X1, pngOfSize } from '@lendhub/api/testing/uploads';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { gqlUpload } from '../harness/upload.ts';
import { globalId, ROLE_IDS, uniqueEmail } from '../harness/testData.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const USER_FIELDS = `id internalId fullName email role roleName phoneNumber company department languages statesLicensed
  twoFactorAuthentication linkedInProfile avatarUrl userRole { id name status builtIn portalRole }`;

const CREATE_USER = `mutation ($input: CreateUserInput!) {
  createUser(input: $input) { message user { ${USER_FIELDS} } userEdge { cursor node { id } } }
}`;

function userInput(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Gia Gateway',
    email: uniqueEmail('gia'),
    phoneNumber: '+1 (555) 010-0142',
    roleId: ROLE_IDS.LOAN_OFFICER,
    password: 'gateway-pass-1',
    company: 'Summit Home Loans',
    languages: ['English', 'Spanish'],
    statesLicensed: ['TX', 'CA'],
    twoFactorAuthentication: true,
    linkedInProfile: 'https://www.linkedin.com/in/gia',
    ...overrides,
  };
}

describe('createUser', () => {
  it('creates a user with an avatar sent by the multipart request spec', async () => {
    const input = userInput();
    const result = await gqlUpload<{ createUser: any }>(
      stack,
      CREATE_USER,
      { input: { ...input, avatar: null } },
      [{ path: 'variables.input.avatar', content: PNG_1X1, name: 'gia.png', type: 'image/png' }],
      stack.admin,
    );
    expect(result.errors).toBeUndefined();
    const { user, message, userEdge } = result.data!.createUser;
    expect(message).toBe('User created successfully');
    expect(user).toMatchObject({
      fullName: 'Gia Gateway',
      email: input.email,
      role: 'LOAN_OFFICER',
      roleName: 'Loan Officer',
      languages: ['English', 'Spanish'],
      statesLicensed: ['TX', 'CA'],
      // on only once the user confirms a TOTP secret (docs/product.md "Two-factor sign-in")
      twoFactorAuthentication: false,
      userRole: { id: ROLE_IDS.LOAN_OFFICER, name: 'Loan Officer', status: 'ACTIVE', builtIn: true, portalRole: 'LOAN_OFFICER' },
      avatarUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
    });
    expect(userEdge.node.id).toBe(user.id);
    // The avatar is served through the gateway, same origin as the web app.
    const avatar = await fetch(`${stack.gateway.url}${user.avatarUrl}`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/png');
    expect(avatar.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a multipart request without the CSRF preflight header', async () => {
    const result = await gqlUpload(
      stack,
      CREATE_USER,
      { input: { ...userInput(), avatar: null } },
      [{ path: 'variables.input.avatar', content: PNG_1X1, name: 'a.png' }],
      stack.admin,
      {},
    );
    expect(result.status).toBe(400);
    expect(stack.upstream.requests.filter((request) => request.url.includes('CreateUser'))).toHaveLength(0);
  });

  it.each([
    ['a GIF', GIF_1X1, 'You can only upload JPG/PNG/WEBP files!'],
    ['text behind a .png name', Buffer.from('not a picture at all'), 'You can only upload JPG/PNG/WEBP files!'],
    ['a 3 MB file', pngOfSize(3 * 1024 * 1024), 'Image must be smaller than 2MB!'],
  ])('refuses %s as avatar with BAD_USER_INPUT on `avatar`', async (_label, content, message) => {
    const input = userInput();
    const result = await gqlUpload(
      stack,
      CREATE_USER,
      { input: { ...input, avatar: null } },
      [{ path: 'variables.input.avatar', content, name: 'avatar.png' }],
      stack.admin,
    );
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.message).toBe(message);
    expect(fieldsOf(result)).toEqual({ avatar: message });
    const users = await stack.gql<{ users: { totalCount: number } }>(
      `query ($s: String) { users(search: $s) { totalCount } }`,
      { s: input.email },
      stack.admin,
    );
    expect(users.data!.users.totalCount).toBe(0);
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Please input full name!'],
    [{ fullName: 'Al' }, 'fullName', 'Full name must be at least 3 characters'],
    [{ email: '' }, 'email', 'Please input email!'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email!'],
    [{ email: 'officer@lendhub.demo' }, 'email', 'A user with this email already exists'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Please input phone number!'],
    [{ password: '' }, 'password', 'Please input password!'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters!'],
    [{ personalWebsite: 'not a url' }, 'personalWebsite', 'Please enter a valid URL!'],
    [{ roleId: globalId('UserRole', 99999) }, 'roleId', 'Please select role!'],
    [{ roleId: globalId('User', 1) }, 'roleId', 'Expected a UserRole ID'],
  ])('refuses %j with the spec message on its field', async (override, field, message) => {
    const result = await stack.gql(CREATE_USER, { input: userInput(override) }, stack.admin);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)?.[field]).toBe(message);
  });

  it('is denied to the Loan Officer and the Account Executive (FORBIDDEN) and to visitors (UNAUTHENTICATED), before any upstream call', async () => {
    expect(codesOf(await stack.gql(CREATE_USER, { input: userInput() }, stack.officer))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(CREATE_USER, { input: userInput() }, stack.lender))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(CREATE_USER, { input: userInput() }))).toEqual(['UNAUTHENTICATED']);
    expect(stack.upstream.requests.filter((request) => request.url.includes('CreateUser'))).toHaveLength(0);
  });
});

describe('users connection', () => {
  it('pages with totalCount, searches and sorts by name (admin)', async () => {
    const first = await stack.gql<{ users: any }>(
      `{ users(first: 2, sortBy: NAME_ASC) { totalCount pageInfo { hasNextPage endCursor } edges { node { fullName phoneNumber languages } } } }`,
      {},
      stack.admin,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.users.totalCount).toBeGreaterThan(3);
    expect(first.data!.users.edges).toHaveLength(2);
    const names = first.data!.users.edges.map((edge: any) => edge.node.fullName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    // Profile fields of listed users come with the list: one upstream call for the whole page.
    expect(stack.upstream.requests.map((request) => request.url.split('?')[0])).toEqual(['/api/User/GetAllUser']);
    const second = await stack.gql<{ users: any }>(
      `query ($after: String) { users(first: 2, after: $after, sortBy: NAME_ASC) { edges { node { fullName } } } }`,
      { after: first.data!.users.pageInfo.endCursor },
      stack.admin,
    );
    expect(second.data!.users.edges[0].node.fullName.localeCompare(names[1])).toBeGreaterThanOrEqual(0);
    const search = await stack.gql<{ users: any }>(
      `{ users(search: "whitfield") { totalCount edges { node { email } } } }`,
      {},
      stack.admin,
    );
    expect(search.data!.users.edges.map((edge: any) => edge.node.email)).toEqual(['lender@lendhub.demo']);
  });

  it('is denied to non-admins', async () => {
    expect(codesOf(await stack.gql(`{ users { totalCount } }`, {}, stack.officer))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(`{ users { totalCount } }`, {}, stack.lender))).toEqual(['FORBIDDEN']);
  });
});

describe('viewer and User fields', () => {
  it('gives the viewer their role, points balance, unread count and UI settings', async () => {
    const result = await stack.gql<{ viewer: any }>(
      `{ viewer { fullName role phoneNumber statesLicensed twoFactorAuthentication pointsBalance unreadNotificationCount
         userRole { name } uiSettings { id colorScheme fontSize darkMode collapsedSidebar animations isDefault } } }`,
      {},
      stack.officer,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.viewer).toMatchObject({
      fullName: 'Oliver Ortega',
      role: 'LOAN_OFFICER',
      statesLicensed: ['TX', 'CO', 'AZ'],
      twoFactorAuthentication: false,
      pointsBalance: 1065,
      unreadNotificationCount: expect.any(Number),
      userRole: { name: 'Loan Officer' },
      uiSettings: { colorScheme: 'DEFAULT', fontSize: 16, darkMode: false, collapsedSidebar: false, animations: true, isDefault: true },
    });
  });

  it("hides others' private fields: contact details, two-factor, balance, unread count and settings are null", async () => {
    const officerId = globalId('User', 2);
    const result = await stack.gql<{ node: any }>(
      `query ($id: ID!) { node(id: $id) { ... on User { fullName email phoneNumber twoFactorAuthentication pointsBalance unreadNotificationCount uiSettings { id } } } }`,
      { id: officerId },
      stack.lender,
    );
    expect(result.data!.node).toEqual({
      fullName: 'Oliver Ortega',
      email: null,
      phoneNumber: null,
      twoFactorAuthentication: null,
      pointsBalance: null,
      unreadNotificationCount: null,
      uiSettings: null,
    });
    const asAdmin = await stack.gql<{ node: any }>(
      `query ($id: ID!) { node(id: $id) { ... on User { email phoneNumber twoFactorAuthentication pointsBalance unreadNotificationCount } } }`,
      { id: officerId },
      stack.admin,
    );
    expect(asAdmin.data!.node).toEqual({
      email: 'officer@lendhub.demo',
      phoneNumber: expect.any(String),
      twoFactorAuthentication: false,
      pointsBalance: 1065,
      unreadNotificationCount: null,
    });
  });
});

describe('updateUser, updateProfile, updatePassword, deleteUser', () => {
  async function createUser(overrides: Record<string, unknown> = {}) {
    const input = userInput(overrides);
    const result = await stack.gql<{ createUser: { user: { id: string; internalId: number } } }>(CREATE_USER, { input }, stack.admin);
    const user = result.data!.createUser.user;
    const login = await stack.gql<{ login: { token: string } }>(`mutation ($input: LoginInput!) { login(input: $input) { token } }`, {
      input: { email: input.email, password: input.password },
    });
    return { ...user, token: login.data!.login.token, email: input.email as string };
  }

  const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { message user { ${USER_FIELDS} } } }`;
  const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { message user { ${USER_FIELDS} } } }`;

  it('updateUser: an admin changes role and fields; only admins may', async () => {
    const user = await createUser();
    const result = await stack.gql<{ updateUser: any }>(
      UPDATE_USER,
      { input: { userId: user.id, roleId: ROLE_IDS.ACCOUNT_EXECUTIVE, department: 'Wholesale', company: null } },
      stack.admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateUser).toMatchObject({
      message: 'User updated successfully',
      user: { role: 'ACCOUNT_EXECUTIVE', department: 'Wholesale', company: null },
    });
    for (const token of [stack.officer, stack.lender, user.token]) {
      expect(codesOf(await stack.gql(UPDATE_USER, { input: { userId: user.id, fullName: 'Hijack' } }, token))).toEqual(['FORBIDDEN']);
    }
  });

  it('updateProfile: the viewer edits their own profile and avatar, with the profile rules', async () => {
    const user = await createUser();
    const ok = await gqlUpload<{ updateProfile: any }>(
      stack,
      UPDATE_PROFILE,
      { input: { phoneNumber: '+1 512 555 0199', statesLicensed: ['FL'], avatar: null } },
      [{ path: 'variables.input.avatar', content: PNG_1X1, name: 'me.png' }],
      user.token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateProfile).toMatchObject({
      message: 'Profile updated successfully',
      user: { id: user.id, phoneNumber: '+1 512 555 0199', statesLicensed: ['FL'], avatarUrl: expect.stringMatching(/\.png$/) },
    });

    for (const [input, field, message] of [
      [{ statesLicensed: [] }, 'statesLicensed', 'Please select at least one state'],
      [{ languages: [] }, 'languages', 'Please select at least one language'],
      [{ twitterProfile: 'not a link' }, 'twitterProfile', 'Please enter a valid URL'],
      [{ fullName: ' ' }, 'fullName', 'Please input full name!'],
      [{ email: 'bad' }, 'email', 'Please enter a valid email!'],
    ] as const) {
      const result = await stack.gql(UPDATE_PROFILE, { input }, user.token);
      expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(result)?.[field]).toBe(message);
    }
    expect(codesOf(await stack.gql(UPDATE_PROFILE, { input: { fullName: 'Nobody' } }))).toEqual(['UNAUTHENTICATED']);
  });

  it('updatePassword: checks the current password', async () => {
    const user = await createUser();
    const UPDATE_PASSWORD = `mutation ($input: UpdatePasswordInput!) { updatePassword(input: $input) { message user { id } } }`;
    const wrong = await stack.gql(UPDATE_PASSWORD, { input: { currentPassword: 'wrong-one', newPassword: 'brand-new-pass' } }, user.token);
    expect(codesOf(wrong)).toEqual(['BAD_USER_INPUT']);
    expect(wrong.errors![0]!.message).toBe('Current password is incorrect');
    const short = await stack.gql(UPDATE_PASSWORD, { input: { currentPassword: 'gateway-pass-1', newPassword: 'short' } }, user.token);
    expect(fieldsOf(short)).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const ok = await stack.gql<{ updatePassword: any }>(
      UPDATE_PASSWORD,
      { input: { currentPassword: 'gateway-pass-1', newPassword: 'brand-new-pass' } },
      user.token,
    );
    expect(ok.data!.updatePassword).toEqual({ message: 'Password updated successfully', user: { id: user.id } });
    expect(codesOf(await stack.gql(UPDATE_PASSWORD, { input: { currentPassword: 'x', newPassword: 'yyyyyyyy' } }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('deleteUser: returns the deleted id for @deleteEdge; admins only; not yourself', async () => {
    const user = await createUser();
    const DELETE_USER = `mutation ($input: DeleteUserInput!) { deleteUser(input: $input) { deletedUserId message } }`;
    for (const token of [stack.officer, stack.lender])
      expect(codesOf(await stack.gql(DELETE_USER, { input: { userId: user.id } }, token))).toEqual(['FORBIDDEN']);
    const ok = await stack.gql<{ deleteUser: any }>(DELETE_USER, { input: { userId: user.id } }, stack.admin);
    expect(ok.data!.deleteUser).toEqual({ deletedUserId: user.id, message: 'User deleted successfully' });
    const gone = await stack.gql(DELETE_USER, { input: { userId: user.id } }, stack.admin);
    expect(codesOf(gone)).toEqual(['NOT_FOUND']);
    const self = await stack.gql(DELETE_USER, { input: { userId: globalId('User', 1) } }, stack.admin);
    expect(codesOf(self)).toEqual(['BAD_USER_INPUT']);
    expect(self.errors![0]!.message).toBe('You cannot delete your own account');
  });
});

import { PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG } from '@lendhub/domain/passwords';
import { describe, expect, it } from 'vitest';
import { GIF_1X1, JPEG_SMALL, PNG_1X1, pngOfSize } from '../src/uploads/testing/fixtures.ts';
import { formOf, uniqueEmail, useTestApi } from './helpers/test-api.ts';

const { api, admin, officer, lender } = useTestApi();

/** A valid admin-form submission (PascalCase, as the spec's multipart sends it). */
function validUser(overrides: Record<string, string | number | undefined> = {}) {
  return {
    FullName: 'Casey Closer',
    EmailAddress: uniqueEmail('casey'),
    PhoneNumber: '+1 (555) 010-0199',
    Role: 1,
    Password: 'Sup3rSecret!',
    Department: 'Closing',
    Company: 'Summit Home Loans',
    Languages: 'English,French',
    StatesLicensed: 'CA,tx',
    TwoFactorAuthentication: 'true',
    LinkedInProfile: 'linkedin.com/in/casey',
    ...overrides,
  };
}

const createUser = (
  fields: Record<string, string | number | undefined>,
  files: Array<[string, Buffer, string]> = [],
  token = admin.token,
) => api.form('POST', '/api/User/CreateUser', formOf(fields, files), token);

async function userByEmail(email: string) {
  const { body } = await api.call('GET', `/api/User/GetAllUser?search=${encodeURIComponent(email)}`, { token: admin.token });
  return (body.data as Array<{ emailAddress: string }>).find((user) => user.emailAddress === email);
}

describe('POST /api/User/CreateUser', () => {
  it('creates a user with an avatar; the user can sign in and the avatar is served', async () => {
    const fields = validUser();
    const { status, body } = await createUser(fields, [['File', PNG_1X1, 'me.png']]);
    expect(status).toBe(200);
    expect(body.responseMsg).toBe('User created successfully');
    expect(body.data).toMatchObject({
      userId: expect.any(Number),
      fullName: 'Casey Closer',
      emailAddress: fields.EmailAddress,
      role: 1,
      roleName: 'Loan Officer',
      languages: 'English,French',
      statesLicensed: 'CA,TX',
      // The form's flag alone turns nothing on: 2FA is on only once the user confirms a TOTP secret.
      twoFactorAuthentication: false,
      linkedInProfile: 'https://linkedin.com/in/casey',
      avatarUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
    });
    expect(body.data).not.toHaveProperty('passwordHash');
    expect(body.data).not.toHaveProperty('password_hash');
    const avatar = await fetch(api.url + body.data.avatarUrl);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/png');
    expect(await api.login(fields.EmailAddress, 'Sup3rSecret!')).toEqual(expect.any(String));
  });

  it('also takes a JSON body without a file', async () => {
    const { status, body } = await api.call('POST', '/api/User/CreateUser', {
      token: admin.token,
      body: { fullName: 'Jay Json', emailAddress: uniqueEmail(), phoneNumber: '5550100123', role: 2, password: 'Harbor-Lights-42' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ roleName: 'Account Executive (Lender)', avatarUrl: null, twoFactorAuthentication: false });
  });

  it.each([
    ['FullName', undefined, 'fullName', 'Please input full name!'],
    ['FullName', '  ', 'fullName', 'Please input full name!'],
    ['FullName', 'Al', 'fullName', 'Full name must be at least 3 characters'],
    ['EmailAddress', undefined, 'emailAddress', 'Please input email!'],
    ['EmailAddress', 'not-an-email', 'emailAddress', 'Please enter a valid email!'],
    ['PhoneNumber', undefined, 'phoneNumber', 'Please input phone number!'],
    ['PhoneNumber', 'call me', 'phoneNumber', 'Please enter a valid phone number!'],
    ['Role', undefined, 'role', 'Please select role!'],
    ['Role', 99999, 'role', 'Please select role!'],
    ['Password', undefined, 'password', 'Please input password!'],
    ['Password', 'short', 'password', 'Password must be at least 8 characters!'],
    ['LinkedInProfile', 'not a url', 'linkedInProfile', 'Please enter a valid URL!'],
    ['YouTubeChannel', 'javascript:alert(1)', 'youTubeChannel', 'Please enter a valid URL!'],
    ['Languages', 'Klingon', 'languages', 'Please select a valid language'],
    ['StatesLicensed', 'CA,ZZ', 'statesLicensed', 'Please select valid states'],
  ])('refuses %s = %j with "%s: %s" and writes nothing', async (field, value, errorField, message) => {
    const fields = validUser({ [field]: value });
    const { status, body } = await createUser(fields, [['File', PNG_1X1, 'me.png']]);
    expect(status).toBe(400);
    expect(body.data.errors[errorField]).toBe(message);
    expect(await api.storedFiles()).not.toContainEqual(expect.stringMatching(/^\.staging/));
    if (typeof fields.EmailAddress === 'string' && fields.EmailAddress.includes('@'))
      expect(await userByEmail(fields.EmailAddress)).toBeUndefined();
  });

  it('refuses an inactive role', async () => {
    const roles = await api.call('GET', '/api/Roles?status=Inactive', { token: admin.token });
    const inactive = roles.body.data[0];
    const { status, body } = await createUser(validUser({ Role: inactive.id }));
    expect(status).toBe(400);
    expect(body.data.errors.role).toBe(`The role ${inactive.role} is inactive and cannot be assigned`);
  });

  it('refuses an e-mail that is already registered (any letter case)', async () => {
    const { status, body } = await createUser(validUser({ EmailAddress: 'OFFICER@lendhub.demo' }));
    expect(status).toBe(400);
    expect(body.data.errors.emailAddress).toBe('A user with this email already exists');
  });

  it.each([
    ['a GIF', GIF_1X1, 'me.gif', 'You can only upload JPG/PNG/WEBP files!'],
    ['text saved as .png', Buffer.from('I am not an image'), 'me.png', 'You can only upload JPG/PNG/WEBP files!'],
    ['a 3 MB PNG', pngOfSize(3 * 1024 * 1024), 'big.png', 'Image must be smaller than 2MB!'],
  ])('refuses %s as avatar: no user, no file', async (_label, content, name, message) => {
    const before = await api.storedFiles();
    const fields = validUser();
    const { status, body } = await createUser(fields, [['File', content, name]]);
    expect(status).toBe(400);
    expect(body.responseMsg).toBe(message);
    expect(await api.storedFiles()).toEqual(before);
    expect(await userByEmail(fields.EmailAddress as string)).toBeUndefined();
  });

  it('leaves no file behind when the database refuses the row', async () => {
    // Two requests race for one e-mail: the loser fails inside the transaction after its file was staged.
    const before = await api.storedFiles();
    const email = uniqueEmail('race');
    const results = await Promise.all([1, 2, 3].map(() => createUser(validUser({ EmailAddress: email }), [['File', JPEG_SMALL, 'a.jpg']])));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(
      results
        .filter((result) => result.status === 400)
        .every((result) => result.body.responseMsg === 'A user with this email already exists'),
    ).toBe(true);
    expect((await api.storedFiles()).length).toBe(before.length + 1);
  });

  it.each(['officer', 'lender'] as const)('is refused to the %s (403) and without a token (401)', async (who) => {
    const fields = validUser();
    expect((await createUser(fields, [], (who === 'officer' ? officer : lender).token)).status).toBe(403);
    expect((await api.form('POST', '/api/User/CreateUser', formOf(fields))).status).toBe(401);
    expect(await userByEmail(fields.EmailAddress as string)).toBeUndefined();
  });
});

describe('PUT /api/User/UpdateUser', () => {
  async function freshUser(overrides: Record<string, string | number> = {}) {
    const fields = validUser(overrides);
    const { body } = await createUser(fields, [['File', PNG_1X1, 'first.png']]);
    return {
      ...body.data,
      password: fields.Password as string,
      token: await api.login(fields.EmailAddress as string, fields.Password as string),
    };
  }

  it('lets an Admin change anyone, role included; left-out fields stay, blank optional ones clear', async () => {
    const user = await freshUser();
    const { status, body } = await api.form(
      'PUT',
      '/api/User/UpdateUser',
      formOf({ UserId: user.userId, FullName: 'Casey Renamed', Role: 2, Department: '' }),
      admin.token,
    );
    expect(status).toBe(200);
    expect(body.responseMsg).toBe('User updated successfully');
    expect(body.data).toMatchObject({
      fullName: 'Casey Renamed',
      role: 2,
      roleName: 'Account Executive (Lender)',
      department: null,
      company: 'Summit Home Loans',
      phoneNumber: user.phoneNumber,
    });
  });

  it('lets users update their own profile, replacing the avatar file', async () => {
    const user = await freshUser();
    const oldFile = user.avatarUrl.slice('/uploads/'.length);
    expect(await api.storedFiles()).toContain(oldFile);
    const { status, body } = await api.form(
      'PUT',
      '/api/User/UpdateUser',
      formOf({ UserId: user.userId, PhoneNumber: '+44 20 7946 0958', Role: user.role, TwoFactorAuthentication: 'false' }, [
        ['File', JPEG_SMALL, 'new.jpg'],
      ]),
      user.token,
    );
    expect(status).toBe(200);
    expect(body.responseMsg).toBe('Profile updated successfully'); // one's own record is one's profile (spec §8)
    expect(body.data).toMatchObject({
      phoneNumber: '+44 20 7946 0958',
      twoFactorAuthentication: false,
      avatarUrl: expect.stringMatching(/\.jpg$/),
    });
    const files = await api.storedFiles();
    expect(files).toContain(body.data.avatarUrl.slice('/uploads/'.length));
    expect(files).not.toContain(oldFile);
  });

  it('refuses to update someone else, to change your own role, or to set a password, unless Admin', async () => {
    const user = await freshUser();
    const other = await api.form('PUT', '/api/User/UpdateUser', formOf({ UserId: officer.userId, FullName: 'Hijacked' }), user.token);
    expect(other.status).toBe(403);
    const promote = await api.form('PUT', '/api/User/UpdateUser', formOf({ UserId: user.userId, Role: 3 }), user.token);
    expect(promote.status).toBe(403);
    expect(promote.body.responseMsg).toBe('Only an Admin can change roles');
    const password = await api.form('PUT', '/api/User/UpdateUser', formOf({ UserId: user.userId, Password: 'newpassword1' }), user.token);
    expect(password.status).toBe(400);
    const me = await api.call('GET', '/api/User/GetUser', { token: user.token });
    expect(me.body.data).toMatchObject({ fullName: 'Casey Closer', role: 1 });
  });

  it('validates what is sent with the admin form messages', async () => {
    const user = await freshUser();
    for (const [field, value, key, message] of [
      ['FullName', '', 'fullName', 'Please input full name!'],
      ['EmailAddress', 'nope', 'emailAddress', 'Please enter a valid email!'],
      ['EmailAddress', 'admin@lendhub.demo', 'emailAddress', 'A user with this email already exists'],
      ['PhoneNumber', '', 'phoneNumber', 'Please input phone number!'],
      ['FacebookProfile', 'not a link', 'facebookProfile', 'Please enter a valid URL!'],
    ] as const) {
      const { status, body } = await api.form('PUT', '/api/User/UpdateUser', formOf({ UserId: user.userId, [field]: value }), admin.token);
      expect(status).toBe(400);
      expect(body.data.errors[key]).toBe(message);
    }
    const missingId = await api.form('PUT', '/api/User/UpdateUser', formOf({ FullName: 'No Id' }), admin.token);
    expect(missingId.body.data.errors.userId).toBe('User ID is missing');
    const unknown = await api.form('PUT', '/api/User/UpdateUser', formOf({ UserId: 999999, FullName: 'Nobody Here' }), admin.token);
    expect(unknown.status).toBe(404);
  });

  it('keeps at least one Admin', async () => {
    const adminId = admin.userId;
    const { status, body } = await api.form('PUT', '/api/User/UpdateUser', formOf({ UserId: adminId, Role: 1 }), admin.token);
    expect(status).toBe(400);
    expect(body.responseMsg).toBe('At least one Admin must remain');
  });

  it('refuses a wrong avatar and keeps the old one', async () => {
    const user = await freshUser();
    const before = await api.storedFiles();
    const { status, body } = await api.form(
      'PUT',
      '/api/User/UpdateUser',
      formOf({ UserId: user.userId, FullName: 'Changed Name' }, [['File', Buffer.from('%PDF-1.4 fake'), 'me.png']]),
      user.token,
    );
    expect(status).toBe(400);
    expect(body.responseMsg).toBe('You can only upload JPG/PNG/WEBP files!');
    expect(await api.storedFiles()).toEqual(before);
    const me = await api.call('GET', '/api/User/GetUser', { token: user.token });
    expect(me.body.data).toMatchObject({ fullName: 'Casey Closer', avatarUrl: user.avatarUrl });
  });
});

describe('PUT /api/User/UpdatePassword/{id}', () => {
  it('changes your own password after checking the current one', async () => {
    const email = uniqueEmail('pw');
    const created = await createUser(validUser({ EmailAddress: email, Password: 'firstPassword1' }));
    const token = await api.login(email, 'firstPassword1');
    const id = created.body.data.userId;

    const wrong = await api.call('PUT', `/api/User/UpdatePassword/${id}`, {
      token,
      body: { currentPassword: 'notMyPassword', newPassword: 'secondPassword2' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.responseMsg).toBe('Current password is incorrect');
    const short = await api.call('PUT', `/api/User/UpdatePassword/${id}`, {
      token,
      body: { currentPassword: 'firstPassword1', newPassword: 'short' },
    });
    expect(short.body.data.errors.newPassword).toBe('Password must be at least 8 characters');
    const missing = await api.call('PUT', `/api/User/UpdatePassword/${id}`, { token, body: { newPassword: 'secondPassword2' } });
    expect(missing.body.data.errors.currentPassword).toBe('Please input your current password!');
    const mismatch = await api.call('PUT', `/api/User/UpdatePassword/${id}`, {
      token,
      body: { currentPassword: 'firstPassword1', newPassword: 'secondPassword2', confirmPassword: 'other' },
    });
    expect(mismatch.body.data.errors.confirmPassword).toBe('Passwords do not match!');

    const ok = await api.call('PUT', `/api/User/UpdatePassword/${id}`, {
      token,
      body: { currentPassword: 'firstPassword1', newPassword: 'secondPassword2' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.responseMsg).toBe('Password updated successfully');
    expect((await api.call('POST', '/api/Authentication/login', { body: { email, password: 'firstPassword1' } })).status).toBe(401);
    expect(await api.login(email, 'secondPassword2')).toEqual(expect.any(String));
  });

  it('refuses a password longer than 72 bytes (bcrypt would ignore the rest) and the most common passwords', async () => {
    const email = uniqueEmail('pw');
    const created = await createUser(validUser({ EmailAddress: email, Password: 'firstPassword1' }));
    const token = await api.login(email, 'firstPassword1');
    const id = created.body.data.userId;
    const change = (newPassword: string) =>
      api.call('PUT', `/api/User/UpdatePassword/${id}`, { token, body: { currentPassword: 'firstPassword1', newPassword } });

    const long = await change(`${'x'.repeat(72)}-tail`);
    expect(long.status).toBe(400);
    expect(long.body.data.errors.newPassword).toBe(PASSWORD_TOO_LONG);
    expect((await change('é'.repeat(37))).body.data.errors.newPassword).toBe(PASSWORD_TOO_LONG);
    for (const common of ['12345678', 'Password1', 'qwertyuiop'])
      expect((await change(common)).body.data.errors.newPassword).toBe(PASSWORD_TOO_COMMON);
    expect((await createUser(validUser({ EmailAddress: uniqueEmail('pw'), Password: '12345678' }))).body.data.errors.password).toBe(
      PASSWORD_TOO_COMMON,
    );
    expect((await change('x'.repeat(72))).status).toBe(200);
  });

  it('a sign-in with more than 72 bytes is refused, so a different tail never signs in', async () => {
    const email = uniqueEmail('pw');
    const head = 'Q'.repeat(72);
    await createUser(validUser({ EmailAddress: email, Password: head }));
    expect(await api.login(email, head)).toEqual(expect.any(String));
    const tail = await api.call('POST', '/api/Authentication/login', { body: { email, password: `${head}-another-tail` } });
    expect(tail.status).toBe(400);
    expect(tail.body.data.errors.password).toBe(PASSWORD_TOO_LONG);
  });

  it("refuses to change someone else's password, even for an Admin", async () => {
    const officerId = officer.userId;
    for (const { token } of [admin, lender]) {
      const { status } = await api.call('PUT', `/api/User/UpdatePassword/${officerId}`, {
        token,
        body: { currentPassword: 'LendHub#2025', newPassword: 'hijacked-password' },
      });
      expect(status).toBe(403);
    }
    expect(await api.login('officer@lendhub.demo')).toEqual(expect.any(String));
  });
});

describe('GET /api/User/GetAllUser', () => {
  it('lists users for an Admin, searchable and sortable by name', async () => {
    const { status, body } = await api.call('GET', '/api/User/GetAllUser', { token: admin.token });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data[0]).toHaveProperty('twoFactorAuthentication');
    const search = await api.call('GET', '/api/User/GetAllUser?search=ortega', { token: admin.token });
    expect(search.body.data.map((user: { emailAddress: string }) => user.emailAddress)).toEqual(['officer@lendhub.demo']);
    const desc = await api.call('GET', '/api/User/GetAllUser?sortBy=name_desc', { token: admin.token });
    const names = desc.body.data.map((user: { fullName: string }) => user.fullName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('is refused to non-admins', async () => {
    for (const { token } of [officer, lender]) expect((await api.call('GET', '/api/User/GetAllUser', { token })).status).toBe(403);
  });
});

describe('DELETE /User/{id}', () => {
  it('deletes a user and their avatar, keeping like and comment counts exact', async () => {
    const email = uniqueEmail('leaver');
    const created = await createUser(validUser({ EmailAddress: email }), [['File', PNG_1X1, 'bye.png']]);
    const id = created.body.data.userId;
    const token = await api.login(email, 'Sup3rSecret!');
    const feed = await api.call('GET', '/api/loan-posts?limit=1', { token });
    const post = feed.body.data[0];
    await api.call('POST', `/api/loan-posts/${post.id}/likes`, { token });
    await api.call('POST', `/api/loan-posts/${post.id}/comments`, { token, body: { content: 'Great scenario, thanks!' } });

    const { status, body } = await api.call('DELETE', `/User/${id}`, { token: admin.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ responseMsg: 'User deleted successfully', data: { userId: id } });
    const after = await api.call('GET', `/api/loan-posts/${post.id}`, { token: admin.token });
    expect(after.body.data.likeCount).toBe(post.likeCount);
    expect(after.body.data.commentCount).toBe(post.commentCount);
    expect(await api.storedFiles()).not.toContain(created.body.data.avatarUrl.slice('/uploads/'.length));
    expect((await api.call('DELETE', `/api/User/${id}`, { token: admin.token })).status).toBe(404);
    expect((await api.call('GET', '/api/User/GetUser', { token })).status).toBe(401);
  });

  it('refuses to delete yourself, and refuses non-admins', async () => {
    const self = await api.call('DELETE', `/User/${admin.userId}`, { token: admin.token });
    expect(self.status).toBe(400);
    expect(self.body.responseMsg).toBe('You cannot delete your own account');
    for (const { token } of [officer, lender]) expect((await api.call('DELETE', `/User/${lender.userId}`, { token })).status).toBe(403);
  });
});

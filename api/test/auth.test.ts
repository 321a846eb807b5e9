import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO, TEST_JWT_SECRET, useTestApi } from './helpers/test-api.ts';

const { api } = useTestApi();

const login = (body: unknown) => api.call('POST', '/api/Authentication/login', { body });

describe('POST /api/Authentication/login', () => {
  it('signs in each demo account and returns a three-part HS256 token with the role', async () => {
    for (const [email, role] of [
      [DEMO.admin, 'Admin'],
      [DEMO.officer, 'Loan Officer'],
      [DEMO.lender, 'Account Executive (Lender)'],
    ] as const) {
      const { status, body } = await login({ email, password: DEMO.password });
      expect(status).toBe(200);
      expect(body.status).toBe(200);
      expect(body.data).toMatchObject({ role, emailAddress: email, userId: expect.any(Number), fullName: expect.any(String) });
      expect(body.data.token.split('.')).toHaveLength(3);
      const claims = decodeJwt(body.data.token);
      expect(claims).toMatchObject({ sub: String(body.data.userId), role, email });
      expect(claims.exp! - claims.iat!).toBe(8 * 60 * 60);
    }
  });

  it('accepts the email in any letter case', async () => {
    const { status, body } = await login({ email: '  ADMIN@LendHub.Demo ', password: DEMO.password });
    expect(status).toBe(200);
    expect(body.data.emailAddress).toBe(DEMO.admin);
  });

  it('refuses a wrong password or an unknown email with 401 and no token', async () => {
    for (const body of [
      { email: DEMO.admin, password: 'wrong-password' },
      { email: 'nobody@lendhub.demo', password: DEMO.password },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: 401, responseMsg: 'Invalid Email and Password', data: null });
    }
  });

  it.each([
    [{ password: 'secret12' }, 'email', 'Email is required'],
    [{ email: '   ', password: 'secret12' }, 'email', 'Email is required'],
    [{ email: 'not-an-email', password: 'secret12' }, 'email', 'Please enter a valid email address'],
    [{ email: DEMO.admin }, 'password', 'Password is required'],
    [{ email: DEMO.admin, password: '' }, 'password', 'Password is required'],
    [{ email: DEMO.admin, password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('validates %j → %s: %s', async (input, field, message) => {
    const { status, body } = await login(input);
    expect(status).toBe(400);
    expect(body.responseMsg).toBe(message);
    expect(body.data.errors[field]).toBe(message);
  });

  it('reports every field of an empty body', async () => {
    const { status, body } = await api.call('POST', '/api/Authentication/login');
    expect(status).toBe(400);
    expect(body.data.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const { status, body } = await api.call('POST', '/api/Authentication/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ status: 400, responseMsg: 'Request body is not valid JSON', data: null });
  });
});

describe('bearer tokens', () => {
  const sign = (claims: Record<string, unknown>, secret: string, exp: number | string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  it('gets 401 Unauthorized without a token, with a bad signature, expired, or malformed', async () => {
    const expired = await sign({ role: 'Admin', email: DEMO.admin }, TEST_JWT_SECRET, Math.floor(Date.now() / 1000) - 60);
    const foreign = await sign({ role: 'Admin', email: DEMO.admin }, 'some-other-secret-entirely-0123456789', '1h');
    const valid = await api.login(DEMO.admin);
    const tampered = valid.slice(0, -3) + (valid.endsWith('aaa') ? 'bbb' : 'aaa');
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${expired}` },
      { authorization: `Bearer ${foreign}` },
      { authorization: `Bearer ${tampered}` },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: valid },
    ]) {
      const response = await api.call('GET', '/api/User/GetUser', { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: 401, responseMsg: 'Unauthorized', data: null });
    }
  });

  it('gets 401 with a validly signed token for a user that does not exist', async () => {
    const ghost = await new SignJWT({ role: 'Admin', email: 'ghost@lendhub.demo' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('999999')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await api.call('GET', '/api/User/GetUser', { token: ghost })).status).toBe(401);
  });

  it('guards every foundation endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/User/GetUser'],
      ['GET', '/api/User/GetUsersByIds?ids=1'],
      ['GET', '/api/Lender/GetAllLenders'],
      ['GET', '/api/Lender/GetLenderById/1'],
      ['GET', '/api/loan-posts'],
      ['GET', '/api/loan-posts/1'],
      ['POST', '/api/loan-posts'],
      ['POST', '/api/loan-posts/1/likes'],
      ['POST', '/api/loan-posts/1/comments'],
    ] as const) {
      expect((await api.call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('users', () => {
  it('GetUser returns the caller with every profile field and no password hash', async () => {
    const token = await api.login(DEMO.officer);
    const { status, body } = await api.call('GET', '/api/User/GetUser', { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      emailAddress: DEMO.officer,
      role: 1,
      roleName: 'Loan Officer',
      twoFactorAuthentication: false,
    });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'userId',
        'fullName',
        'emailAddress',
        'phoneNumber',
        'role',
        'roleName',
        'department',
        'company',
        'languages',
        'statesLicensed',
        'twoFactorAuthentication',
        'accountStatus',
        'linkedInProfile',
        'facebookProfile',
        'twitterProfile',
        'instagramProfile',
        'youTubeChannel',
        'personalWebsite',
        'avatarUrl',
        'jobTitle',
        'location',
        'managerId',
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$/);
  });

  it('GetUsersByIds returns public profiles in the requested order, skipping unknown ids', async () => {
    const token = await api.login(DEMO.officer);
    const me = (await api.call('GET', '/api/User/GetUser', { token })).body.data;
    const { status, body } = await api.call('GET', `/api/User/GetUsersByIds?ids=${me.userId},1,424242,${me.userId}`, { token });
    expect(status).toBe(200);
    expect(body.data.map((user: { userId: number }) => user.userId)).toEqual([me.userId, 1]);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['userId', 'fullName', 'emailAddress', 'role', 'roleName', 'company', 'department', 'avatarUrl'].sort(),
    );
  });

  it('GetUsersByIds validates the id list', async () => {
    const token = await api.login(DEMO.officer);
    const missing = await api.call('GET', '/api/User/GetUsersByIds', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.responseMsg).toBe('ids is required');
    const bad = await api.call('GET', '/api/User/GetUsersByIds?ids=1,abc', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMsg).toBe('ids must be positive whole numbers separated by commas');
  });
});

describe('unknown routes', () => {
  it('answer a 404 envelope', async () => {
    const { status, body } = await api.call('GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 404, responseMsg: 'Not found', data: null });
  });
});

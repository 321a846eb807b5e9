import { describe, expect, it } from 'vitest';
import { totpCode } from '../src/auth/totp.ts';
import { DEMO, useTestApi } from './helpers/test-api.ts';

interface Setup {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}

describe('two-factor sign-in (TOTP, RFC 6238)', () => {
  const { api, admin, officer, lender } = useTestApi();

  const login = (body: Record<string, unknown>) => api.call<{ token: string }>('POST', '/api/Authentication/login', { body });
  const setup = (token: string) => api.call<Setup>('POST', '/api/User/TwoFactor/Setup', { token });
  const enable = (token: string, code: string) =>
    api.call<{ recoveryCodes: string[] }>('POST', '/api/User/TwoFactor/Enable', { token, body: { code } });
  /** A code of the step after `ms`: a fresh one that no earlier call has spent. */
  const codeAt = (secret: string, ms: number) => totpCode(secret, Date.now() + ms);

  it('is confirmed only by a valid code from the shown secret; sign-in then asks for the code after the password', async () => {
    const started = await setup(officer.token);
    expect(started.status).toBe(200);
    expect(started.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.data.otpauthUri).toContain(`secret=${started.body.data.secret}`);
    expect(started.body.data.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const { secret } = started.body.data;

    // not on yet: the password alone still signs in
    expect((await login({ email: DEMO.officer, password: DEMO.password })).status).toBe(200);
    const wrong = await enable(officer.token, totpCode(secret) === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors.code).toBe('Invalid or already used code');

    // kept as typed: a step boundary before the replay below must not make a fresh code of it
    const enableCode = totpCode(secret);
    const enabled = await enable(officer.token, enableCode);
    expect(enabled.status).toBe(200);
    expect(enabled.body.responseMsg).toBe('Two-factor authentication enabled');
    const { recoveryCodes } = enabled.body.data;
    expect(recoveryCodes).toHaveLength(10);
    const me = await api.call<{ twoFactorAuthentication: boolean }>('GET', '/api/User/GetUser', { token: officer.token });
    expect(me.body.data.twoFactorAuthentication).toBe(true);

    // password alone: the second step is asked for (a field error, not a failure)
    const asked = await login({ email: DEMO.officer, password: DEMO.password });
    expect(asked.status).toBe(400);
    expect(asked.body.data.errors.code).toBe('Enter the 6-digit code from your authenticator app');
    // a wrong password with any code is still the password's refusal
    expect((await login({ email: DEMO.officer, password: 'wrong-password', code: codeAt(secret, 30_000) })).body.responseMsg).toBe(
      'Invalid Email and Password',
    );

    // the code used to enable cannot sign in again (each code once); the next step's code can, once
    expect((await login({ email: DEMO.officer, password: DEMO.password, code: enableCode })).status).toBe(401);
    const next = codeAt(secret, 30_000);
    const signedIn = await login({ email: DEMO.officer, password: DEMO.password, code: next });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token.split('.')).toHaveLength(3);
    const reused = await login({ email: DEMO.officer, password: DEMO.password, code: next });
    expect(reused.status).toBe(401);
    expect(reused.body.responseMsg).toBe('Invalid or already used code');

    // a recovery code works once, typed in any case
    expect((await login({ email: DEMO.officer, password: DEMO.password, code: recoveryCodes[0]!.toUpperCase() })).status).toBe(200);
    expect((await login({ email: DEMO.officer, password: DEMO.password, code: recoveryCodes[0]! })).status).toBe(401);

    // disabling asks for a code
    const token = signedIn.body.data.token;
    const refused = await api.call('POST', '/api/User/TwoFactor/Disable', { token, body: { code: '' } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors.code).toBe('Enter the 6-digit code from your authenticator app');
    const disabled = await api.call('POST', '/api/User/TwoFactor/Disable', { token, body: { code: recoveryCodes[1]! } });
    expect(disabled.status).toBe(200);
    expect(disabled.body.responseMsg).toBe('Two-factor authentication disabled');
    expect((await login({ email: DEMO.officer, password: DEMO.password })).status).toBe(200);
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const started = await setup(lender.token);
    const { secret } = started.body.data;
    expect((await enable(lender.token, totpCode(secret))).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login({ email: DEMO.lender, password: DEMO.password, code: `00000${i}` })).status);
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // even the right code waits now
    expect((await login({ email: DEMO.lender, password: DEMO.password, code: codeAt(secret, 30_000) })).status).toBe(429);
  });

  it("lets an Admin reset a user's two-factor sign-in; nobody else may", async () => {
    const created = await api.call<{ userId: number }>('GET', '/api/User/GetUser', { token: lender.token });
    const lenderId = created.body.data.userId;
    expect((await api.call('POST', `/api/User/TwoFactor/Reset/${lenderId}`, { token: officer.token })).status).toBe(403);
    const reset = await api.call('POST', `/api/User/TwoFactor/Reset/${lenderId}`, { token: admin.token });
    expect(reset.status).toBe(200);
    expect(reset.body.responseMsg).toBe('Two-factor authentication reset');
    const me = await api.call<{ twoFactorAuthentication: boolean }>('GET', '/api/User/GetUser', { token: lender.token });
    expect(me.body.data.twoFactorAuthentication).toBe(false);
    expect((await api.call('POST', '/api/User/TwoFactor/Reset/999999', { token: admin.token })).status).toBe(404);
  });

  it('refuses a second setup while it is on', async () => {
    const started = await setup(admin.token);
    expect((await enable(admin.token, totpCode(started.body.data.secret))).status).toBe(200);
    const again = await setup(admin.token);
    expect(again.status).toBe(400);
    expect(again.body.responseMsg).toBe('Two-factor authentication is already enabled');
    await api.call('POST', `/api/User/TwoFactor/Reset/${admin.userId}`, { token: admin.token });
  });
});

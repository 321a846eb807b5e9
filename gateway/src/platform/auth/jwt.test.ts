import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerToken, createTokenVerifier } from './jwt.ts';

const SECRET = 'test-secret-with-enough-length-0123456789';
const key = (secret: string) => new TextEncoder().encode(secret);

function sign(claims: Record<string, unknown>, options: { secret?: string; exp?: string | number; alg?: string; sub?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(options.sub ?? '7')
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h')
    .sign(key(options.secret ?? SECRET));
}

describe('token verification', () => {
  const verify = createTokenVerifier(SECRET);

  it('trusts a valid token and maps the role display name to the enum', async () => {
    const cases = [
      ['Admin', 'ADMIN'],
      ['Loan Officer', 'LOAN_OFFICER'],
      ['Account Executive (Lender)', 'ACCOUNT_EXECUTIVE'],
      ['Processor', null],
    ] as const;
    for (const [roleName, role] of cases) {
      const viewer = await verify(await sign({ role: roleName, email: 'x@lendhub.demo' }));
      expect(viewer).toEqual({ userId: 7, role, roleName, email: 'x@lendhub.demo' });
    }
  });

  it('rejects an expired token', async () => {
    const expired = await sign({ role: 'Admin', email: 'a@b.co' }, { exp: Math.floor(Date.now() / 1000) - 60 });
    expect(await verify(expired)).toBeNull();
  });

  it('rejects a token signed with another secret, another algorithm, or none', async () => {
    expect(await verify(await sign({ role: 'Admin', email: 'a@b.co' }, { secret: 'someone-elses-secret-0123456789abcdef' }))).toBeNull();
    expect(await verify(await sign({ role: 'Admin', email: 'a@b.co' }, { alg: 'HS512' }))).toBeNull();
    const unsigned = new UnsecuredJWT({ role: 'Admin', email: 'a@b.co' }).setSubject('7').setExpirationTime('1h').encode();
    expect(await verify(unsigned)).toBeNull();
  });

  it('rejects tampered claims and malformed tokens', async () => {
    const token = await sign({ role: 'Loan Officer', email: 'a@b.co' });
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '7', role: 'Admin', email: 'a@b.co', exp: 9999999999 })).toString('base64url');
    expect(await verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await verify('not-a-token')).toBeNull();
    expect(await verify(await sign({ role: 'Admin' }, { sub: 'abc' }))).toBeNull();
  });

  it('reads only well-formed bearer headers', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
  });
});

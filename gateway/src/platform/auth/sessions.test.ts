import { SignJWT } from 'jose';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStubServer, type StubServer } from '../../../test/harness/stubServer.ts';
import { createSessionVerifier, tokenKey, type SessionRevocation, type SessionVerifier } from './sessions.ts';

const SECRET = 'test-secret-with-enough-length-0123456789';
// Its own Redis database, emptied first (as in CI: Redis at 127.0.0.1:6379).
const REDIS_URL = 'redis://127.0.0.1:6379/6';

const token = (userId: string) =>
  new SignJWT({ role: 'Loan Officer', email: 'officer@lendhub.demo' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(SECRET));

/** The user's own profile, as the API's session check answers it. */
const PROFILE = { userId: 7, fullName: 'Olive Officer', emailAddress: 'officer@lendhub.demo', company: 'LendHub', avatarUrl: null };

/** The API's answer about a token: current (200) until it is revoked (401). */
let revoked = new Set<string>();
let api: StubServer;
const verifiers: SessionVerifier[] = [];
const gateway = (redisUrl?: string) => {
  const verifier = createSessionVerifier({ jwtSecret: SECRET, apiUrl: api.url, ttlMs: 60_000, redisUrl });
  verifiers.push(verifier);
  return verifier;
};

beforeAll(async () => {
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  api = await startStubServer((request, response) => {
    const presented = String(request.headers.authorization).replace(/^Bearer /, '');
    if (revoked.has(presented)) return void response.writeHead(401, { 'content-type': 'application/json' }).end('{"status":401}');
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 200, data: { userId: 7, role: 'Loan Officer', email: 'officer@lendhub.demo', profile: PROFILE } }));
  });
});
afterAll(async () => {
  for (const verifier of verifiers) verifier.close();
  await api.close();
});

describe('token checks across gateways', () => {
  it('a token signed out through one gateway is refused at once by another that had just checked it (Redis)', async () => {
    revoked = new Set();
    const [a, b] = [gateway(REDIS_URL), gateway(REDIS_URL)];
    await new Promise((resolve) => setTimeout(resolve, 200)); // both subscribed
    const signedOut = await token('7');
    expect(await b.verify(signedOut)).toMatchObject({ userId: 7, role: 'LOAN_OFFICER' });
    const asked = api.requests.length;

    revoked.add(signedOut); // the API revoked it: the sign-out went through gateway A
    a.forget(signedOut);
    await expect.poll(() => b.verify(signedOut), { timeout: 1_000, interval: 50 }).toBeNull();
    expect(api.requests.length).toBeGreaterThan(asked);
  });

  it('without Redis each gateway keeps its answer for the TTL (the API still refuses the token on every call)', async () => {
    revoked = new Set();
    const [a, b] = [gateway(), gateway()];
    const signedOut = await token('8');
    expect(await b.verify(signedOut)).not.toBeNull();
    revoked.add(signedOut);
    a.forget(signedOut);
    expect(await a.verify(signedOut)).toBeNull();
    expect(await b.verify(signedOut)).not.toBeNull();
  });

  it("every gateway hears a sign-out (the token) and a password change (the user), its own and the others' (Redis)", async () => {
    revoked = new Set();
    const [a, b] = [gateway(REDIS_URL), gateway(REDIS_URL)];
    await new Promise((resolve) => setTimeout(resolve, 200)); // both subscribed
    const heard: Record<'a' | 'b', SessionRevocation[]> = { a: [], b: [] };
    a.onRevoked((revocation) => heard.a.push(revocation));
    b.onRevoked((revocation) => heard.b.push(revocation));
    const signedOut = await token('9');
    a.forget(signedOut);
    a.forgetUser(9);
    const expected = [{ tokenKey: tokenKey(signedOut) }, { userId: 9 }];
    expect(heard.a).toEqual(expected);
    await expect.poll(() => heard.b, { timeout: 1_000, interval: 50 }).toEqual(expected);
  });

  it('keeps the profile the session check answered, until the user saves theirs through any gateway (Redis)', async () => {
    revoked = new Set();
    const [a, b] = [gateway(REDIS_URL), gateway(REDIS_URL)];
    await new Promise((resolve) => setTimeout(resolve, 200)); // both subscribed
    expect(b.profileOf(7)).toBeUndefined();
    await b.verify(await token('7'));
    expect(b.profileOf(7)).toEqual(PROFILE);
    a.forgetProfile(7); // the profile was saved through gateway A
    await expect.poll(() => b.profileOf(7), { timeout: 1_000, interval: 50 }).toBeUndefined();
  });

  it('checks a token once while its answer is remembered, and refuses it once it has expired', async () => {
    revoked = new Set();
    const verifier = gateway();
    const presented = await token('11');
    expect(await verifier.verify(presented)).toMatchObject({ userId: 7 });
    const asked = api.requests.length;
    expect(await verifier.verify(presented)).toMatchObject({ userId: 7 });
    expect(await verifier.verify(`${presented}x`)).toBeNull(); // another token (a bad signature) is never taken for it
    expect(api.requests.length).toBe(asked);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 2 * 60 * 60 * 1000); // past the token's hour
    try {
      expect(await verifier.verify(presented)).toBeNull();
    } finally {
      later.mockRestore();
    }
  });

  it('verifyNow asks the API even while an answer is remembered', async () => {
    revoked = new Set();
    const verifier = gateway();
    const changed = await token('10');
    expect(await verifier.verify(changed)).not.toBeNull();
    revoked.add(changed); // revoked by a password change this gateway did not see
    expect(await verifier.verify(changed)).not.toBeNull();
    expect(await verifier.verifyNow(changed)).toBeNull();
  });
});

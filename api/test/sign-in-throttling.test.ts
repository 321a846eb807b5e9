import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../src/auth/jwt.ts';
import { DEFAULT_SIGN_IN_LIMITS } from '@lendhub/server-kit/sign-in-throttle';
import { DEMO, startTestApi, TEST_JWT_SECRET, useTestApi, type TestApi } from './helpers/test-api.ts';

// Each case signs in from its own made-up client address (X-Forwarded-For, trusted from the
// loopback gateway) and, where it locks an account, with an e-mail of its own, so cases do not meet.
const REDIS_URL = 'redis://127.0.0.1:6379/7';
// Redis keeps counters across runs (and the PGlite and PostgreSQL projects share it): a random
// network per run, then one address per call of freshAddress().
const network = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
let lastHost = 0;
const freshAddress = () => {
  lastHost += 1;
  return `${network}.${lastHost}`;
};

function signInAs(api: TestApi, email: string, password: string, address: string) {
  return api.call('POST', '/api/Authentication/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });
}

async function failTimes(api: TestApi, times: number, email: string, address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await signInAs(api, email, 'wrong-password', address)).status);
  return statuses;
}

function throttlingCases(getApi: () => TestApi) {
  it('refuses an account after its failures with 429, Retry-After and a clear message — even with the right password', async () => {
    const api = getApi();
    const email = `guess-${randomUUID()}@lendhub.demo`;
    const address = freshAddress();
    expect(await failTimes(api, DEFAULT_SIGN_IN_LIMITS.perAccount, email, address)).toEqual(
      Array(DEFAULT_SIGN_IN_LIMITS.perAccount).fill(401),
    );
    const refused = await signInAs(api, email, 'wrong-password', freshAddress());
    expect(refused.status).toBe(429);
    expect(refused.body.responseMsg).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });

  it('locks only the guessed account: another account signs in from the same address', async () => {
    const api = getApi();
    const address = freshAddress();
    const email = `guess-${randomUUID()}@lendhub.demo`;
    await failTimes(api, DEFAULT_SIGN_IN_LIMITS.perAccount, email, address);
    expect((await signInAs(api, email, 'anything', address)).status).toBe(429);
    expect((await signInAs(api, DEMO.lender, DEMO.password, address)).status).toBe(200);
  });

  it('refuses an address after its failures across many accounts', async () => {
    const api = getApi();
    const address = freshAddress();
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.perAddress; i += 1) {
      expect((await signInAs(api, `spray-${i}-${randomUUID()}@lendhub.demo`, 'wrong-password', address)).status).toBe(401);
    }
    const refused = await signInAs(api, DEMO.officer, DEMO.password, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.body.status)).toBe(429);
    // Another address is not affected.
    expect((await signInAs(api, DEMO.officer, DEMO.password, freshAddress())).status).toBe(200);
  });

  it('a success clears the account’s count', async () => {
    const api = getApi();
    const address = freshAddress();
    await failTimes(api, DEFAULT_SIGN_IN_LIMITS.perAccount - 1, DEMO.admin, address);
    expect((await signInAs(api, DEMO.admin, DEMO.password, address)).status).toBe(200);
    expect(await failTimes(api, DEFAULT_SIGN_IN_LIMITS.perAccount - 1, DEMO.admin, address)).not.toContain(429);
    expect((await signInAs(api, DEMO.admin, DEMO.password, address)).status).toBe(200);
  });
}

describe('sign-in throttling, counters in memory', () => {
  const { api } = useTestApi({ trustProxy: 'loopback' });
  throttlingCases(() => api);

  it('sends Retry-After in seconds', async () => {
    const email = `guess-${randomUUID()}@lendhub.demo`;
    await failTimes(api, DEFAULT_SIGN_IN_LIMITS.perAccount, email, freshAddress());
    const response = await fetch(`${api.url}/api/Authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_SIGN_IN_LIMITS.windowSeconds);
  });
});

describe('sign-in throttling, counters shared through Redis', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      startTestApi({ redisUrl: REDIS_URL, trustProxy: 'loopback' }),
      startTestApi({ redisUrl: REDIS_URL, trustProxy: 'loopback' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('two API processes share one count', async () => {
    const email = `guess-${randomUUID()}@lendhub.demo`;
    const address = freshAddress();
    const half = Math.ceil(DEFAULT_SIGN_IN_LIMITS.perAccount / 2);
    await failTimes(first, half, email, address);
    await failTimes(second, DEFAULT_SIGN_IN_LIMITS.perAccount - half, email, address);
    expect((await signInAs(first, email, 'wrong-password', freshAddress())).status).toBe(429);
    expect((await signInAs(second, email, 'wrong-password', freshAddress())).status).toBe(429);
  });

  throttlingCases(() => first);

  it('refuses sign-in (fails closed) while Redis cannot be reached, and other calls still work', { timeout: 120_000 }, async () => {
    const api = await startTestApi({ redisUrl: 'redis://127.0.0.1:1/0' });
    try {
      const refused = await signInAs(api, DEMO.admin, DEMO.password, freshAddress());
      expect(refused.status).toBe(503);
      expect(refused.body.responseMsg).toBe('Sign-in is temporarily unavailable. Please try again shortly.');
      const token = await signToken({ userId: 1, role: 'Admin', email: DEMO.admin, version: 0 }, TEST_JWT_SECRET);
      expect((await api.call('GET', '/api/Lender/GetAllLenders', { token })).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  // Issue 19 §6: by default the API trusts no proxy, not even loopback, so a client cannot spread its
  // failures over made-up addresses: they all count against the address it really comes from.
  const { api } = useTestApi();

  it('is ignored: failures from "different" forwarded addresses all count against the real one', async () => {
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.perAddress; i += 1) {
      expect((await signInAs(api, `spread-${i}-${randomUUID()}@lendhub.demo`, 'wrong-password', freshAddress())).status).toBe(401);
    }
    expect((await signInAs(api, DEMO.officer, DEMO.password, freshAddress())).status).toBe(429);
  });
});

import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitMessage, rateLimitRedis, RequestRateLimiter, type RequestLimits } from './rateLimit.ts';

// Redis at 127.0.0.1:6379 (as in CI), on a database number of this suite's own, emptied first.
const REDIS_URL = 'redis://127.0.0.1:6379/14';
const LIMITS: RequestLimits = { perToken: 3, perAddress: 5, windowSeconds: 60 };

/** Every caller gets a fresh limiter name, so the cases never share counters. */
let names = 0;
const freshName = () => `test-${process.pid}-${(names += 1)}`;

// One suite, two stores: what a caller sees must not depend on where the counters live.
describe.each([
  { store: 'memory', redis: () => undefined },
  { store: 'Redis', redis: () => shared },
])('general request limits in $store', ({ redis }) => {
  it('lets a token make its requests, then refuses it with a wait; another token goes on', async () => {
    const limiter = new RequestRateLimiter(freshName(), LIMITS, redis());
    for (let i = 0; i < LIMITS.perToken; i += 1) expect(await limiter.consume({ token: 'token-a', address: `10.0.0.${i}` })).toBeNull();

    const refusal = await limiter.consume({ token: 'token-a', address: '10.0.0.9' });
    expect(refusal?.scope).toBe('token');
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refusal?.retryAfterSeconds).toBeLessThanOrEqual(LIMITS.windowSeconds);
    expect(await limiter.consume({ token: 'token-b', address: '10.0.0.10' })).toBeNull();
  });

  it('refuses an address beyond its limit, with or without a token', async () => {
    const limiter = new RequestRateLimiter(freshName(), LIMITS, redis());
    for (let i = 0; i < LIMITS.perAddress; i += 1)
      expect(await limiter.consume({ token: i % 2 ? `token-${i}` : null, address: '10.0.1.1' })).toBeNull();
    expect((await limiter.consume({ token: null, address: '10.0.1.1' }))?.scope).toBe('address');
    expect(await limiter.consume({ token: null, address: '10.0.1.2' })).toBeNull();
  });
});

describe('general request limits shared through Redis', () => {
  it('counts a token across processes: two limiters on one Redis refuse at the same request as one', async () => {
    const name = freshName();
    const first = new RequestRateLimiter(name, LIMITS, shared);
    const otherProcess = await connected(REDIS_URL);
    try {
      const second = new RequestRateLimiter(name, LIMITS, otherProcess);
      const answers = [];
      for (let i = 0; i < LIMITS.perToken + 1; i += 1)
        answers.push(await (i % 2 ? second : first).consume({ token: 'token-c', address: `10.0.2.${i}` }));
      expect(answers.slice(0, LIMITS.perToken)).toEqual(Array(LIMITS.perToken).fill(null));
      expect(answers[LIMITS.perToken]?.scope).toBe('token');
    } finally {
      otherProcess.disconnect();
    }
  });

  it('keeps limiting on its own counters while Redis does not answer', async () => {
    const down = rateLimitRedis('redis://127.0.0.1:1/0');
    try {
      const limiter = new RequestRateLimiter(freshName(), LIMITS, down);
      for (let i = 0; i < LIMITS.perToken; i += 1) expect(await limiter.consume({ token: 'token-d', address: `10.0.3.${i}` })).toBeNull();
      expect((await limiter.consume({ token: 'token-d', address: '10.0.3.9' }))?.scope).toBe('token');
    } finally {
      down.disconnect();
    }
  });
});

describe('rateLimitMessage', () => {
  it('says how long to wait, in the singular for one second', () => {
    expect(rateLimitMessage(1)).toBe('Too many requests. Please try again in 1 second.');
    expect(rateLimitMessage(30)).toBe('Too many requests. Please try again in 30 seconds.');
  });
});

/** The client the API makes, once it is connected (it queues nothing while connecting). */
async function connected(url: string): Promise<Redis> {
  const redis = rateLimitRedis(url);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no Redis at ${url}`)), 5_000);
    redis.once('ready', () => (clearTimeout(timer), resolve()));
  });
  return redis;
}

let shared: Redis;
beforeAll(async () => {
  shared = await connected(REDIS_URL);
  await shared.flushdb();
});
afterAll(() => shared?.disconnect());

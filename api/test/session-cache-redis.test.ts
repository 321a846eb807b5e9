import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApi, testEngine, type TestApi } from './helpers/test-api.ts';

// Its own Redis database, emptied first (as in CI: Redis at 127.0.0.1:6379).
const REDIS_URL = 'redis://127.0.0.1:6379/8';

/*
 * Several API processes on one database (docs/deploy.md "Cluster"): each remembers a token's user for a few
 * seconds (AUTH_CACHE_TTL_MS), and with Redis a write on one empties the others' memory, so a token
 * signed out through one process is refused by every other one at once, not after the TTL.
 * Two processes can share a database only on a PostgreSQL server (PGlite is embedded in one).
 */
describe.runIf(testEngine() === 'postgres')('session cache shared through Redis (two API processes)', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    first = await startTestApi({ redisUrl: REDIS_URL });
    second = await startTestApi({ redisUrl: REDIS_URL, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const session = (api: TestApi, token: string) => api.call('GET', '/api/Authentication/session', { token });

  it('a token signed out through one process is refused at once by the other, which had just read it', async () => {
    const token = await first.login(DEMO.lender);
    // The second process reads the token's user now and would remember it for the TTL.
    expect((await session(second, token)).status).toBe(200);
    expect((await session(second, token)).status).toBe(200);

    expect((await first.call('POST', '/api/Authentication/logout', { token })).status).toBe(200);
    await expect.poll(async () => (await session(second, token)).status, { timeout: 1_000, interval: 50 }).toBe(401);
  });
});

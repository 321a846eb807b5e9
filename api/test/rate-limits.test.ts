import { describe, expect, it } from 'vitest';
import { gatewayCallKey } from '@lendhub/server-kit/rate-limit';
import { TEST_JWT_SECRET, useTestApi } from './helpers/test-api.ts';

const PER_TOKEN = 4;
const PER_ADDRESS = 12;
const ME = '/api/User/GetUser';

/** General limits for direct clients (docs/performance.md "Limits"), small here so a test reaches them. */
describe('general request rate limits of the API', () => {
  const { api, officer, lender } = useTestApi({ requestLimits: { perToken: PER_TOKEN, perAddress: PER_ADDRESS, windowSeconds: 60 } });
  const get = (token?: string, headers: Record<string, string> = {}) =>
    fetch(api.url + ME, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('refuses a token beyond its limit with 429 and Retry-After; another token goes on; then the address is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_TOKEN; i += 1) statuses.push((await get(officer.token)).status);
    expect(statuses.every((status) => status !== 429)).toBe(true);

    const refused = await get(officer.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { responseMsg: string }).responseMsg).toMatch(
      /^Too many requests\. Please try again in \d+ seconds?\.$/,
    );

    expect((await get(lender.token)).status).not.toBe(429);

    // Same address, no token: refused once the address has used its requests (sign-ins included).
    let status = 0;
    for (let i = 0; i < PER_ADDRESS && status !== 429; i += 1) status = (await get()).status;
    expect(status).toBe(429);

    // The gateway's own calls (it limited its clients already) are not counted again; a wrong key is.
    expect((await get(lender.token, { 'x-gateway-key': gatewayCallKey(TEST_JWT_SECRET) })).status).toBe(200);
    expect((await get(lender.token, { 'x-gateway-key': gatewayCallKey('another secret') })).status).toBe(429);
    // Health checks are never limited.
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
  });
});

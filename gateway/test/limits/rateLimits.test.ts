import { describe, expect, it } from 'vitest';
import { codesOf, DEMO, DEMO_PASSWORD } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const PER_TOKEN = 5;
const PER_ADDRESS = 25;
// Small limits so a test reaches them; the defaults (docs/performance.md "Limits") are far above the web app's use.
const stack = useStack({
  requestLimits: { perToken: PER_TOKEN, perAddress: PER_ADDRESS, windowSeconds: 60 },
  signInLimits: { perAccount: 2, perAddress: 50, windowSeconds: 900 },
});

const ME = '{ viewer { id } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';

async function post(token?: string): Promise<Response> {
  return fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: ME }),
  });
}

describe('gateway rate limits', () => {
  it('refuses the gateway sign-in after its own failure count (2 here, while the API allows 5); other accounts sign in', async () => {
    const email = 'guessed-at@lendhub.demo';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(codesOf(await stack.gql(LOGIN, { input: { email, password: 'wrong-password' } }))).toEqual(['UNAUTHENTICATED']);
    }
    const apiCallsBefore = stack.upstream.requests.length;
    const refused = await stack.gql(LOGIN, { input: { email, password: 'wrong-password' } });
    expect(codesOf(refused)).toEqual(['TOO_MANY_REQUESTS']);
    expect(refused.errors![0]!.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(refused.errors![0]!.extensions!['retryAfterSeconds']).toBeGreaterThan(0);
    // Refused by the gateway itself: the API was not asked.
    expect(stack.upstream.requests.length).toBe(apiCallsBefore);
    // Counted once, as what it is (it used to be a rate_limit refusal too).
    const metrics = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    expect(metrics).toMatch(/lendhub_refusals_total\{reason="sign_in_throttled"\} 1\n/);
    expect(metrics).not.toMatch(/lendhub_refusals_total\{reason="rate_limit"\}/);
    const other = await stack.gql<{ login: { token: string } }>(LOGIN, { input: { email: DEMO.LOAN_OFFICER, password: DEMO_PASSWORD } });
    expect(other.data?.login.token).toBeTruthy();
  });

  it('refuses a token beyond its limit with 429, Retry-After and TOO_MANY_REQUESTS; another token goes on; then the address', async () => {
    for (let i = 0; i < PER_TOKEN; i += 1) expect((await post(stack.admin)).status).toBe(200);
    const refused = await post(stack.admin);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
    expect(body.errors[0]!.extensions['code']).toBe('TOO_MANY_REQUESTS');
    expect(body.errors[0]!.extensions['retryAfterSeconds']).toBeGreaterThan(0);
    expect(body.errors[0]!.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);

    expect((await post(stack.lender)).status).toBe(200);

    let status = 200;
    for (let i = 0; i < PER_ADDRESS && status !== 429; i += 1) status = (await post()).status;
    expect(status).toBe(429);

    const metrics = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    expect(metrics).toMatch(/lendhub_refusals_total\{reason="rate_limit"\} [1-9]/);
    expect(metrics).toMatch(/lendhub_refusals_total\{reason="sign_in_throttled"\} 1/);
  });
});

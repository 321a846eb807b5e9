import { describe, expect, it } from 'vitest';
import { connect, type Outcome } from '../harness/live.ts';
import { useStack } from '../harness/signedIn.ts';
import { DEMO, DEMO_PASSWORD } from '../harness/stack.ts';

const PER_TOKEN = 20;
const PER_ADDRESS = 30;
const SUBSCRIPTIONS_PER_SOCKET = 5;
const SOCKETS_PER_TOKEN = 2;
// Small limits so a test reaches them (docs/performance.md "Limits" has the defaults). Behind a trusted proxy on
// loopback, each test's X-Forwarded-For is its own client address, as the balancer would send it.
const stack = useStack({
  requestLimits: { perToken: PER_TOKEN, perAddress: PER_ADDRESS, windowSeconds: 60 },
  liveLimits: { subscriptionsPerSocket: SUBSCRIPTIONS_PER_SOCKET, socketsPerToken: SOCKETS_PER_TOKEN },
  trustProxy: 'loopback',
});

const NOTIFICATIONS = 'subscription { viewerNotifications { unreadCount } }';
const RATE_MESSAGE = /^Too many requests\. Please try again in \d+ seconds?\.$/;
const from = (address: string) => ({ 'x-forwarded-for': address });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const count = (outcomes: Outcome[], state: Outcome['state']) => outcomes.filter((outcome) => outcome.state === state).length;

async function graphqlStatus(token: string | null, address: string): Promise<number> {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(address), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: '{ viewer { id } }' }),
  });
  return response.status;
}

describe('live subscriptions are rate limited like HTTP requests', () => {
  it('counts every subscribe against the token: past the limit the socket closes with 4429, and HTTP with that token answers 429', async () => {
    const live = connect(stack.gateway.url, stack.officer, from('10.0.0.1'));
    await live.connected;
    // 1 connect + 40 subscribes on one socket, sent at once: the limit (20) is reached on the way.
    const outcomes = Array.from({ length: 40 }, () => live.track(NOTIFICATIONS));
    const closed = await live.closed;
    await settle();
    expect(closed.code).toBe(4429);
    expect(closed.reason).toMatch(RATE_MESSAGE);
    // Never more running than the per-socket cap; the rest refused by the cap, then cut by the close.
    expect(count(outcomes, 'running') + count(outcomes, 'event')).toBe(0);
    expect(count(outcomes, 'refused')).toBeLessThanOrEqual(PER_TOKEN - 1 - SUBSCRIPTIONS_PER_SOCKET);
    for (const outcome of outcomes) if (outcome.state === 'refused') expect(outcome.codes).toEqual(['TOO_MANY_REQUESTS']);
    // The same counters as HTTP: the token is spent there too, another token is not.
    expect(await graphqlStatus(stack.officer, '10.0.0.11')).toBe(429);
    expect(await graphqlStatus(stack.lender, '10.0.0.11')).toBe(200);
    const metrics = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    expect(metrics).toMatch(/lendhub_refusals_total\{reason="rate_limit"\} [1-9]/);
  });

  it('counts every connection attempt against the client address: past the limit even a good token is closed with 4429; other addresses go on', async () => {
    // Connections without a token: each counts, then closes with 4401.
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
      expect((await connect(stack.gateway.url, null, from('10.0.0.2')).closed).code).toBe(4401);
    }
    const refused = connect(stack.gateway.url, stack.admin, from('10.0.0.2'));
    expect(await refused.closed).toEqual({ code: 4429, reason: expect.stringMatching(RATE_MESSAGE) });
    expect(await graphqlStatus(stack.admin, '10.0.0.2')).toBe(429);

    const elsewhere = connect(stack.gateway.url, stack.admin, from('10.0.0.3'));
    await elsewhere.connected;
    const outcome = elsewhere.track(NOTIFICATIONS);
    await settle();
    expect(outcome.state).toBe('running');
    await elsewhere.client.dispose();
  });
});

describe('live subscription caps', () => {
  it(`refuses a subscription beyond ${SUBSCRIPTIONS_PER_SOCKET} on one socket with TOO_MANY_REQUESTS; the socket and its subscriptions go on`, async () => {
    const token = await freshToken();
    const live = connect(stack.gateway.url, token, from('10.0.0.4'));
    await live.connected;
    const running = Array.from({ length: SUBSCRIPTIONS_PER_SOCKET }, () => live.track(NOTIFICATIONS));
    await settle();
    const beyond = live.track(NOTIFICATIONS);
    await settle();
    expect(running.map((outcome) => outcome.state)).toEqual(Array(SUBSCRIPTIONS_PER_SOCKET).fill('running'));
    expect(beyond).toEqual({ state: 'refused', codes: ['TOO_MANY_REQUESTS'] });
    await live.client.dispose();
  });

  it(`closes a token's socket beyond ${SOCKETS_PER_TOKEN} with 4429; once one closes, a new one is accepted`, async () => {
    const token = await freshToken();
    const sockets = Array.from({ length: SOCKETS_PER_TOKEN }, () => connect(stack.gateway.url, token, from('10.0.0.5')));
    await Promise.all(sockets.map((socket) => socket.connected));
    const extra = connect(stack.gateway.url, token, from('10.0.0.5'));
    expect(await extra.closed).toEqual({ code: 4429, reason: `Too many open connections for this session (at most ${SOCKETS_PER_TOKEN})` });

    await sockets[0]!.client.dispose();
    await sockets[0]!.closed;
    await settle();
    const again = connect(stack.gateway.url, token, from('10.0.0.5'));
    await again.connected;
    await Promise.all([again, sockets[1]!].map((socket) => socket.client.dispose()));
  });
});

/** A new session of the demo Loan Officer (its own token, so its own counts). */
async function freshToken(): Promise<string> {
  const login = await stack.gql<{ login: { token: string } }>('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: DEMO.LOAN_OFFICER, password: DEMO_PASSWORD },
  });
  return login.data!.login.token;
}

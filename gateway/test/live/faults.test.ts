import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/fault-cluster.mjs';
import { startHaproxy, type RunningHaproxy } from '../../../scripts/haproxy.mjs';
import { startTcpCable } from '../../../scripts/tcp-cable.mjs';
import { startGateway, type RunningGateway } from '../../src/index.ts';
import { subscribe, subscriptionSettles } from '../harness/live.ts';
import { useStack } from '../harness/signedIn.ts';

const FEED = '{ posts(first: 5) { edges { node { id title likeCount } } } }';

/** A cable in front of the shared Redis that the test can cut and restore (the shared Redis itself must keep running). */
async function redisCable() {
  const cable = await startTcpCable({ host: '127.0.0.1', port: 6379 });
  return { url: `redis://127.0.0.1:${cable.port}/13`, cut: cable.cut, restore: cable.restore };
}

/** Polls until `probe` answers `expected` (a fault test waits for the system to notice, then checks what it does). */
async function eventually<T>(probe: () => Promise<T>, expected: T, attempts = 100): Promise<T> {
  let last = await probe();
  for (let attempt = 0; attempt < attempts && last !== expected; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await probe();
  }
  return last;
}

const readyStatus = (gateway: RunningGateway) => fetch(`${gateway.url}/readyz`).then((response) => response.status);

const stack = useStack();

describe('Redis down', () => {
  let cable: Awaited<ReturnType<typeof redisCable>>;
  let gateway: RunningGateway;
  beforeAll(async () => {
    cable = await redisCable();
    gateway = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: stack.api.url, jwtSecret: stack.jwtSecret, redisUrl: cable.url });
  });
  afterAll(() => gateway?.close());

  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.officer}` },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: { posts?: { edges: { node: { id: string } }[] } } | null; errors?: unknown[] },
    };
  };

  it('keeps answering queries and mutations, reports not ready, and recovers when Redis is back', async () => {
    expect(await eventually(() => readyStatus(gateway), 200)).toBe(200);

    await cable.cut();
    expect(await eventually(() => readyStatus(gateway), 503)).toBe(503);
    const feed = await ask(FEED);
    expect(feed.status).toBe(200);
    expect(feed.body.errors).toBeUndefined();
    // The like is written (the live event is lost and logged), the mutation answers.
    const postId = feed.body.data!.posts!.edges[0]!.node.id;
    const liked = await ask('mutation ($input: LikePostInput!) { likePost(input: $input) { liked } }', { input: { postId } });
    expect(liked.body.errors).toBeUndefined();

    await cable.restore();
    expect(await eventually(() => readyStatus(gateway), 200)).toBe(200);
    // Live events flow again: a subscriber on this gateway hears a like made on the same gateway.
    const live = subscribe<{ postActivity: { likeCount: number } }>(
      gateway.url,
      stack.lender,
      'subscription ($postId: ID!) { postActivity(postId: $postId) { likeCount } }',
      { postId },
    );
    await subscriptionSettles();
    await ask('mutation ($input: LikePostInput!) { likePost(input: $input) { liked } }', { input: { postId } });
    expect((await live.next()).data?.postActivity.likeCount).toEqual(expect.any(Number));
    await live.close();
  });
});

/** `127.0.0.1:<port>` of a running server's URL, as HAProxy names its servers. */
const addressOf = (url: string) => `127.0.0.1:${new URL(url).port}`;

describe('behind HAProxy', () => {
  const REDIS_URL = 'redis://127.0.0.1:6379/11';
  let one: RunningGateway;
  let two: RunningGateway;
  let balancer: RunningHaproxy;
  let dir: string;
  let twoClosed = false;
  beforeAll(async () => {
    const options = {
      port: 0,
      host: '127.0.0.1',
      apiUrl: stack.api.url,
      jwtSecret: stack.jwtSecret,
      redisUrl: REDIS_URL,
      shutdownDelayMs: 600,
    };
    [one, two] = await Promise.all([startGateway(options), startGateway(options)]);
    dir = await mkdtemp(path.join(tmpdir(), 'lendhub-haproxy-'));
    const [port, apiPort] = await Promise.all([freePort(), freePort()]);
    const gatewayPorts = [one, two].map((gateway) => Number(new URL(gateway.url).port));
    balancer = await startHaproxy({
      dir,
      port,
      apiPort,
      gatewayPorts,
      apiPorts: [Number(new URL(stack.api.url).port)],
      checkIntervalMs: 100,
    });
    while ((await balancer.routable('gateways')).length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    await balancer?.close();
    await Promise.all([one?.close(), twoClosed ? undefined : two?.close()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('carries WebSockets too: a subscriber through HAProxy hears a comment made on a gateway directly', async () => {
    const feed = await stack.gql<{ posts: { edges: { node: { id: string } }[] } }>(FEED, {}, stack.officer);
    const postId = feed.data!.posts.edges[0]!.node.id;
    const live = subscribe<{ postActivity: { commentCount: number } }>(
      balancer.url,
      stack.lender,
      'subscription ($postId: ID!) { postActivity(postId: $postId) { commentCount } }',
      { postId },
    );
    await subscriptionSettles();
    const response = await fetch(`${one.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.officer}` },
      body: JSON.stringify({
        query: 'mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }',
        variables: { input: { postId, content: 'Through the balancer' } },
      }),
    });
    expect(response.status).toBe(200);
    expect((await live.next()).data?.postActivity.commentCount).toEqual(expect.any(Number));
    await live.close();
  });

  it('counts failed sign-ins spread over both gateways toward one limit (5 per account)', async () => {
    const email = `nobody-${Date.now()}@lendhub.demo`;
    const attempt = (gateway: RunningGateway) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
          variables: { input: { email, password: 'wrong-password' } },
        }),
      }).then((response) => response.json() as Promise<{ errors?: { extensions?: { code?: string } }[] }>);
    const codes = [];
    for (let index = 0; index < 6; index += 1) codes.push((await attempt(index % 2 === 0 ? one : two)).errors?.[0]?.extensions?.code);
    expect(codes.slice(0, 5)).not.toContain('TOO_MANY_REQUESTS');
    expect(codes[5]).toBe('TOO_MANY_REQUESTS');
  });

  it('loses no request when a gateway stops gracefully under load: the other serves everything after', async () => {
    let stopped = false;
    const outcomes: number[] = [];
    const client = async () => {
      while (!stopped) {
        const response = await fetch(`${balancer.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.officer}` },
          body: JSON.stringify({ query: FEED }),
        }).catch(() => null);
        const body = response ? ((await response.json().catch(() => null)) as { data?: unknown } | null) : null;
        outcomes.push(response?.status === 200 && body?.data ? 200 : (response?.status ?? 0));
      }
    };
    const clients = Array.from({ length: 4 }, client);
    while (outcomes.length < 20) await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = two.close();
    twoClosed = true;
    await closing;
    const servedBeforeClose = outcomes.length;
    while (outcomes.length < servedBeforeClose + 20) await new Promise((resolve) => setTimeout(resolve, 50));
    stopped = true;
    await Promise.all(clients);

    expect(outcomes.filter((status) => status !== 200)).toEqual([]);
    expect(await balancer.routable('gateways')).toEqual([addressOf(one.url)]);
  });
});

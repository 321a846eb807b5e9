// Benchmark of the cluster (`pnpm start:cluster` running; needs Redis):
// 1. delivery latency of a subscription event across gateways: a like sent to gateway A, the
//    postActivity event received by a subscriber on gateway B (p50/p99 over EVENTS, default 1,000);
// 2. throughput and p99 of a by-id query and of the feed page through one gateway versus the
//    balancer in front of two (same run, CONCURRENCY clients for SECONDS each).
// Run: pnpm --filter @lendhub/bench cluster
// Env: BALANCER_URL (default http://localhost:4000), GATEWAY_URLS (default http://127.0.0.1:4002,http://127.0.0.1:4003).
import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { percentile } from './stats.ts';

const BALANCER = process.env.BALANCER_URL ?? 'http://localhost:4000';
const [GATEWAY_A, GATEWAY_B] = (process.env.GATEWAY_URLS ?? 'http://127.0.0.1:4002,http://127.0.0.1:4003').split(',') as [string, string];
const EVENTS = Number(process.env.EVENTS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const SECONDS = Number(process.env.SECONDS ?? 10);

async function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

const login = (email: string) =>
  gql<{ login: { token: string } }>(BALANCER, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email, password: 'LendHub#2025' },
  }).then((data) => data.login.token);

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function deliveryLatency(subscriberToken: string, likerToken: string, postId: string) {
  const client = createClient({
    url: `${GATEWAY_B.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${subscriberToken}` },
    lazy: false,
  });
  const events = client.iterate<{ postActivity: { likeCount: number } }>({
    query: 'subscription ($postId: ID!) { postActivity(postId: $postId) { likeCount } }',
    variables: { postId },
  });
  const first = events.next();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  let pending: Promise<IteratorResult<unknown>> = first;
  for (let index = 0; index < EVENTS; index += 1) {
    const sent = performance.now();
    await gql(GATEWAY_A, 'mutation ($input: LikePostInput!) { likePost(input: $input) { liked } }', { input: { postId } }, likerToken);
    const answered = performance.now();
    await pending;
    const received = performance.now();
    fromSend.push(received - sent);
    fromAnswer.push(Math.max(0, received - answered));
    pending = events.next();
  }
  await events.return?.();
  await client.dispose();
  fromSend.sort((a, b) => a - b);
  fromAnswer.sort((a, b) => a - b);
  console.log(`\nSubscription event across gateways (like on A → postActivity on B), ${EVENTS} events:`);
  console.log(`  mutation sent → event received:      p50 ${ms(percentile(fromSend, 0.5))}  p99 ${ms(percentile(fromSend, 0.99))}`);
  console.log(`  mutation answered → event received:  p50 ${ms(percentile(fromAnswer, 0.5))}  p99 ${ms(percentile(fromAnswer, 0.99))}`);
}

async function load(url: string, query: string, variables: Record<string, unknown>, token: string) {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          await gql(url, query, variables, token);
          latencies.push(performance.now() - start);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / SECONDS, p99: percentile(latencies, 0.99), failures };
}

async function throughput(token: string, postId: string) {
  const cases = [
    {
      name: 'post by id',
      query: 'query ($id: ID!) { node(id: $id) { ... on Post { id title likeCount commentCount } } }',
      variables: { id: postId },
    },
    {
      name: 'feed page ',
      query: 'query { posts(first: 10) { edges { node { id title content likeCount commentCount author { fullName } } } } }',
      variables: {},
    },
  ];
  console.log(`\nThroughput, ${CONCURRENCY} concurrent clients, ${SECONDS} s each (one gateway direct vs the balancer over two):`);
  for (const { name, query, variables } of cases) {
    // Not counted: warms both gateways (JIT, session cache) before the measured passes.
    await Promise.all([load(GATEWAY_A, query, variables, token), load(GATEWAY_B, query, variables, token)]);
    const one = await load(GATEWAY_A, query, variables, token);
    const two = await load(BALANCER, query, variables, token);
    console.log(
      `  ${name}: one ${one.rps.toFixed(0)} req/s (p99 ${ms(one.p99)}, ${one.failures} failed) | two ${two.rps.toFixed(0)} req/s (p99 ${ms(two.p99)}, ${two.failures} failed) | ratio ${(two.rps / one.rps).toFixed(2)}`,
    );
  }
}

const [officer, lender] = await Promise.all([login('officer@lendhub.demo'), login('lender@lendhub.demo')]);
const feed = await gql<{ posts: { edges: { node: { id: string } }[] } }>(
  BALANCER,
  '{ posts(first: 1) { edges { node { id } } } }',
  {},
  officer,
);
const postId = feed.posts.edges[0]!.node.id;
await deliveryLatency(officer, lender, postId);
await throughput(officer, postId);

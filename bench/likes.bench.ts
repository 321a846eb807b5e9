// 100 concurrent likes through the gateway, on PGlite and (DATABASE_URL set) on a scratch PostgreSQL
// database: p50/p99 of the `likePost` mutations, and whether the post's count still equals the number of
// people whose like stands. Then the live fan-out: one post watched by SUBSCRIBERS feed subscriptions (the
// seed's users, each socket holding several), liked FAN_OUT_EVENTS times one after another: the API calls each
// event cost and the process's CPU per event (API, gateway and database are all in this process).
// Run alone: pnpm --filter @lendhub/bench run likes   (LIKES=100 SUBSCRIBERS=200 FAN_OUT_EVENTS=10)
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startApi } from '@lendhub/api';
import { createScratchDatabase } from '@lendhub/api/testing/database';
import { startGateway } from '@lendhub/gateway';
import { SEED_USERS } from '@lendhub/api/testing/seed';
import { BENCH_REQUEST_LIMITS } from './apiProcess.ts';
import { gatewayData, signInThrough } from './gatewayClient.ts';
import { percentile } from './stats.ts';

const LIKES = Number(process.env.LIKES ?? 100);
const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 200);
const FAN_OUT_EVENTS = Number(process.env.FAN_OUT_EVENTS ?? 10);

/** What the web's feed subscribes to: each event a whole PostCard (PostFeedActivitySubscription's fields). */
const FEED_ACTIVITY = `subscription FeedActivity($postIds: [ID!]!) { postsActivity(postIds: $postIds) {
  id internalId title content status createdAt authorName authorCompany authorImage commentCount likeCount viewerHasLiked
  comments(first: 50) { edges { node { id content authorName authorCompany authorImage createdAt } } }
  program lender { name } scenario { __typename } lendersThatFit { lenderName rate productName } } }`;

/** A proxy before the API counting the calls it forwards (session checks included: they are per token, cached). */
async function countingProxy(target: string): Promise<{ url: string; calls: () => string[]; reset(): void; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  let calls: string[] = [];
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    const upstream = http.request({ host: hostname, port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    reset: () => (calls = []),
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The API on PostgreSQL at `databaseUrl`, else on PGlite in memory, with the bench's limits and a secret of its own. */
async function benchApi(databaseUrl?: string) {
  const jwtSecret = randomBytes(32).toString('base64url');
  const api = await startApi({
    port: 0,
    jwtSecret,
    requestLimits: BENCH_REQUEST_LIMITS,
    ...(databaseUrl ? { databaseUrl } : { inMemory: true }),
  });
  return { jwtSecret, api };
}

async function fanOut(engine: string, databaseUrl?: string): Promise<void> {
  const { jwtSecret, api } = await benchApi(databaseUrl);
  const proxy = await countingProxy(api.url);
  const gateway = await startGateway({ port: 0, apiUrl: proxy.url, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS });
  const clients: Client[] = [];
  try {
    const tokens = await Promise.all(SEED_USERS.map((user) => signInThrough(gateway.url, user.email)));
    const { posts } = await gatewayData<{ posts: { edges: Array<{ node: { id: string } }> } }>(
      gateway.url,
      '{ posts(first: 1) { edges { node { id } } } }',
      {},
      tokens[0],
    );
    const postId = posts.edges[0]!.node.id;
    let heard = 0;
    let failed = 0;
    for (const token of tokens) {
      clients.push(
        createClient({
          url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${token}` },
          lazy: false,
          retryAttempts: 0,
        }),
      );
    }
    proxy.reset();
    for (let index = 0; index < SUBSCRIBERS; index++) {
      clients[index % clients.length]!.subscribe(
        { query: FEED_ACTIVITY, variables: { postIds: [postId] } },
        { next: (result) => (result.errors ? failed++ : heard++), error: () => failed++, complete: () => undefined },
      );
    }
    // Each subscription reads the post once as it starts: once all have, all listen.
    while (proxy.calls().filter((call) => call.startsWith('GET /api/loan-posts/')).length < SUBSCRIBERS) await sleep(50);
    await sleep(300);

    const LIKE = 'mutation Like($postId: ID!) { likePost(input: { postId: $postId }) { liked } }';
    const calls: number[] = [];
    const cpu: number[] = [];
    const delivered: number[] = [];
    for (let event = 1; event <= FAN_OUT_EVENTS; event++) {
      proxy.reset();
      const before = process.cpuUsage();
      const started = performance.now();
      await gatewayData(gateway.url, LIKE, { postId }, tokens[event % tokens.length]);
      while (heard + failed < event * SUBSCRIBERS) await sleep(2);
      delivered.push(performance.now() - started);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
      // The like's own call is not the fan-out's; session checks (per token, kept 10 s) are left out too.
      calls.push(proxy.calls().filter((call) => call.startsWith('GET /api/loan-posts/')).length);
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    console.log(
      `fan-out on ${engine}: ${SUBSCRIBERS} subscribers (${tokens.length} users), ${FAN_OUT_EVENTS} likes: ` +
        `${percentile(sorted(calls), 0.5)} API reads per event (p50), CPU ${percentile(sorted(cpu), 0.5).toFixed(0)} ms per event (p50, whole process), ` +
        `all heard in ${percentile(sorted(delivered), 0.5).toFixed(0)} ms (p50); ${failed} errors`,
    );
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
    await gateway.close();
    await proxy.close();
    await api.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storm(engine: string, databaseUrl?: string): Promise<void> {
  const { jwtSecret, api } = await benchApi(databaseUrl);
  const gateway = await startGateway({ port: 0, apiUrl: api.url, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS });
  const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
    gatewayData<T>(gateway.url, query, variables, token);
  try {
    const tokens = await Promise.all(SEED_USERS.map((user) => signInThrough(gateway.url, user.email)));
    const { posts } = await gql<{ posts: { edges: Array<{ node: { id: string } }> } }>(
      '{ posts(first: 1) { edges { node { id } } } }',
      {},
      tokens[0],
    );
    const postId = posts.edges[0]!.node.id;
    const LIKE = 'mutation Like($postId: ID!) { likePost(input: { postId: $postId }) { liked post { id likeCount } } }';

    const latencies = await Promise.all(
      Array.from({ length: LIKES }, async (_, index) => {
        const started = performance.now();
        await gql(LIKE, { postId }, tokens[index % tokens.length]);
        return performance.now() - started;
      }),
    );
    latencies.sort((a, b) => a - b);

    const POST = 'query P($id: ID!) { node(id: $id) { ... on Post { likeCount viewerHasLiked } } }';
    const views = await Promise.all(
      tokens.map((token) => gql<{ node: { likeCount: number; viewerHasLiked: boolean } }>(POST, { id: postId }, token)),
    );
    const standing = views.filter((view) => view.node.viewerHasLiked).length;
    const count = views[0]!.node.likeCount;
    console.log(
      `${LIKES} concurrent likes (${tokens.length} users) on ${engine}: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, ` +
        `max ${latencies.at(-1)!.toFixed(0)} ms; count ${count}, likes standing ${standing} (${count === standing ? 'exact' : 'DRIFTED'})`,
    );
  } finally {
    await gateway.close();
    await api.close();
  }
}

export async function likeStorms(): Promise<void> {
  await storm('PGlite');
  await fanOut('PGlite');
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    try {
      await storm('PostgreSQL', scratch.url);
      await fanOut('PostgreSQL', scratch.url);
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('(set DATABASE_URL to run the same on a PostgreSQL server)');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  likeStorms().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

// Benchmark: the scenario feed and the lender directory through the whole back end
// (gateway → API → embedded PGlite). Prints latency percentiles and upstream calls per request.
// Run: pnpm --filter @lendhub/bench bench   (ITERATIONS=200 by default)
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApi } from '@lendhub/api';
import { startGateway } from '@lendhub/gateway';

const ITERATIONS = Number(process.env.ITERATIONS ?? 200);

const FEED = `query Feed { posts(first: 10) { edges { node { id title content likeCount viewerHasLiked commentCount
  author { fullName company } comments(first: 20) { edges { node { id content author { fullName } } } } } } pageInfo { hasNextPage endCursor } } }`;
const LENDERS = `query Lenders { lenders(first: 20, program: QM) { totalCount edges { node { id name shortDescription rating programs { qmPrograms } } } } }`;

/** A pass-through proxy in front of the API that counts requests, so N+1 calls show up in the figures. */
async function countingProxy(target: string) {
  let count = 0;
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    count += 1;
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take: () => {
      const n = count;
      count = 0;
      return n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main() {
  const jwtSecret = randomBytes(32).toString('base64url');
  const startedAt = performance.now();
  const api = await startApi({ port: 0, inMemory: true, jwtSecret });
  const proxy = await countingProxy(api.url);
  const gateway = await startGateway({ port: 0, apiUrl: proxy.url, jwtSecret });
  console.log(`stack start (PGlite open + migrate + seed): ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

  const gql = async <T = unknown>(query: string, token?: string): Promise<T | undefined> => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const login = await gql<{ login: { token: string } }>(
    `mutation { login(input: {email: "officer@lendhub.demo", password: "LendHub#2025"}) { token } }`,
  );
  const token = login!.login.token;

  for (const [name, query] of [
    ['feed page (10 posts, comments, authors)', FEED],
    ['lenders page (20, QM filter)', LENDERS],
  ] as const) {
    await gql(query, token); // warm-up
    proxy.take();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const t0 = performance.now();
      await gql(query, token);
      times.push(performance.now() - t0);
    }
    const calls = proxy.take() / ITERATIONS;
    times.sort((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / times.length;
    console.log(
      `${name}: n=${ITERATIONS} mean ${mean.toFixed(1)} ms, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, upstream calls/request ${calls.toFixed(2)}`,
    );
  }

  await gateway.close();
  await proxy.close();
  await api.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

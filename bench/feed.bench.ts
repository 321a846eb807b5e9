// Benchmark: the scenario feed and the lender directory through the whole back end
// (gateway → API → embedded PGlite). Prints latency percentiles and upstream calls per request.
// Run: pnpm --filter @lendhub/bench bench   (ITERATIONS=200 by default)
import { randomBytes } from 'node:crypto';
import { startApi } from '@lendhub/api';
import { startGateway } from '@lendhub/gateway';
import { startCountingProxy } from '../gateway/test/harness/countingProxy.ts';
import { gatewayData, signInThrough } from './gatewayClient.ts';
import { percentile } from './stats.ts';

const ITERATIONS = Number(process.env.ITERATIONS ?? 200);

const FEED = `query Feed { posts(first: 10) { edges { node { id title content likeCount viewerHasLiked commentCount
  author { fullName company } comments(first: 20) { edges { node { id content author { fullName } } } } } } pageInfo { hasNextPage endCursor } } }`;
const LENDERS = `query Lenders { lenders(first: 20, program: QM) { totalCount edges { node { id name shortDescription rating programs { qmPrograms } } } } }`;

async function main() {
  const jwtSecret = randomBytes(32).toString('base64url');
  const startedAt = performance.now();
  const api = await startApi({ port: 0, inMemory: true, jwtSecret });
  const proxy = await startCountingProxy(api.url);
  const gateway = await startGateway({ port: 0, apiUrl: proxy.url, jwtSecret });
  console.log(`stack start (PGlite open + migrate + seed): ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

  const gql = (query: string, token?: string) => gatewayData(gateway.url, query, {}, token);
  const token = await signInThrough(gateway.url);

  for (const [name, query] of [
    ['feed page (10 posts, comments, authors)', FEED],
    ['lenders page (20, QM filter)', LENDERS],
  ] as const) {
    await gql(query, token); // warm-up
    proxy.reset();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const t0 = performance.now();
      await gql(query, token);
      times.push(performance.now() - t0);
    }
    const calls = proxy.requests.length / ITERATIONS;
    times.sort((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / times.length;
    console.log(
      `${name}: n=${ITERATIONS} mean ${mean.toFixed(1)} ms, p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 0.95).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms, upstream calls/request ${calls.toFixed(2)}`,
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

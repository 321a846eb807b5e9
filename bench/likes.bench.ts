// 100 concurrent likes through the gateway, on PGlite and (DATABASE_URL set) on a scratch PostgreSQL
// database: p50/p99 of the `likePost` mutations, and whether the post's count still equals the number of
// people whose like stands. Run alone: pnpm --filter @lendhub/bench run likes   (LIKES=100)
import { randomBytes } from 'node:crypto';
import { startApi } from '@lendhub/api';
import { createScratchDatabase } from '@lendhub/api/testing/database';
import { startGateway } from '@lendhub/gateway';
import { SEED_USERS } from '@lendhub/api/testing/seed';
import { BENCH_REQUEST_LIMITS } from './apiProcess.ts';
import { gatewayData, signInThrough } from './gatewayClient.ts';
import { percentile } from './stats.ts';

const LIKES = Number(process.env.LIKES ?? 100);

async function storm(engine: string, databaseUrl?: string): Promise<void> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const api = await startApi({
    port: 0,
    jwtSecret,
    requestLimits: BENCH_REQUEST_LIMITS,
    ...(databaseUrl ? { databaseUrl } : { inMemory: true }),
  });
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
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    try {
      await storm('PostgreSQL', scratch.url);
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

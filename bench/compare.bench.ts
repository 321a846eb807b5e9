// Gateway vs REST, side by side: throughput and latency of the same data through GraphQL (the web's
// queries) and straight from the API, each pair run back to back in every round (autocannon in a
// child process, CONNECTIONS connections for DURATION seconds; medians of ROUNDS rounds). Also the
// upstream calls per GraphQL operation, the stack's start-up phases, its memory (RSS), the initial JS per
// route, Lighthouse on the same gateway (lighthouse.ts) and 100 concurrent likes (likes.bench.ts).
// Issue 26's rows at the end: the ratios and p50 overhead, `pnpm start` to its first 200 on an existing
// database, and the RSS of the API and of a gateway, each in a process of its own under the feed load (processes.ts).
// Run: pnpm --filter @lendhub/bench bench   (ROUNDS=1 DURATION=5 CONNECTIONS=10 LAYOUT=in-process|split
//      SKIP=firstload,lighthouse,likes,start,processes to leave parts out)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { createDatabase, migrateToLatest, seedIfEmpty } from '@lendhub/api/testing/seed';
import { startApi } from '@lendhub/api';
import { startGateway } from '@lendhub/gateway';
import { startCountingProxy } from '../gateway/test/harness/countingProxy.ts';
import { webDocument } from '../gateway/test/limits/webDocuments.ts';
import { apiProcess, BENCH_REQUEST_LIMITS } from './apiProcess.ts';
import { autocannon as runAutocannon, type Figures, type Load } from './autocannon.ts';
import { firstLoad } from './firstLoad.ts';
import { likeStorms } from './likes.bench.ts';
import { gatewayData, signInThrough } from './gatewayClient.ts';
import { mb, perProcessMemory } from './memory.ts';
import { startTimes } from './processes.ts';
import { median } from './stats.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 1);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
// in-process: the API and the gateways in this one process, as `pnpm start` runs them. split: the API in a
// process of its own (compiled, PGlite on disk), as the cluster and docs/deploy.md run it; the gateways here.
const LAYOUT = process.env.LAYOUT === 'split' ? 'split' : 'in-process';
const SKIP = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));
/** The machine is shared: every figure goes with the load it was taken under. */
const load = () => `load ${loadavg()[0]!.toFixed(1)}`;

/**
 * The web's own feed query (the /lender-finder route's, features/posts), read from its Relay artifact: 10 posts
 * with their first 50 comments and the viewer's name for the composer.
 */
const FEED = webDocument('LenderFinderRouteQuery');
const LENDERS = `query Lenders { lenders(first: 12) { totalCount edges { node { id name shortDescription rating logoUrl programs { qmPrograms nonQmPrograms } } } } }`;
const LENDER = (slug: string) =>
  `query Lender { lender(idOrSlug: "${slug}") { id name fullName description lenderNiche overlays rating website programs { qmPrograms nonQmPrograms productOffer } channelLinks { name link } } }`;
const LIKE = (postId: string) =>
  `mutation Like { likePost(input: { postId: "${postId}" }) { liked message post { id likeCount viewerHasLiked } } }`;

/** One autocannon run of CONNECTIONS connections for DURATION seconds (autocannon.ts). */
const autocannon = (load: Load, token: string): Promise<Figures> => runAutocannon(load, token, CONNECTIONS, DURATION);

async function startupPhases(): Promise<void> {
  const t0 = performance.now();
  const db = await createDatabase({ inMemory: true });
  const t1 = performance.now();
  await migrateToLatest(db);
  const t2 = performance.now();
  await seedIfEmpty(db);
  const t3 = performance.now();
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const t4 = performance.now();
  await db.destroy();
  console.log(
    `start-up phases (PGlite in memory): open ${(t1 - t0).toFixed(0)} ms, migrate ${(t2 - t1).toFixed(0)} ms, seed ${(t3 - t2).toFixed(0)} ms; ` +
      `again on the same database (migrations and seed skipped): ${(t4 - t3).toFixed(0)} ms`,
  );
}

/** Lighthouse's rows (lighthouse.ts, its own RUNS and PRESETS) on `baseUrl`, in a process of its own. */
function lighthouse(baseUrl: string): Promise<void> {
  const script = new URL('./lighthouse.ts', import.meta.url).pathname;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], { env: { ...process.env, BASE_URL: baseUrl }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse.ts exited with ${code}`))));
  });
}

async function main() {
  console.log(`layout ${LAYOUT}; node ${process.version}, ${ROUNDS} round(s) of ${DURATION} s × ${CONNECTIONS} connections per load`);
  await startupPhases();
  const jwtSecret = randomBytes(32).toString('base64url');
  const startedAt = performance.now();
  const api =
    LAYOUT === 'split'
      ? await apiProcess(jwtSecret)
      : await startApi({ port: 0, inMemory: true, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS });
  const proxy = await startCountingProxy(api.url);
  // Under load the gateway talks to the API directly; a second one behind the counting proxy counts calls.
  const gateway = await startGateway({ port: 0, apiUrl: api.url, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS });
  const countedGateway = await startGateway({ port: 0, apiUrl: proxy.url, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS });
  console.log(
    `stack start (API on PGlite + gateways, ${LAYOUT}): ${((performance.now() - startedAt) / 1000).toFixed(1)} s; RSS idle ${mb(process.memoryUsage().rss)}`,
  );

  const gql = <T>(query: string, token?: string, via = gateway) => gatewayData<T>(via.url, query, {}, token);
  const token = await signInThrough(gateway.url);
  const rest = (path: string) => `${api.url}${path}`;
  const graphql = (query: string): Load => ({ url: `${gateway.url}/graphql`, method: 'POST', body: JSON.stringify({ query }) });

  const lenderList = (await (await fetch(rest('/api/Lender/GetAllLenders'), { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ id: number; slug: string }>;
  };
  const lender = lenderList.data[0]!;
  const { posts } = await gql<{ posts: { edges: Array<{ node: { id: string } }> } }>(FEED, token);
  const postGlobalId = posts.edges[0]!.node.id;
  const postId = Number(Buffer.from(postGlobalId, 'base64').toString('utf8').split(':').pop());

  const pairs: Array<{ name: string; gateway: Load; rest: Load; query: string }> = [
    {
      name: 'lender detail',
      gateway: graphql(LENDER(lender.slug)),
      rest: { url: rest(`/api/Lender/GetLenderById/${lender.id}`), method: 'GET' },
      query: LENDER(lender.slug),
    },
    {
      name: 'lender list (12)',
      gateway: graphql(LENDERS),
      rest: { url: rest('/api/Lender/GetLendersPage?limit=12'), method: 'GET' },
      query: LENDERS,
    },
    { name: 'feed page (10 posts)', gateway: graphql(FEED), rest: { url: rest('/api/loan-posts?limit=10'), method: 'GET' }, query: FEED },
    {
      name: 'like (toggle)',
      gateway: graphql(LIKE(postGlobalId)),
      rest: { url: rest(`/api/loan-posts/${postId}/likes`), method: 'POST' },
      query: LIKE(postGlobalId),
    },
  ];

  // The first call with a token also asks the API whether the token is current: done before counting.
  await gql('{ viewer { id } }', token, countedGateway);
  console.log('\nupstream (API) calls per GraphQL operation:');
  for (const pair of pairs) {
    proxy.reset();
    await gql(pair.query, token, countedGateway);
    const paths = proxy.requests.map((request) => request.url.split('?')[0]).join(', ');
    console.log(`  ${pair.name.padEnd(22)} ${proxy.requests.length}   ${paths}`);
  }

  const results = new Map<string, { gateway: Figures[]; rest: Figures[] }>();
  let peakRss = process.memoryUsage().rss;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const pair of pairs) {
      const entry = results.get(pair.name) ?? { gateway: [], rest: [] };
      entry.gateway.push(await autocannon(pair.gateway, token));
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      entry.rest.push(await autocannon(pair.rest, token));
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      results.set(pair.name, entry);
    }
  }

  const rows = new Map<string, { ratio: number; overhead: number }>();
  console.log(
    `\n${'load'.padEnd(22)} ${'gateway req/s'.padStart(13)} ${'REST req/s'.padStart(10)} ${'ratio'.padStart(6)}   p50 gw/REST ms   p99 gw/REST ms   CPU ms/req gw/REST   errors   (${load()})`,
  );
  const medians = (figures: Figures[]) => ({
    rps: median(figures.map((f) => f.rps)),
    p50: median(figures.map((f) => f.p50)),
    p99: median(figures.map((f) => f.p99)),
    cpuMs: median(figures.map((f) => f.cpuMs)),
  });
  for (const [name, { gateway: gw, rest: api }] of results) {
    const g = medians(gw);
    const r = medians(api);
    const errors = [...gw, ...api].reduce((sum, f) => sum + f.errors, 0);
    rows.set(name, { ratio: g.rps / r.rps, overhead: g.p50 - r.p50 });
    const cpu = `${g.cpuMs.toFixed(2)} / ${r.cpuMs.toFixed(2)}`;
    console.log(
      `${name.padEnd(22)} ${g.rps.toFixed(0).padStart(13)} ${r.rps.toFixed(0).padStart(10)} ${(g.rps / r.rps).toFixed(2).padStart(5)}×   ${`${g.p50} / ${r.p50}`.padStart(14)}   ${`${g.p99} / ${r.p99}`.padStart(14)}   ${cpu.padStart(18)}   ${errors}`,
    );
  }
  console.log(
    `\nRSS of this process (${LAYOUT === 'split' ? '2 gateways' : 'API + 2 gateways + PGlite'}): idle above, peak under load ${mb(peakRss)}`,
  );
  if (!SKIP.has('firstload')) await firstLoad(gateway.url);
  if (!SKIP.has('lighthouse')) await lighthouse(gateway.url);

  await gateway.close();
  await countedGateway.close();
  await proxy.close();
  await api.close();

  const memory = SKIP.has('processes') ? undefined : await perProcessMemory(jwtSecret, CONNECTIONS, DURATION);
  const start = SKIP.has('start') ? undefined : await startTimes(3);

  // Issue 26's table, as its targets read (§2, §3).
  const row = (what: string, now: string, target: string) => console.log(`  ${what.padEnd(44)} ${now.padEnd(34)} ${target}`);
  console.log(`\nissue 26 rows (${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${LAYOUT}, ${load()}):`);
  const ratio = (name: string) => rows.get(name)?.ratio.toFixed(2) ?? '–';
  row('gateway vs REST, lender detail', `${ratio('lender detail')}×`, '≥ 0.7×');
  row('gateway vs REST, lender list (12)', `${ratio('lender list (12)')}×`, '');
  row('gateway vs REST, feed page', `${ratio('feed page (10 posts)')}×`, '≥ 0.6×');
  row('gateway vs REST, like', `${ratio('like (toggle)')}×`, '');
  row(
    'p50 overhead (gateway − REST), ms',
    [...rows].map(([name, figures]) => `${name.replace(/ \(.*\)$/, '')} ${figures.overhead}`).join(', '),
    '≤ 10 ms',
  );
  if (start) {
    const times = start.figures.map((figure) => (figure.firstOkMs / 1000).toFixed(2));
    row('start to first 200, existing database, s', times.join(' / '), '≤ 2 s');
    console.log(`    (${start.command}; ${start.figures[0]?.phases}; stack RSS once up ${mb(start.figures[0]?.rss ?? 0)})`);
    row('start to first 200, fresh database, s', (start.fresh.firstOkMs / 1000).toFixed(2), '≤ 5 s');
    console.log(`    (${start.fresh.phases}; stack RSS once up ${mb(start.fresh.rss)})`);
  }
  if (memory) {
    row('RSS, API process (idle → feed load peak)', `${mb(memory.api.idle)} → ${mb(memory.api.peak)}`, '≤ 250 MB');
    row('RSS, gateway process (idle → feed load peak)', `${mb(memory.gateway.idle)} → ${mb(memory.gateway.peak)}`, '≤ 150 MB');
  }

  if (!SKIP.has('likes')) {
    console.log('');
    await likeStorms();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

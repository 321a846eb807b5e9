// Benchmark: requests per second through one gateway and straight to one API process (PGlite, one
// process holding both, as `pnpm start`), with tracing off and on, so the cost of OpenTelemetry shows.
// Run: pnpm --filter @lendhub/bench throughput            (tracing off: OTEL_EXPORTER_OTLP_ENDPOINT unset)
//      TRACING=on pnpm --filter @lendhub/bench throughput  (spans exported over OTLP to a local sink that discards them)
// Env: CONCURRENCY (default 16), SECONDS (default 10), SINK_PORT (default 4440).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { startTracing } from '@lendhub/server-kit/observability';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const SECONDS = Number(process.env.SECONDS ?? 10);
const tracingOn = process.env.TRACING === 'on';

// An OTLP/HTTP endpoint that reads and drops every export: the cost measured is the process's own.
let exported = 0;
const sink = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    exported += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
if (tracingOn) {
  await new Promise<void>((resolve) => sink.listen(Number(process.env.SINK_PORT ?? 4440), '127.0.0.1', resolve));
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${Number(process.env.SINK_PORT ?? 4440)}`;
}
const tracing = await startTracing({ serviceName: 'lendhub-bench', enabled: tracingOn });
const { startApi } = await import('@lendhub/api');
const { startGateway } = await import('@lendhub/gateway');

const BY_ID = 'query Me { viewer { id fullName } }';
const FEED = `query Feed { posts(first: 10) { edges { node { id title content likeCount viewerHasLiked commentCount
  author { fullName company } } } pageInfo { hasNextPage endCursor } } }`;

/** CONCURRENCY loops sending `send` for SECONDS; requests per second and latency percentiles. */
async function load(label: string, send: () => Promise<Response>) {
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  console.log(
    `${label.padEnd(34)} ${(latencies.length / SECONDS).toFixed(0).padStart(5)} req/s  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  failures ${failures}`,
  );
}

const jwtSecret = randomBytes(32).toString('base64url');
const api = await startApi({ port: 0, inMemory: true, jwtSecret, requestLimits: { perToken: 1e9, perAddress: 1e9, windowSeconds: 60 } });
const gateway = await startGateway({
  port: 0,
  apiUrl: api.url,
  jwtSecret,
  requestLimits: { perToken: 1e9, perAddress: 1e9, windowSeconds: 60 },
});
const gql = (query: string, token?: string, variables: object = {}) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
const login = (await (
  await gql('mutation ($input: LoginInput!) { login(input: $input) { token } }', undefined, {
    input: { email: 'officer@lendhub.demo', password: 'LendHub#2025' },
  })
).json()) as { data: { login: { token: string } } };
const token = login.data.login.token;

console.log(
  `tracing ${tracingOn ? 'ON (OTLP to a local sink)' : 'off'}; ${CONCURRENCY} concurrent clients, ${SECONDS} s each; shared 2-core machine`,
);
await load('gateway: viewer (1 API call)', () => gql(BY_ID, token));
await load('gateway: feed page (3 API calls)', () => gql(FEED, token));
await load('API direct: GET /api/User/GetUser', () =>
  fetch(`${api.url}/api/User/GetUser`, { headers: { authorization: `Bearer ${token}` } }),
);
await load('API direct: GET /api/loan-posts', () =>
  fetch(`${api.url}/api/loan-posts?page=1&pageSize=10`, { headers: { authorization: `Bearer ${token}` } }),
);

await gateway.close();
await api.close();
await tracing?.shutdown();
if (tracingOn) console.log(`OTLP exports received by the sink: ${exported}`);
sink.close();
process.exit(0);

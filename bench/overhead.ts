// What the gateway's protections cost per request, with every rule on (production mode: trusted
// documents, rate limits, sign-in throttle, depth/alias/directive/token limits, cost, deadline, breakers).
// Run: pnpm --filter @lendhub/bench overhead   (REQUESTS=200 by default)
import { startApi } from '@lendhub/api';
import { RequestRateLimiter } from '@lendhub/server-kit/rate-limit';
import { startGateway } from '@lendhub/gateway';
import { loadPersistedDocuments } from '../gateway/src/platform/limits/trustedDocuments.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const OPERATOR_KEY = 'bench-operator-key';
const jwtSecret = 'bench-secret-0123456789abcdef0123456789abcdef';

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
}

/** In-process cost of one call, in microseconds (mean over `count`). */
async function micro(count: number, work: () => unknown): Promise<string> {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await work();
  return `${(((performance.now() - started) / count) * 1000).toFixed(1)} µs`;
}

const api = await startApi({ port: 0, inMemory: true, jwtSecret, seed: true });
const gateway = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: api.url, jwtSecret, production: true, operatorKey: OPERATOR_KEY });
try {
  const login = await fetch(`${api.url}/api/Authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lendhub.demo', password: 'LendHub#2025' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  // A query of the web app without variables (its first line has no variable list).
  const [id, text] = [...loadPersistedDocuments()].find(([, body]) => /^query \w+ \{/.test(body))!;
  const name = /^query (\w+)/.exec(text)![1]!;

  const post = async (body: object, headers: Record<string, string> = {}) => {
    const started = performance.now();
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}`, ...headers },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    return performance.now() - started;
  };
  const series = async (body: object, headers?: Record<string, string>) => {
    for (let i = 0; i < 20; i += 1) await post(body, headers); // warm-up (Apollo caches each validated document)
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) samples.push(await post(body, headers));
    return stats(samples);
  };

  console.log(`production gateway, every rule on, ${REQUESTS} sequential requests each\n`);
  console.log(
    `${'{ __typename } (no upstream call), operator key'.padEnd(54)} ${await series({ query: '{ __typename }' }, { 'x-operator-key': OPERATOR_KEY })}`,
  );
  console.log(`${name} by documentId (API calls included)`.padEnd(54) + ` ${await series({ documentId: id })}`);

  console.log('\nin-process cost of the new per-request steps');
  const limiter = new RequestRateLimiter('bench', { perToken: 1e9, perAddress: 1e9, windowSeconds: 60 });
  console.log(
    `${'rate limit (memory, token + address)'.padEnd(54)} ${await micro(20_000, () => limiter.consume({ token: data.token, address: '127.0.0.1' }))}`,
  );
  const documents = loadPersistedDocuments();
  console.log(`${`trusted document lookup (${documents.size} documents)`.padEnd(54)} ${await micro(200_000, () => documents.get(id))}`);
} finally {
  await gateway.close();
  await api.close();
}

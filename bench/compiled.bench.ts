// A/B of the gateway's execution on the feed page (issue 26 §2): the same process holds the API and two gateways,
// one running the web's known queries on compiled plans (platform/graphql/compiledExecution.ts), one on graphql-js
// only. Each round runs both back to back (order alternating), so a busy machine weighs on both alike; CPU ms per
// request (this process: API and gateway) is the figure to compare, req/s and p50 move with the machine's load.
// Run: pnpm --filter @lendhub/bench compiled   (ROUNDS=6 DURATION=8 CONNECTIONS=10 OPERATION=feed|lenders)
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { startApi } from '@lendhub/api';
import { startGateway } from '@lendhub/gateway';
import { webDocument } from '../gateway/test/limits/webDocuments.ts';
import { BENCH_REQUEST_LIMITS } from './apiProcess.ts';
import { autocannon, type Figures } from './autocannon.ts';
import { gatewayData, signInThrough } from './gatewayClient.ts';
import { median } from './stats.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DOCUMENTS: Record<string, string> = {
  feed: webDocument('LenderFinderRouteQuery'),
  lenders: webDocument('LendersRouteQuery'),
};
const OPERATION = process.env.OPERATION ?? 'feed';

async function main() {
  const query = DOCUMENTS[OPERATION];
  if (!query) throw new Error(`OPERATION is one of ${Object.keys(DOCUMENTS).join(', ')}`);
  const jwtSecret = randomBytes(32).toString('base64url');
  const api = await startApi({ port: 0, inMemory: true, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS });
  const options = { port: 0, apiUrl: api.url, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS };
  const gateways = {
    compiled: await startGateway({ ...options, compiledQueries: true }),
    'graphql-js': await startGateway({ ...options, compiledQueries: false }),
  };
  const token = await signInThrough(gateways.compiled.url);
  // Both answer alike (gateway/test/operations/compiledExecution.test.ts proves it document by document).
  const answers = await Promise.all(Object.values(gateways).map((gateway) => gatewayData(gateway.url, query, {}, token)));
  if (JSON.stringify(answers[0]) !== JSON.stringify(answers[1])) throw new Error('the two gateways answered differently');

  const figures = new Map<string, Figures[]>(Object.keys(gateways).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['compiled', 'graphql-js'] as const) : (['graphql-js', 'compiled'] as const);
    for (const name of order) {
      const load = { url: `${gateways[name].url}/graphql`, method: 'POST' as const, body: JSON.stringify({ query }) };
      const result = await autocannon(load, token, CONNECTIONS, DURATION);
      figures.get(name)!.push(result);
      console.log(
        `  round ${round + 1} ${name.padEnd(10)} ${result.rps.toFixed(0).padStart(5)} req/s  p50 ${result.p50} ms  CPU ${result.cpuMs.toFixed(2)} ms/req  errors ${result.errors}  (load ${loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
  console.log(
    `\n${OPERATION}: medians of ${ROUNDS} rounds of ${DURATION} s × ${CONNECTIONS} connections (load ${loadavg()[0]!.toFixed(1)})`,
  );
  for (const [name, runs] of figures) {
    console.log(
      `  ${name.padEnd(10)} ${median(runs.map((f) => f.rps))
        .toFixed(0)
        .padStart(5)} req/s  p50 ${median(runs.map((f) => f.p50))} ms  CPU ${median(runs.map((f) => f.cpuMs)).toFixed(2)} ms/req`,
    );
  }
  const { executions } = gateways.compiled;
  console.log(`  the compiled gateway ran ${executions.compiled} operations on compiled plans, ${executions.interpreted} on graphql-js`);
  await gateways.compiled.close();
  await gateways['graphql-js'].close();
  await api.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

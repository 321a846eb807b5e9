// CPU profile of the gateway + API process under one GraphQL operation, to see where the time goes.
// Run: pnpm --filter @lendhub/bench run profile [lender|lenders|feed|rest-feed]   (writes bench/profiles/*.cpuprofile,
// prints the functions with the most self time; open the file in Chrome DevTools for the full picture)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { startApi } from '@lendhub/api';
import { startGateway } from '@lendhub/gateway';
import { webDocument } from '../gateway/test/limits/webDocuments.ts';
import { apiProcess, BENCH_REQUEST_LIMITS } from './apiProcess.ts';

const OPERATIONS: Record<string, string> = {
  lender: `query Lender { lender(idOrSlug: "mega_capital") { id name fullName description lenderNiche overlays rating website programs { qmPrograms nonQmPrograms productOffer } } }`,
  lenders: `query Lenders { lenders(first: 12) { totalCount edges { node { id name shortDescription rating logoUrl programs { qmPrograms nonQmPrograms } } } } }`,
  /** The web's own feed query (the /lender-finder route's), as compare.bench.ts sends it. */
  feed: webDocument('LenderFinderRouteQuery'),
};
/** The REST call under an operation, sent straight to the API (its CPU per request is the yardstick). */
const REST_PATHS: Record<string, string> = { 'rest-feed': '/api/loan-posts?limit=10' };
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const CONCURRENCY = 10;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

async function main() {
  const name = process.argv[2] ?? 'lender';
  const query = OPERATIONS[name];
  const restPath = REST_PATHS[name];
  if (!query && !restPath)
    throw new Error(`Unknown operation ${name}: one of ${[...Object.keys(OPERATIONS), ...Object.keys(REST_PATHS)].join(', ')}`);
  const jwtSecret = randomBytes(32).toString('base64url');
  // LAYOUT=split: the API in its own process, so the profile shows the gateway's work alone.
  const api =
    process.env.LAYOUT === 'split'
      ? await apiProcess(jwtSecret)
      : await startApi({ port: 0, inMemory: true, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS });
  // COMPILED=0: every operation on graphql-js (the web's queries otherwise run on compiled plans).
  const compiledQueries = process.env.COMPILED !== '0';
  const gateway = await startGateway({ port: 0, apiUrl: api.url, jwtSecret, requestLimits: BENCH_REQUEST_LIMITS, compiledQueries });
  const gql = async (body: string, token?: string) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      // No compression asked for, as autocannon in compare.bench.ts: Node's fetch would ask for gzip and this process's
      // zlib (the gateway compressing, the client inflating) would be a quarter of the profile.
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'identity',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
    return (await response.json()) as { data?: { login?: { token: string } }; errors?: unknown };
  };
  const login = await gql(
    JSON.stringify({ query: 'mutation { login(input: {email: "officer@lendhub.demo", password: "LendHub#2025"}) { token } }' }),
  );
  const token = login.data!.login!.token;
  const body = JSON.stringify({ query });
  const send = restPath
    ? async () => {
        const response = await fetch(`${api.url}${restPath}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
        });
        return (await response.json()) as { errors?: unknown };
      }
    : () => gql(body, token);
  const first = await send();
  if (first.errors || !('data' in first)) throw new Error(JSON.stringify(first));

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  // The load from autocannon in a child process (as compare.bench.ts): the profile holds the servers' work only.
  const url = restPath ? `${api.url}${restPath}` : `${gateway.url}/graphql`;
  const args = [autocannonBin, '-c', String(CONCURRENCY), '-a', String(REQUESTS), '-H', `authorization=Bearer ${token}`];
  if (!restPath) args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', body);
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, url], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', resolve);
  });
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const { profile } = (await session.post('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  await mkdir(new URL('./profiles/', import.meta.url), { recursive: true });
  const file = new URL(`./profiles/${name}-${Date.now()}.cpuprofile`, import.meta.url);
  await writeFile(file, JSON.stringify(profile));

  const self = new Map<number, number>();
  profile.samples.forEach((nodeId, index) => self.set(nodeId, (self.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byFunction = new Map<string, number>();
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  for (const node of profile.nodes) {
    const time = self.get(node.id) ?? 0;
    if (!time) continue;
    const where = node.callFrame.url
      .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
      .replace(/^file:\/\/.*?\/(api|gateway|domain)\//, '$1/');
    const key = `${node.callFrame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  }
  const byPackage = new Map<string, number>();
  for (const [key, time] of byFunction) {
    const where = key.split(' ').slice(1).join(' ');
    const pkg = key.startsWith('(')
      ? key.split(')')[0]! + ')'
      : !where
        ? '(native: socket writes, timers, …)'
        : where.startsWith('@')
          ? where.split('/').slice(0, 2).join('/')
          : where.split('/')[0]!;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  }
  console.log(
    `${name}: ${REQUESTS} requests, ${CONCURRENCY} at a time, ${(REQUESTS / (elapsed / 1000)).toFixed(0)} req/s; profile in ${file.pathname}`,
  );
  // CPU time of this process per request (the profiler's own cost included): steadier than req/s on a busy machine.
  const where = process.env.LAYOUT === 'split' ? 'the gateway' : 'the API and the gateway';
  console.log(`CPU per request (${where}, profiling on): ${((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(2)} ms`);
  console.log('self time by package / area:');
  for (const [pkg, time] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)}%  ${pkg}`);
  console.log('self time by function:');
  for (const [key, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  await gateway.close();
  await api.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

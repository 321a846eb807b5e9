// `pnpm start:cluster`: the portal as it runs in production, on one machine: HAProxy on PORT
// (deploy/haproxy/lendhub.cfg, `haproxy -W -db`) round-robins the browsers over N gateways and the
// gateways' REST calls (API_URL, its second frontend on API_PORT) over M API processes, all sharing one
// JWT_SECRET (required: the script refuses to start without it) and one Redis.
// A supervisor (scripts/supervisor.mjs) restarts any child that dies — HAProxy included — with back-off,
// and stops them all only on this script's own SIGTERM/SIGINT/SIGHUP.
// Redis is REQUIRED here (REDIS_URL, default redis://127.0.0.1:6379/0): it carries the live events
// from the gateway that handled a write to the subscribers on every gateway, and the API's sign-in
// throttling counters. Ports: PORT (default 4000) HAProxy's public frontend, API_PORT (4001) its API
// frontend, GATEWAY_PORTS (default "4002,4003") the gateways, API_PORTS the API processes (default
// "4004,4005" with DATABASE_URL; "4004" without: PGlite is one process's embedded database).
import net from 'node:net';
import path from 'node:path';
import { haproxyEnv, spawnHaproxy, writeHaproxyConfig } from './haproxy.mjs';
import { createSupervisor } from './supervisor.mjs';
import { resolvedEnv, spawnCompiled, waitForHttp } from './gateway-process.mjs';
import { ensureServerBuilt } from './server-build.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const env = resolvedEnv();
const port = Number(env.PORT || 4000);
const apiPort = Number(env.API_PORT || 4001);
const ports = (list) => list.split(',').map((value) => Number(value.trim()));
const gatewayPorts = ports(env.GATEWAY_PORTS || '4002,4003');
// Several API processes need one database they all reach: PostgreSQL (DATABASE_URL), not PGlite.
const apiPorts = ports(env.API_PORTS || (env.DATABASE_URL ? '4004,4005' : '4004'));
if (apiPorts.length > 1 && !env.DATABASE_URL) {
  console.error(
    `API_PORTS lists ${apiPorts.length} API processes, and several API processes need a shared PostgreSQL: set DATABASE_URL, or list one port (without DATABASE_URL each process would open its own embedded PGlite database in DATA_DIR).`,
  );
  process.exit(1);
}
// One secret for every API process and gateway, given: a secret generated on one machine is not shared
// with another, and processes that disagree refuse each other's tokens. Checked before anything starts.
const jwtSecret = env.JWT_SECRET?.trim();
if (!jwtSecret) {
  console.error(
    'JWT_SECRET must be set to start a cluster: every API process and gateway signs and verifies tokens with it, so they must all be given the same one (e.g. `JWT_SECRET=$(openssl rand -base64 48) pnpm start:cluster`; keep it, or everyone is signed out at the next start).',
  );
  process.exit(1);
}

const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379/0';

/** Whether something accepts TCP connections at the Redis URL's host and port. */
function reachable(url) {
  const { hostname, port: redisPort } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(redisPort || 6379) });
    socket.setTimeout(2_000, () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => (socket.end(), resolve(true)));
  });
}

if (!(await reachable(redisUrl))) {
  console.error(
    `The cluster needs Redis, and nothing answers at ${redisUrl}.\nStart one (e.g. \`docker run -p 6379:6379 redis:7\` or your distribution's redis-server) or set REDIS_URL. \`pnpm start\` (one gateway) needs no Redis.`,
  );
  process.exit(1);
}

ensureWebBuilt(env);
const [apiBundle, gatewayBundle] = [await ensureServerBuilt('api'), await ensureServerBuilt('gateway')];

// CLUSTER=1 tells each process it is one of several (the API then refuses to run without JWT_SECRET).
const shared = { ...env, JWT_SECRET: jwtSecret, REDIS_URL: redisUrl, CLUSTER: '1' };
// The gateways reach the API through HAProxy's API frontend (loopback).
const apiUrl = `http://127.0.0.1:${apiPort}`;
// Every child is kept running: one that dies is restarted with back-off (logged) while the others serve.
const supervisor = createSupervisor();
let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster`);
  // Gateways first (each drains gracefully), then the API processes, then HAProxy; those started so far.
  const named = (prefix) => supervisor.supervised.filter((entry) => entry.name.startsWith(prefix));
  await supervisor.stopAll([named('gateway'), named('API'), named('HAProxy')]);
  process.exit(0);
};
// Only the supervisor's own signals stop everything (from the start on: a signal during the start stops
// what has started); a child's exit is the supervisor's to repair.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal));

// HAProxy first: the gateways' API_URL is its API frontend. The configuration is written into DATA_DIR.
const haproxyFile = path.join(env.DATA_DIR, 'haproxy', `lendhub-${port}.cfg`);
const haproxyProcessEnv = { ...env, ...haproxyEnv({ port, host: env.HOST, apiPort }) };
try {
  writeHaproxyConfig(haproxyFile, { gatewayPorts, apiPorts }, haproxyProcessEnv);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
/** A stop that came during the start: start nothing more, the stop exits the process. */
const unlessStopping = () => (stopping ? new Promise(() => {}) : undefined);
const haproxy = supervisor.keep(`HAProxy :${port}`, () => spawnHaproxy(haproxyFile, haproxyProcessEnv));

// The API processes trust the address HAProxy passes on (loopback): X-Forwarded-For then ends with the
// gateway's address after the browser's, and the gateways are on loopback too.
await unlessStopping();
// Several API processes keep uploads in the database unless told otherwise (UPLOAD_STORAGE): any of them
// then serves any file (docs/deploy.md "Several API processes").
const uploadStorage = env.UPLOAD_STORAGE || (apiPorts.length > 1 ? 'postgres' : 'local');
// How long a process told to stop says "stopping" while it still serves, so HAProxy (checks every 500 ms, fall 2)
// takes it out of rotation before it closes its connections: the gateways, and the API processes when there are
// several (a single one is not checked, scripts/haproxy.mjs: no wait then).
const shutdownDelayMs = env.SHUTDOWN_DELAY_MS || '1500';
const startApiProcess = async (onePort) => {
  const entry = supervisor.keep(`API :${onePort}`, () =>
    spawnCompiled(apiBundle, {
      ...shared,
      API_PORT: String(onePort),
      API_HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      UPLOAD_STORAGE: uploadStorage,
      SHUTDOWN_DELAY_MS: apiPorts.length > 1 ? shutdownDelayMs : '0',
    }),
  );
  await waitForHttp(`http://127.0.0.1:${onePort}/healthz`, 120_000, () => entry.child.exitCode === null);
  return entry;
};
// One API first: it runs the migrations and the seed, which two processes starting together would both try.
const apis = [await startApiProcess(apiPorts[0])];
await unlessStopping();
apis.push(...(await Promise.all(apiPorts.slice(1).map(startApiProcess))));

await unlessStopping();
const gateways = gatewayPorts.map((gatewayPort) =>
  supervisor.keep(`gateway :${gatewayPort}`, () =>
    spawnCompiled(gatewayBundle, {
      ...shared,
      API_URL: apiUrl,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      SHUTDOWN_DELAY_MS: shutdownDelayMs,
      TRUST_PROXY: env.TRUST_PROXY || 'loopback',
    }),
  ),
);
const targets = gatewayPorts.map((gatewayPort) => `http://127.0.0.1:${gatewayPort}`);
await Promise.all(targets.map((target, index) => waitForHttp(`${target}/healthz`, 120_000, () => gateways[index].child.exitCode === null)));
const publicUrl = `http://${env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : 'localhost'}:${port}`;
// HAProxy answers 503 until its health checks have put a gateway in rotation (rise 2).
for (let deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
  const ok = await fetch(`${publicUrl}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (ok) break;
  if (Date.now() > deadline || haproxy.restarts > 3)
    throw new Error(`HAProxy at ${publicUrl} did not put a gateway in rotation within 30 s (its messages above say why)`);
}
console.log(
  `LendHub cluster at ${publicUrl} (HAProxy, ${haproxyFile}): ${targets.length} gateways (${targets.join(', ')}) on ${apiPorts.length} API process(es) (${apiPorts.map((onePort) => `:${onePort}`).join(', ')}) behind ${apiUrl}, uploads in ${uploadStorage === 'postgres' ? 'the database' : 'DATA_DIR/uploads'}, Redis at ${redisUrl}`,
);

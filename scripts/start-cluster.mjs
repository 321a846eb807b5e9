// `pnpm start:cluster`: the portal as N stateless gateways would run in production, on one machine:
// the API (one process, `node api/dist/main.mjs`), two gateways (API_URL pointing at it, one JWT_SECRET, one
// Redis), and a round-robin HTTP + WebSocket load balancer on PORT (scripts/balancer.mjs).
// A supervisor (scripts/supervisor.mjs) restarts any child that dies, with back-off, and stops them all
// only on this script's own SIGTERM/SIGINT/SIGHUP.
// Redis is REQUIRED here (REDIS_URL, default redis://127.0.0.1:6379/0): it carries the live events
// from the gateway that handled a write to the subscribers on every gateway, and the API's sign-in
// throttling counters. Ports: PORT (default 4000) the balancer, API_PORT (4001) the API,
// GATEWAY_PORTS (default "4002,4003") the gateways — one gateway per port listed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startBalancer } from './balancer.mjs';
import { createSupervisor } from './supervisor.mjs';
import { resolvedEnv, spawnCompiled, waitForHttp } from './gateway-process.mjs';
import { ensureServerBuilt } from './server-build.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const env = resolvedEnv();
const port = Number(env.PORT || 4000);
const apiPort = Number(env.API_PORT || 4001);
const gatewayPorts = (env.GATEWAY_PORTS || '4002,4003').split(',').map((value) => Number(value.trim()));
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
  console.error(`The cluster needs Redis, and nothing answers at ${redisUrl}.\nStart one (e.g. \`docker run -p 6379:6379 redis:7\` or your distribution's redis-server) or set REDIS_URL. \`pnpm start\` (one gateway) needs no Redis.`);
  process.exit(1);
}

ensureWebBuilt(env);
const [apiBundle, gatewayBundle] = [await ensureServerBuilt('api'), await ensureServerBuilt('gateway')];

// One secret for the API and every gateway: JWT_SECRET, else the one persisted in DATA_DIR/jwt-secret
// (created here when missing, so the API and the gateways read the same file).
let jwtSecret = env.JWT_SECRET;
if (!jwtSecret) {
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  jwtSecret = readFileSync(file, 'utf8').trim();
}

const shared = { ...env, JWT_SECRET: jwtSecret, REDIS_URL: redisUrl };
const apiUrl = `http://127.0.0.1:${apiPort}`;
// Every child is kept running: one that dies is restarted with back-off (logged) while the others serve.
const supervisor = createSupervisor();
// The gateways reach the API on loopback and pass the browser's address on: the API trusts them only.
const api = supervisor.keep(`API :${apiPort}`, () => spawnCompiled(apiBundle, { ...shared, API_PORT: String(apiPort), TRUST_PROXY: 'loopback' }));
await waitForHttp(`${apiUrl}/healthz`, 120_000, () => api.child.exitCode === null);

const gateways = gatewayPorts.map((gatewayPort) =>
  supervisor.keep(`gateway :${gatewayPort}`, () =>
    spawnCompiled(gatewayBundle, { ...shared, API_URL: apiUrl, PORT: String(gatewayPort), HOST: '127.0.0.1', SHUTDOWN_DELAY_MS: env.SHUTDOWN_DELAY_MS || '1500', TRUST_PROXY: env.TRUST_PROXY || 'loopback' }),
  ),
);
const targets = gatewayPorts.map((gatewayPort) => `http://127.0.0.1:${gatewayPort}`);
await Promise.all(targets.map((target) => waitForHttp(`${target}/healthz`, 120_000)));
const balancer = await startBalancer({ targets, port, host: env.HOST, log: (line) => console.log(line) });
console.log(`LendHub cluster at ${balancer.url}: ${targets.length} gateways (${targets.join(', ')}) on the API at ${apiUrl} and Redis at ${redisUrl}`);

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster`);
  // Gateways first (each drains gracefully), then the API, then the balancer.
  await supervisor.stopAll([gateways, [api]]);
  await balancer.close();
  process.exit(0);
};
// Only the supervisor's own signals stop everything; a child's exit is the supervisor's to repair.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal));

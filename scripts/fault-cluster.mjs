// The cluster the fault suite breaks (gateway/test/live/cluster-faults.test.ts, bench/faults.ts), laid out
// as `pnpm start:cluster` runs it: HAProxy (scripts/haproxy.mjs, the checked-in deploy/haproxy/lendhub.cfg)
// in front of two compiled gateways, whose API calls go through HAProxy's API frontend to two compiled API
// processes on one PostgreSQL (uploads in the database, UPLOAD_STORAGE=postgres), all kept running by
// scripts/supervisor.mjs; a Redis of its own (redis-server on a free port, no persistence). Every port is
// a free one picked at start, so it never meets another test.
// The database: a scratch database on DATABASE_URL's server when it is set; else PGlite in a temp folder,
// and then one API process (PGlite is one process's embedded database).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, waitForHttp } from './gateway-process.mjs';
import { startHaproxy } from './haproxy.mjs';
import { buildServer } from './server-build.mjs';
import { createSupervisor } from './supervisor.mjs';
import { startTcpCable } from './tcp-cable.mjs';

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** `redis-server` on `port` without persistence; resolves once it answers. */
export async function startRedis(port) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The API processes' SHUTDOWN_DELAY_MS: several times HAProxy's detection (2 checks at 100 ms), short beside a restart. */
const API_SHUTDOWN_DELAY_MS = 1_500;

/**
 * `shutdownDelayMs` (the gateways' SHUTDOWN_DELAY_MS) must outlast HAProxy's detection of a stopping
 * gateway: a check every 100 ms, two failed ones (fall 2), but slow checks when the machine is busy.
 * @param {{ log?: (line: string) => void, shutdownDelayMs?: number }} [options]
 */
export async function startFaultCluster({ log = () => {}, shutdownDelayMs = 5_000 } = {}) {
  const cleanups = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
  };
  try {
    const id = `${process.pid}-${randomBytes(3).toString('hex')}`;
    // Bundles of its own: another test rebuilding api/dist or gateway/dist cannot pull them away mid-restart.
    // One after the other: each build stops esbuild's shared service when it ends.
    const apiBundle = await buildServer('api', `api/dist-test-faults-${id}`);
    const gatewayBundle = await buildServer('gateway', `gateway/dist-test-faults-${id}`);
    cleanups.push(() =>
      Promise.all([path.dirname(apiBundle), path.dirname(gatewayBundle)].map((dir) => rm(dir, { recursive: true, force: true }))),
    );
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-faults-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    let databaseUrl = '';
    /** @type {import('./tcp-cable.d.mts').TcpCable | undefined} */
    let databaseCable;
    if (process.env.DATABASE_URL) {
      const { createScratchDatabase } = await import('../api/src/db/testing/scratch-database.ts').catch(() => ({
        createScratchDatabase: undefined,
      }));
      if (!createScratchDatabase) throw new Error('fault-cluster needs a TypeScript loader (vitest or tsx) to make a scratch database');
      const scratch = await createScratchDatabase(process.env.DATABASE_URL);
      cleanups.push(() => scratch.drop());
      // The API reaches it through a cable the suite can cut (the database link fault).
      const server = new URL(scratch.url);
      databaseCable = await startTcpCable({ host: server.hostname, port: Number(server.port || 5432) });
      cleanups.push(() => databaseCable.close());
      server.hostname = '127.0.0.1';
      server.port = String(databaseCable.port);
      databaseUrl = server.toString();
    }

    const redisPort = await freePort();
    let redis = await startRedis(redisPort);
    cleanups.push(() => redis.stop());
    const redisUrl = `redis://127.0.0.1:${redisPort}/0`;

    const apiCount = databaseUrl ? 2 : 1;
    const [port, apiFrontendPort, ...ports] = await Promise.all(Array.from({ length: 4 + apiCount }, freePort));
    const gatewayPorts = ports.slice(0, 2);
    const apiPorts = ports.slice(2);
    const jwtSecret = randomBytes(32).toString('base64url');
    const limits = { RATE_LIMIT_PER_TOKEN: '1000000', RATE_LIMIT_PER_ADDRESS: '1000000', RATE_LIMIT_WINDOW_SECONDS: '60' };
    // Not "test" (Apollo's own signal handler is on outside tests: the suite must see what production sees), not "production" (trusted documents only).
    // CLUSTER=1: each process is one of several (the API requires the given JWT_SECRET then).
    const common = {
      ...process.env,
      ...limits,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      JWT_SECRET: jwtSecret,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      DATABASE_WAIT_MS: '',
      CLUSTER: '1',
    };
    const run = (bundle, env) =>
      spawn(process.execPath, [bundle], { cwd: ROOT, env: { ...common, ...env }, stdio: process.env.FAULT_LOG ? 'inherit' : 'ignore' });

    const supervisor = createSupervisor({ log });
    /** @type {import('./supervisor.d.mts').Supervised[]} */
    let gatewayEntries = [];
    cleanups.push(() => supervisor.stopAll([gatewayEntries, supervisor.supervised.filter((entry) => !gatewayEntries.includes(entry))]));
    const apiOptions = {
      DATABASE_URL: databaseUrl,
      UPLOAD_STORAGE: databaseUrl ? 'postgres' : 'local',
      API_HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      // Told to stop, one of two API processes says "stopping" this long while it still serves: HAProxy (checks
      // every 100 ms, fall 2) takes it out of rotation before it closes the keep-alive connections HAProxy holds.
      // A single one is not checked (scripts/haproxy.mjs): waiting would buy nothing.
      SHUTDOWN_DELAY_MS: apiCount > 1 ? String(API_SHUTDOWN_DELAY_MS) : '0',
    };
    const startApi = async (apiPort) => {
      const entry = supervisor.keep(`api :${apiPort}`, () => run(apiBundle, { ...apiOptions, API_PORT: String(apiPort) }));
      const url = `http://127.0.0.1:${apiPort}`;
      await waitForHttp(`${url}/healthz`, 240_000, () => entry.child.exitCode === null);
      return { entry, url };
    };
    // The first API process migrates and seeds; the others start once it has (two would both try).
    const apis = [await startApi(apiPorts[0])];
    apis.push(...(await Promise.all(apiPorts.slice(1).map(startApi))));

    const haproxy = await startHaproxy({
      dir: dataDir,
      port,
      apiPort: apiFrontendPort,
      gatewayPorts,
      apiPorts,
      checkIntervalMs: 100,
      stdio: process.env.FAULT_LOG ? 'inherit' : 'ignore',
    });
    cleanups.push(() => haproxy.close());
    gatewayEntries = gatewayPorts.map((gatewayPort) =>
      supervisor.keep(`gateway :${gatewayPort}`, () =>
        run(gatewayBundle, {
          PORT: String(gatewayPort),
          HOST: '127.0.0.1',
          API_URL: haproxy.apiUrl,
          SHUTDOWN_DELAY_MS: String(shutdownDelayMs),
          TRUST_PROXY: 'loopback',
        }),
      ),
    );
    const targets = gatewayPorts.map((gatewayPort) => `http://127.0.0.1:${gatewayPort}`);
    await Promise.all(targets.map((target) => waitForHttp(`${target}/healthz`, 240_000)));
    // Serving once HAProxy has put every gateway (and every checked API process) in rotation (rise 2).
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const [gatewaysUp, apisUp] = await Promise.all([haproxy.routable('gateways'), haproxy.routable('api')]);
      if (gatewaysUp.length === gatewayPorts.length && (apiPorts.length === 1 || apisUp.length === apiPorts.length)) break;
      if (Date.now() > deadline)
        throw new Error(
          `HAProxy did not put every gateway and API process in rotation within 60 s (in rotation: ${[...gatewaysUp, ...apisUp].join(', ') || 'none'})`,
        );
    }

    return {
      url: haproxy.url,
      apiUrl: apis[0].url,
      gateways: gatewayEntries.map((entry, index) => ({ entry, url: targets[index] })),
      api: apis[0].entry,
      apis,
      haproxy,
      /** The API ↔ PostgreSQL link (PostgreSQL only; PGlite has none). */
      databaseCable,
      supervisor,
      redis: {
        url: redisUrl,
        stop: () => redis.stop(),
        start: async () => {
          redis = await startRedis(redisPort);
        },
      },
      /** Resolves once `url`'s /healthz answers 200 again (a restarted process is serving). */
      async healthy(url, timeoutMs = 60_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
            (response) => response.ok,
            () => false,
          );
          if (ok) return;
          if (Date.now() > deadline) throw new Error(`${url} was not healthy again within ${timeoutMs / 1000} s`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      close: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

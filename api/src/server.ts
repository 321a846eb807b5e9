import { trackAnswersInFlight } from './http/drain.ts';
import { SessionCache } from './http/sessionCache.ts';
import { loadConfig, type ApiEnvConfig } from './config.ts';
import { createBroadcast } from '@lendhub/server-kit/redis-broadcast';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createApp } from './app.ts';
import { SignInThrottle } from '@lendhub/server-kit/sign-in-throttle';
import { redisConnected, RequestRateLimiter, type RequestLimits } from '@lendhub/server-kit/rate-limit';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensurePgliteFiles } from './db/pgliteFiles.ts';
import { retryWhileUnreachable } from './db/startupRetry.ts';
import type { Database } from './db/types.ts';
import type { ApiDeps } from './deps.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { ApiMetrics } from './observability/metrics.ts';
import type { Logger } from './observability/log.ts';
import { createUploadStorage, type UploadStorageKind } from './uploads/storage.ts';

export interface StartApiOptions {
  /** 0 = a random free port. Default 4001. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** PGlite files and uploads live here; required unless `databaseUrl` or `inMemory` is given. */
  dataDir?: string;
  /** Use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** With inMemory: a PGlite data-directory image to start from (tests share one freshly initialised cluster). */
  pgliteImage?: Blob;
  jwtSecret: string;
  /** Seed demo data when the users table is empty. Default true. */
  seed?: boolean;
  /** Redis for counters shared by every API process (sign-in throttling). Default: REDIS_URL, else in memory. */
  redisUrl?: string;
  /** Peers trusted to pass the client's address (Express `trust proxy`). Default: TRUST_PROXY, else none. */
  trustProxy?: boolean | number | string;
  /** General request limits for direct clients; default from RATE_LIMIT_* (docs/performance.md "Limits"). */
  requestLimits?: RequestLimits;
  /**
   * How long a start waits for a PostgreSQL server it cannot reach, retrying with back-off (logged).
   * Default: DATABASE_WAIT_MS, else without limit. 0: fail at once.
   */
  databaseWaitMs?: number;
  /** Where the access and security lines go; default the process's pino logger (LOG_LEVEL). */
  logger?: Logger;
  /** Where uploads live: the folder `<dataDir>/uploads` or the database. Default: the configuration's UPLOAD_STORAGE (the folder when unset). */
  uploadStorage?: UploadStorageKind;
  /** Bearer key for GET /metrics. Default: METRICS_KEY (the gateway's key); in production /metrics is 404 without one. */
  metricsKey?: string;
  /** The environment's settings (config.ts); default: read from process.env now, once for this server. */
  config?: ApiEnvConfig;
  /** On close, how long /healthz answers 503 "stopping" while requests are still served. Default: SHUTDOWN_DELAY_MS (0). */
  shutdownDelayMs?: number;
}

export interface RunningApi {
  /** e.g. http://127.0.0.1:4001 (no trailing slash). */
  url: string;
  port: number;
  /** How long each phase of this start took, in ms (printed by `pnpm start`). */
  startup: { createMs: number; openMs: number; migrateMs: number; seedMs: number; seeded: boolean };
  close(): Promise<void>;
}

/** How long close() lets requests in flight finish before cutting their connections. */
const DRAIN_GRACE_MS = 10_000;

/** How long a start waits for Redis before listening anyway (sign-in then refuses until it connects). */

/** Opens the database, migrates, seeds on first start, and listens. */
export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  if (!options.jwtSecret) throw new Error('startApi needs a jwtSecret');
  const config = options.config ?? loadConfig();
  const uploadStorageKind = options.uploadStorage ?? config.uploadStorage;
  const ownedTempDir = options.dataDir ? null : await mkdtemp(path.join(tmpdir(), 'lendhub-api-'));
  const dataDir = options.dataDir ?? (ownedTempDir as string);
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });

  const startup = { createMs: 0, openMs: 0, migrateMs: 0, seedMs: 0, seeded: false };
  // Opening, migrating and seeding is one attempt: a database that cannot be reached yet is waited for.
  const open = async (): Promise<Kysely<Database>> => {
    const openedAt = performance.now();
    const opened = await createDatabase({
      databaseUrl: options.databaseUrl,
      dataDir,
      inMemory: options.inMemory,
      pgliteImage: options.pgliteImage,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
    });
    startup.openMs = performance.now() - openedAt;
    try {
      const migratingAt = performance.now();
      await migrateToLatest(opened);
      const seedingAt = performance.now();
      startup.migrateMs = seedingAt - migratingAt;
      if (options.seed ?? true) startup.seeded = (await seedIfEmpty(opened)) || startup.seeded;
      startup.seedMs = performance.now() - seedingAt;
      return opened;
    } catch (error) {
      await opened.destroy();
      throw error;
    }
  };
  let db: Kysely<Database>;
  try {
    // A new PGlite database is made in a child process (pgliteFiles.ts): this one then opens it as an existing one.
    if (!options.databaseUrl && !options.inMemory) {
      const creatingAt = performance.now();
      const created = await ensurePgliteFiles(dataDir, { sharedBuffers: config.pgliteSharedBuffers, seed: options.seed ?? true });
      if (created) startup.createMs = performance.now() - creatingAt;
      startup.seeded = created && (options.seed ?? true);
    }
    db = await retryWhileUnreachable(open, options.databaseWaitMs ?? config.databaseWaitMs);
  } catch (error) {
    if (ownedTempDir) await rm(ownedTempDir, { recursive: true, force: true });
    throw error;
  }

  const redisUrl = options.redisUrl ?? config.redisUrl;
  // Reconnects by itself; while it is down, sign-in refuses (fails closed) and everything else works.
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', () => undefined);
  // Sign-in refuses until Redis is ready (fails closed): give it a moment to connect before listening.
  if (redis) await redisConnected(redis);
  const signInThrottle = new SignInThrottle(config.signInLimits, redis);
  const requestLimiter = new RequestRateLimiter('api', options.requestLimits ?? config.requestLimits, redis);
  // Only peers TRUST_PROXY names may tell the client's address: trusting loopback by default let any
  // process on the machine (or a proxy that does not overwrite the header) choose its own address.
  const trustProxy = options.trustProxy ?? config.trustProxy;
  const sessions = new SessionCache(config.authCacheTtlMs);
  // Several API processes on one Redis empty each other's session answers on every write.
  const invalidations = redisUrl && sessions.enabled ? createBroadcast(redisUrl, 'api-sessions', () => sessions.forgetHere()) : undefined;
  if (invalidations) sessions.announceTo(invalidations);
  const metrics = {
    metrics: new ApiMetrics(db, redis),
    key: options.metricsKey ?? config.metricsKey,
    production: config.production,
  };
  const uploadStorage = createUploadStorage(uploadStorageKind, { db, uploadsDir });
  let stopping = false;
  const deps: ApiDeps = {
    db,
    stopping: () => stopping,
    uploadStorage,
    config: { dataDir, uploadsDir, jwtSecret: options.jwtSecret, trustProxy, env: config },
    signInThrottle,
    requestLimiter,
    sessions,
    metrics,
    ...(options.logger ? { logger: options.logger } : {}),
  };
  const app = createApp(deps);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port ?? 4001, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  }).catch(async (error: unknown) => {
    await db.destroy();
    if (ownedTempDir) await rm(ownedTempDir, { recursive: true, force: true });
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const answers = trackAnswersInFlight(server);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    startup,
    close() {
      closing ??= (async () => {
        // Out of rotation first: /healthz says "stopping" while the process still serves as before, so the
        // balancer's checks take it out before it closes a keep-alive connection the balancer could be sending
        // a request down (a write it could only answer 502). Answers keep their connections meanwhile: a
        // balancer with no other process to send to (no checks) would otherwise open one per request, and
        // any still waiting to be accepted when the listener closes is reset, its request lost the same way.
        stopping = true;
        const delayMs = options.shutdownDelayMs ?? config.shutdownDelayMs;
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        // Drain: stop accepting, let requests in flight finish (their answers go out), close idle
        // keep-alive connections as they become idle; only what is still running after the grace
        // period is cut.
        answers.closeAfterAnswers();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        const grace = setTimeout(() => server.closeAllConnections(), DRAIN_GRACE_MS);
        await closed;
        clearInterval(idle);
        clearTimeout(grace);
        await db.destroy();
        redis?.disconnect();
        invalidations?.close();
        if (ownedTempDir) await rm(ownedTempDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

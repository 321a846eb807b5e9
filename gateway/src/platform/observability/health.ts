import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { EventBus } from '../live/bus.ts';

/** GET /healthz: the process is alive and answering (no dependency checked). */
export const liveness: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok' });
};

/**
 * Redis answers PING within `timeoutMs`, asked on the gateway's own ioredis connection (TLS for
 * rediss://, AUTH and database from the URL, as every other use of it). The connection does not queue
 * commands while it is down: a gateway cut off from Redis says so at once.
 */
export async function pingRedis(redis: Pick<Redis, 'ping'>, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /readyz: ready to serve when the API's /healthz answers 200 (it checks its database) and,
 * when REDIS_URL is set, Redis answers PING and the live-event bus is connected. 200 or 503, with
 * each check's result: `api` (the API process answers), `database` (the API's own check, when the
 * API answered), `redis`. Not ready is not down: queries and mutations are still served meanwhile.
 */
export function readiness(options: { apiUrl: string; redis?: Pick<Redis, 'ping'> | undefined; events?: EventBus }): RequestHandler {
  const base = options.apiUrl.replace(/\/$/, '');
  return async (_req, res) => {
    const api = fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => ({ answered: true, ok: response.ok, database: await databaseCheckOf(response) }),
      () => ({ answered: false, ok: false, database: undefined }),
    );
    const redis = options.redis ? pingRedis(options.redis) : Promise.resolve(undefined);
    const redisOk = (await redis) && options.events?.status() !== 'unavailable';
    const { answered, ok, database } = await api;
    const checks = {
      api: answered && (ok || database === 'unavailable') ? 'ok' : 'unavailable',
      ...(database ? { database } : {}),
      ...(options.redis ? { redis: redisOk ? 'ok' : 'unavailable' } : {}),
    };
    const ready = ok && Object.values(checks).every((value) => value === 'ok');
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', checks });
  };
}

/** The API's database check from its /healthz answer ('ok' or 'unavailable'), if it gave one. */
async function databaseCheckOf(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { checks?: { database?: unknown } } | null;
  const database = body?.checks?.database;
  return database === 'ok' || database === 'unavailable' ? database : undefined;
}

/** GET /metrics (Prometheus text, behind METRICS_KEY): one implementation for the gateway and the API. */
export { metricsEndpoint } from '@lendhub/server-kit/observability';

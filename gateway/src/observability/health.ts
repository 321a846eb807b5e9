import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { RequestHandler } from 'express';
import type { EventBus } from '../events/bus.ts';
import type { GatewayMetrics } from './metrics.ts';

/** GET /healthz: the process is alive and answering (no dependency checked). */
export const liveness: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok' });
};

/** A Redis PING over RESP (AUTH first when the URL has a password), at most `timeoutMs`. */
export function pingRedis(redisUrl: string, timeoutMs = 2_000): Promise<boolean> {
  const url = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      const password = decodeURIComponent(url.password);
      const user = decodeURIComponent(url.username);
      if (password) socket.write(user ? `AUTH ${user} ${password}\r\n` : `AUTH ${password}\r\n`);
      socket.write('PING\r\n');
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('-')) done(false);
      else if (answer.includes('+PONG')) done(true);
    });
  });
}

/**
 * GET /readyz: ready to serve when the API's /healthz answers 200 (it checks its database) and,
 * when REDIS_URL is set, Redis answers PING and the live-event bus is connected. 200 or 503, with
 * each check's result: `api` (the API process answers), `database` (the API's own check, when the
 * API answered), `redis`. Not ready is not down: queries and mutations are still served meanwhile.
 */
export function readiness(options: { apiUrl: string; redisUrl?: string | undefined; events?: EventBus }): RequestHandler {
  const base = options.apiUrl.replace(/\/$/, '');
  return async (_req, res) => {
    const api = fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => ({ answered: true, ok: response.ok, database: await databaseCheckOf(response) }),
      () => ({ answered: false, ok: false, database: undefined }),
    );
    const redis = options.redisUrl ? pingRedis(options.redisUrl) : Promise.resolve(undefined);
    const redisOk = (await redis) && options.events?.status() !== 'unavailable';
    const { answered, ok, database } = await api;
    const checks = {
      api: answered && (ok || database === 'unavailable') ? 'ok' : 'unavailable',
      ...(database ? { database } : {}),
      ...(options.redisUrl ? { redis: redisOk ? 'ok' : 'unavailable' } : {}),
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

/**
 * GET /metrics in Prometheus text format. With a key (METRICS_KEY; required in production, where
 * /metrics is 404 without one) the caller must send `Authorization: Bearer <key>`.
 */
export function metricsEndpoint(metrics: GatewayMetrics, key: string | undefined, production: boolean): RequestHandler {
  const expected = key ? Buffer.from(`Bearer ${key}`) : undefined;
  return async (req, res, next) => {
    if (production && !expected) return next(); // not exposed at all
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return void res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text/plain').send('A metrics key is required');
      }
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Registry } from 'prom-client';

/**
 * GET /metrics in Prometheus text format, for the gateway and the API alike. With a key (METRICS_KEY;
 * required in production, where /metrics is 404 without one) the caller must send
 * `Authorization: Bearer <key>`.
 */
export function metricsEndpoint(registry: Registry, key: string | undefined, production: boolean): RequestHandler {
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
    res.type(registry.contentType).send(await registry.metrics());
  };
}

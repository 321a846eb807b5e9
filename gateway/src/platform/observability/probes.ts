import type express from 'express';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { EventBus } from '../live/bus.ts';
import { liveness, metricsEndpoint, readiness } from './health.ts';
import type { GatewayMetrics } from './metrics.ts';

export interface ProbeOptions {
  apiUrl: string;
  redis?: Pick<Redis, 'ping'> | undefined;
  events: EventBus;
  metrics: GatewayMetrics;
  /** Bearer key for GET /metrics; production without one: no /metrics at all. */
  metricsKey?: string | undefined;
  production: boolean;
}

/**
 * /healthz, /readyz and /metrics. Returns `stop()`: from then on both probes answer 503 ("stopping") so
 * the balancer sends nothing new, while requests are still served.
 */
export function mountProbes(app: express.Express, options: ProbeOptions): { stop(): void } {
  let stopping = false;
  const whileStopping: RequestHandler = (_req, res, next) =>
    stopping ? void res.status(503).setHeader('Cache-Control', 'no-store').json({ status: 'stopping' }) : next();
  app.get('/healthz', whileStopping, liveness);
  app.get('/readyz', whileStopping, readiness({ apiUrl: options.apiUrl, redis: options.redis, events: options.events }));
  app.get('/metrics', metricsEndpoint(options.metrics.registry, options.metricsKey, options.production));
  return { stop: () => void (stopping = true) };
}

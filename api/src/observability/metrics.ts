import { trace } from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats } from '../db/poolStats.ts';
import type { Database } from '../db/types.ts';
import { routeOf } from './accessLog.ts';

/**
 * The API's Prometheus metrics (GET /metrics, behind the gateway's METRICS_KEY): requests by route and
 * status, latency by route, the database pool (connections in use, queries waiting for one), Redis's
 * state. One registry per API, so several APIs in one process (tests) keep separate figures.
 */
export class ApiMetrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'lendhub_api_requests_total',
    help: 'API requests by method, matched route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly duration = new Histogram({
    name: 'lendhub_api_request_duration_seconds',
    help: 'API request latency by method and matched route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(db: Kysely<Database>, redis: Redis | undefined) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'lendhub_api_db_pool_size',
      help: 'Connections the database pool may open (1 for PGlite)',
      registers: [this.registry],
      collect() {
        this.set(poolStats(db).size);
      },
    });
    new Gauge({
      name: 'lendhub_api_db_pool_in_use',
      help: 'Database connections lent to a query or transaction now',
      registers: [this.registry],
      collect() {
        this.set(poolStats(db).inUse);
      },
    });
    new Gauge({
      name: 'lendhub_api_db_pool_waiting',
      help: 'Queries waiting for a database connection now',
      registers: [this.registry],
      collect() {
        this.set(poolStats(db).waiting);
      },
    });
    new Gauge({
      name: 'lendhub_api_redis_up',
      help: '1 while the Redis connection is ready, 0 while it is not; absent without REDIS_URL',
      registers: redis ? [this.registry] : [],
      collect() {
        this.set(redis?.status === 'ready' ? 1 : 0);
      },
    });
  }

  /**
   * Counts and times every request by the route it matched (a bounded label: the routes' patterns,
   * never their ids), and names the request's trace span after that route.
   */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const started = performance.now();
      const span = trace.getActiveSpan();
      res.once('finish', () => {
        const route = routeOf(req);
        if (route === '/metrics') return;
        this.requests.inc({ method: req.method, route, status: String(res.statusCode) });
        this.duration.observe({ method: req.method, route }, (performance.now() - started) / 1000);
      });
      // Before the response goes out (the HTTP span ends with it): the span is named after the route.
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
        if (span?.isRecording()) {
          const route = routeOf(req);
          span.updateName(`${req.method} ${route}`);
          span.setAttribute('http.route', route);
        }
        return writeHead.apply(this, args);
      } as typeof res.writeHead;
      next();
    };
  }
}

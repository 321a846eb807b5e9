import { Router } from 'express';
import { sql } from 'kysely';
import type { ApiDeps } from '../deps.ts';

/**
 * GET /healthz: the API answers and its database does (`select 1`, at most 2 s). 200
 * `{ status: 'ok', checks: { database: 'ok' } }`, else 503 `{ status: 'unavailable', checks: { database: 'unavailable' } }`
 * (the process is up, its database is away: it serves again by itself when the database returns). From the moment
 * the process is told to stop, 503 `{ status: 'stopping' }`: a balancer takes it out of rotation (deploy/haproxy
 * tells the two 503s apart) while it still serves, before it closes its connections.
 * The gateway's /readyz asks it. Outside the `{status, responseMsg, data}` envelope on purpose: probes read the HTTP status.
 */
export function healthRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (deps.stopping?.()) return void res.status(503).json({ status: 'stopping' });
    try {
      await Promise.race([
        sql`select 1`.execute(deps.db),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error('database timeout')), 2_000).unref()),
      ]);
      res.json({ status: 'ok', checks: { database: 'ok' } });
    } catch {
      res.status(503).json({ status: 'unavailable', checks: { database: 'unavailable' } });
    }
  });
  return router;
}

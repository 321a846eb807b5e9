import type http from 'node:http';
import type { Request } from 'express';
import type express from 'express';
import type { RequestRateLimiter } from '@lendhub/server-kit/rate-limit';
import type { SessionVerifier } from '../auth/sessions.ts';
import type { Refusals } from '../observability/refusals.ts';
import { SocketGuard, type LiveLimits } from './socketGuard.ts';
import { attachSubscriptionServer, type SubscriptionServer, type SubscriptionServerOptions } from './wsServer.ts';

export interface LiveSocketOptions extends Omit<SubscriptionServerOptions, 'verify' | 'guard' | 'addressOf'> {
  app: express.Express;
  sessions: SessionVerifier;
  /** The same counters as HTTP /graphql. */
  limiter: RequestRateLimiter;
  limits?: Partial<LiveLimits> | undefined;
  refusals: Refusals;
}

/**
 * Subscriptions over WebSocket at /graphql: every subscribe counts like an HTTP request, on the same
 * counters; caps per socket and token; revoked sessions' sockets closed (socketGuard.ts).
 */
export function attachLiveSockets({ app, sessions, limiter, limits, refusals, ...server }: LiveSocketOptions): SubscriptionServer {
  const guard = new SocketGuard({
    limiter,
    sessions,
    limits,
    onRefused: ({ scope, address }) => refusals.rateLimited(scope, address),
  });
  // The upgrade request seen through Express's `req.ip` (TRUST_PROXY decides whether X-Forwarded-For counts).
  const addressOf = (request: http.IncomingMessage): string | undefined =>
    (Object.create(app.request, { headers: { value: request.headers }, socket: { value: request.socket } }) as Request).ip;
  return attachSubscriptionServer({ ...server, verify: sessions.verify, guard, addressOf });
}

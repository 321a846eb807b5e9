import { rateLimitMessage, type RequestRateLimiter } from '@lendhub/server-kit/rate-limit';
import type { RequestHandler } from 'express';
import { ErrorCode } from '../errors/errors.ts';

/**
 * General limits on `/graphql` per bearer token and per client address (docs/performance.md "Limits"), before
 * any body is read: beyond either, HTTP 429 with `Retry-After` and one GraphQL error
 * `TOO_MANY_REQUESTS` carrying `retryAfterSeconds`. The token is counted as presented (hashed, never
 * stored); a made-up token still counts against its address.
 */
export function graphqlRateLimit(
  limiter: RequestRateLimiter,
  onRefused: (scope: 'token' | 'address', address: string | undefined) => void,
): RequestHandler {
  return async (req, res, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const refusal = await limiter.consume({ token, address: req.ip });
    if (!refusal) return next();
    onRefused(refusal.scope, req.ip);
    res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
    res.status(429).json({
      errors: [
        {
          message: rateLimitMessage(refusal.retryAfterSeconds),
          extensions: { code: ErrorCode.TOO_MANY_REQUESTS, retryAfterSeconds: refusal.retryAfterSeconds },
        },
      ],
    });
  };
}

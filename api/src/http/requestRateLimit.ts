import type { RequestHandler } from 'express';
import { ApiError } from './envelope.ts';
import { isGatewayCall, rateLimitMessage, type RequestRateLimiter } from '@lendhub/server-kit/rate-limit';
import { securityEvent } from '../observability/log.ts';

/**
 * Counts every `/api` request of a direct client per token and per address; beyond either limit:
 * HTTP 429, `Retry-After` and the envelope's message. Calls from the gateway (`X-Gateway-Key`) are not
 * counted again: the gateway limits its own clients before calling the API.
 */
export function requestRateLimit(limiter: RequestRateLimiter, jwtSecret: string): RequestHandler {
  return async (req, res, next) => {
    if (isGatewayCall(req.headers['x-gateway-key'], jwtSecret)) return next();
    const token = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const refusal = await limiter.consume({ token, address: req.ip });
    if (!refusal) return next();
    securityEvent('rate_limited', { scope: refusal.scope, address: req.ip ?? 'unknown', requestId: req.id }, 'request refused: rate limit');
    res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
    next(new ApiError(429, rateLimitMessage(refusal.retryAfterSeconds)));
  };
}

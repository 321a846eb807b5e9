import type { ClientRateLimiter } from '@lendhub/server-kit/rate-limit';
import type { RequestHandler, Response } from 'express';
import { ErrorCode } from '../platform/errors/errors.ts';
import { recordOf } from '../platform/observability/requestRecord.ts';
import { clientKeyOf, type ClientDirectory } from './directory.ts';
import { announcedClient } from './headers.ts';
import type { CallerClient } from './types.ts';

/** The caller client of this request (set by `clientIdentity`). */
export function callerClientOf(res: Response): CallerClient | undefined {
  return res.locals['client'] as CallerClient | undefined;
}

export interface ClientIdentityOptions {
  directory: ClientDirectory;
  limiter: ClientRateLimiter;
  onRefused(reason: 'invalid_client_key' | 'client_rate_limit', client: string | undefined): void;
}

/**
 * After the general limits, before the body: who the client is. A registered client's key
 * (`Authorization: Bearer lhc_…`) is checked with the API and replaced by a token for the client's
 * service account (what the rest of the gateway and the API see); an unknown, rotated or revoked key
 * is refused (401), and so is a request beyond the client's requests per minute (429, naming the
 * limit). Every request gets its client's name and version for logs, metrics and field usage.
 */
export function clientIdentity(options: ClientIdentityOptions): RequestHandler {
  return async (req, res, next) => {
    const announced = announcedClient(req.headers);
    const key = clientKeyOf(req.headers.authorization);
    const record = recordOf(res.locals);
    if (!key) {
      res.locals['client'] = announced satisfies CallerClient;
      Object.assign(record, { clientName: announced.name, clientVersion: announced.version });
      return next();
    }
    let registered;
    try {
      registered = await options.directory.identify(key);
    } catch {
      return void res.status(503).json({
        errors: [
          {
            message: 'API client keys cannot be checked right now. Please try again in a moment.',
            extensions: { code: ErrorCode.SERVICE_UNAVAILABLE },
          },
        ],
      });
    }
    if (!registered) {
      options.onRefused('invalid_client_key', undefined);
      return void res
        .status(401)
        .json({ errors: [{ message: 'Invalid or revoked API client key', extensions: { code: ErrorCode.UNAUTHENTICATED } }] });
    }
    const { client } = registered;
    const caller: CallerClient = { name: client.name, version: announced.version, registered };
    res.locals['client'] = caller;
    Object.assign(record, { clientName: caller.name, clientVersion: caller.version });
    const refusal = await options.limiter.consumeRequest(client.id, client.requestsPerMinute);
    if (refusal) {
      options.onRefused('client_rate_limit', client.name);
      res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
      return void res.status(429).json({
        errors: [
          {
            message: `API client ${client.name} is over its limit of ${refusal.allowed} requests per minute. Please try again in ${refusal.retryAfterSeconds} second${refusal.retryAfterSeconds === 1 ? '' : 's'}.`,
            extensions: { code: ErrorCode.TOO_MANY_REQUESTS, limit: refusal.limit, retryAfterSeconds: refusal.retryAfterSeconds },
          },
        ],
      });
    }
    req.headers.authorization = `Bearer ${registered.token}`;
    next();
  };
}

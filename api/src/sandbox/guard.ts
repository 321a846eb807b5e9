import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/** How a sandbox writes an error in its own service's wire format. */
export type SandboxErrorWriter = (res: Response, status: number, message: string) => void;

export interface RateLimit {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Answers 401 unless `Authorization: Bearer <key>` carries the sandbox key, then 429 once a key
 * has made more than `limit` requests in the current fixed window (with `Retry-After` in seconds),
 * as the real services do. Windows are counted in memory, per sandbox.
 */
export function sandboxGuard(options: {
  apiKey: string;
  rateLimit: RateLimit;
  writeError: SandboxErrorWriter;
  now?: () => number;
}): RequestHandler {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (req, res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    const key = match?.[1];
    if (!key || !sameKey(key, options.apiKey)) {
      options.writeError(res, 401, 'Invalid API key');
      return;
    }
    const at = now();
    let window = windows.get(key);
    if (!window || at - window.startedAt >= options.rateLimit.windowMs) {
      window = { startedAt: at, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.rateLimit.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + options.rateLimit.windowMs - at) / 1000));
      res.set('Retry-After', String(retryAfterSeconds));
      options.writeError(res, 429, 'Rate limit exceeded');
      return;
    }
    next();
  };
}

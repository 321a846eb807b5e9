/**
 * Telling "the database is away" (connection refused, reset, timed out, server shutting down) from
 * every other error: the first is answered 503 and retried at start-up, the rest are bugs (500).
 */

/** Node socket errors that mean no connection to the database server. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that mean the same: class 08 (connection exception), 57P01–57P03 (the
 * server is shutting down or starting), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** pg's own messages for a connection that ended or never opened (they carry no code). */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect/i;

/** True when `error` (or an error it wraps as `cause`) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code))))
      return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    // An AggregateError (a host with several addresses) holds one error per address.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** A short description of the innermost cause for logs ("ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432"). */
export function describeDatabaseError(error: unknown): string {
  let root = error;
  for (let depth = 0; depth < 5 && typeof root === 'object' && root !== null && (root as { cause?: unknown }).cause; depth += 1)
    root = (root as { cause?: unknown }).cause;
  const { code, message } = (typeof root === 'object' && root !== null ? root : {}) as { code?: unknown; message?: unknown };
  return [typeof code === 'string' ? code : '', typeof message === 'string' ? message : String(error)].filter(Boolean).join(' ');
}

/** What a caller is told while the database is away (503, with Retry-After). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable (its database cannot be reached). Please try again in a few seconds.';

/** Seconds a client should wait before trying again (the Retry-After header). */
export const DATABASE_RETRY_AFTER_S = 5;

import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_MESSAGE, describeDatabaseError, isDatabaseUnavailable } from '../db/availability.ts';
import { ApiError, sendError } from './envelope.ts';
import { log } from '../observability/log.ts';

/** Last route: anything unmatched is a 404 envelope. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  sendError(res, new ApiError(404, 'Not found'));
};

/**
 * Turns every thrown error into an envelope. ApiErrors keep their status and message;
 * body-parser errors keep their 4xx status; a database that cannot be reached is a 503 with
 * Retry-After (the request may be sent again); anything else is a 500 whose details are
 * logged on the server and never sent (no stack traces or SQL in responses).
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof ApiError) {
    sendError(res, error);
    return;
  }
  const status = httpStatusOf(error);
  if (status === 413) {
    sendError(res, new ApiError(413, 'Request body is too large'));
  } else if (status !== undefined && status >= 400 && status < 500) {
    sendError(res, new ApiError(status, bodyErrorMessage(error?.type, status)));
  } else if (isDatabaseUnavailable(error)) {
    logUnavailable(error);
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_S));
    sendError(res, new ApiError(503, DATABASE_UNAVAILABLE_MESSAGE));
  } else {
    log.error({ event: 'unexpected_error', err: error, requestId: req.id }, 'unexpected error');
    sendError(res, new ApiError(500, 'An unexpected error occurred'));
  }
};

/** body-parser's refusals in words a client can act on (a Content-Encoding it cannot read is a 415). */
function bodyErrorMessage(type: unknown, status: number): string {
  if (type === 'entity.parse.failed') return 'Request body is not valid JSON';
  if (type === 'encoding.unsupported') return 'Content-Encoding not supported: send gzip, deflate, br or identity';
  if (type === 'charset.unsupported') return 'Charset not supported: send UTF-8';
  if (status === 400) return 'Request body could not be read (does it match its Content-Encoding?)';
  return 'Bad request';
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    if (typeof status === 'number') return status;
    if (typeof statusCode === 'number') return statusCode;
  }
  return undefined;
}

/** One line per 5 s while the database is away: every request fails the same way, the log need not say so each time. */
let lastUnavailableLog = 0;
function logUnavailable(error: unknown): void {
  const now = Date.now();
  if (now - lastUnavailableLog < 5_000) return;
  lastUnavailableLog = now;
  log.error({ event: 'database_unavailable', reason: describeDatabaseError(error) }, 'database unavailable, answering 503');
}

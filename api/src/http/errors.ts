import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError, sendError } from './envelope.ts';

/** Last route: anything unmatched is a 404 envelope. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  sendError(res, new ApiError(404, 'Not found'));
};

/**
 * Turns every thrown error into an envelope. ApiErrors keep their status and message;
 * body-parser errors keep their 4xx status; anything else is a 500 whose details are
 * logged on the server and never sent (no stack traces or SQL in responses).
 */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof ApiError) {
    sendError(res, error);
    return;
  }
  const status = httpStatusOf(error);
  if (status === 413) {
    sendError(res, new ApiError(413, 'Request body is too large'));
  } else if (status !== undefined && status >= 400 && status < 500) {
    const message = error?.type === 'entity.parse.failed' ? 'Request body is not valid JSON' : 'Bad request';
    sendError(res, new ApiError(status, message));
  } else {
    console.error('[api] unexpected error:', error);
    sendError(res, new ApiError(500, 'An unexpected error occurred'));
  }
};

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    if (typeof status === 'number') return status;
    if (typeof statusCode === 'number') return statusCode;
  }
  return undefined;
}

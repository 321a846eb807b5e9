import type { ErrorRequestHandler, RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';

/**
 * Gateway-wide caps for one multipart GraphQL request. Each mutation then checks its own files
 * (e.g. 2 MB for an avatar) and the API checks them again by content.
 */
export const UPLOAD_LIMITS = {
  /** Bytes per file: above every per-field limit, so those limits give their own messages. */
  maxFileSize: 10 * 1024 * 1024,
  maxFiles: 10,
  /** The `operations` and `map` fields. */
  maxFieldSize: 1024 * 1024,
} as const;

/**
 * GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * parses `operations`, `map` and the files of a multipart/form-data POST into `req.body`, with an
 * `Upload` where each file goes. Other requests pass through. Mount before the Apollo handler.
 * Apollo's CSRF prevention applies: clients send `Apollo-Require-Preflight: true`.
 */
export function graphqlUploads(): [RequestHandler, ErrorRequestHandler] {
  return [graphqlUploadExpress(UPLOAD_LIMITS), multipartErrors];
}

/** A malformed multipart request answers in GraphQL's error shape, not an HTML page. */
const multipartErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (!req.is('multipart/form-data')) return next(error);
  const status = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 400;
  const message = status === 413 ? 'The upload is too large' : (error as Error).message || 'Invalid multipart request';
  res.status(status >= 400 && status < 500 ? status : 400).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
};

import type { ErrorRequestHandler, RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { bearerToken, type TokenVerifier } from '../auth/jwt.ts';

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
 * Without a valid token the only upload is the avatar of the public registration form (2 MB, one
 * file): an anonymous multipart request gets these caps, checked against Content-Length before a
 * byte of the body is read, and again while it streams.
 */
export const ANONYMOUS_UPLOAD_LIMITS = {
  maxFileSize: 2 * 1024 * 1024,
  maxFiles: 1,
  maxFieldSize: 64 * 1024,
} as const;

/** Slack for the multipart framing around the files and fields. */
const FRAMING_BYTES = 64 * 1024;

const maxBodyBytes = (limits: { maxFileSize: number; maxFiles: number; maxFieldSize: number }) =>
  limits.maxFileSize * limits.maxFiles + 2 * limits.maxFieldSize + FRAMING_BYTES;

function refuse(res: Parameters<RequestHandler>[1], status: number, message: string, code: string): void {
  // The body is not read: close the connection so the client stops sending it.
  res.setHeader('Connection', 'close');
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/**
 * GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * parses `operations`, `map` and the files of a multipart/form-data POST into `req.body`, with an
 * `Upload` where each file goes. Other requests pass through. Mount before the Apollo handler.
 *
 * The body is read only after the checks that need none of it: the CSRF header Apollo requires
 * (`Apollo-Require-Preflight` or `X-Apollo-Operation-Name`; a browser cannot send it cross-site
 * without a preflight), then the token: a signed-in caller gets `UPLOAD_LIMITS`, anyone else
 * `ANONYMOUS_UPLOAD_LIMITS`, and a Content-Length above the caller's limit is refused unread.
 */
export function graphqlUploads(
  verifyToken: TokenVerifier,
  onRefused?: (reason: 'csrf' | 'upload_size') => void,
): [RequestHandler, ErrorRequestHandler] {
  const signedIn = graphqlUploadExpress(UPLOAD_LIMITS);
  const anonymous = graphqlUploadExpress(ANONYMOUS_UPLOAD_LIMITS);
  const checkFirst: RequestHandler = async (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (!req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) {
      onRefused?.('csrf');
      return refuse(res, 400, 'This multipart request needs the Apollo-Require-Preflight header (CSRF protection)', 'BAD_REQUEST');
    }
    const token = bearerToken(req.headers.authorization);
    const viewer = token ? await verifyToken(token) : null;
    const limits = viewer ? UPLOAD_LIMITS : ANONYMOUS_UPLOAD_LIMITS;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBodyBytes(limits)) {
      onRefused?.('upload_size');
      return refuse(res, 413, 'The upload is too large', 'BAD_REQUEST');
    }
    return (viewer ? signedIn : anonymous)(req, res, next);
  };
  return [checkFirst, multipartErrors];
}

/** A malformed multipart request answers in GraphQL's error shape, not an HTML page. */
const multipartErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (!req.is('multipart/form-data')) return next(error);
  const status = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 400;
  const message = status === 413 ? 'The upload is too large' : (error as Error).message || 'Invalid multipart request';
  res.status(status >= 400 && status < 500 ? status : 400).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
};

import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { LIMITS } from './limits.ts';

/**
 * Body-parser failures answered in GraphQL's error shape, never Express's HTML page: too large (413),
 * a Content-Encoding or charset it cannot read (415), a body that is not what its encoding says or
 * not JSON (400).
 */
const jsonBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const type = (error as { type?: string }).type;
  const status = (error as { status?: number }).status;
  const refuse = (code: number, message: string, errorCode: string) =>
    void res.status(code).json({ errors: [{ message, extensions: { code: errorCode } }] });
  if (type === 'entity.too.large') return refuse(413, `Request body is larger than ${LIMITS.jsonBodyLimit}`, 'PAYLOAD_TOO_LARGE');
  if (type === 'entity.parse.failed') return refuse(400, 'Request body is not valid JSON', 'BAD_REQUEST');
  if (type === 'encoding.unsupported')
    return refuse(415, 'Content-Encoding not supported: send gzip, deflate, br or identity', 'UNSUPPORTED_MEDIA_TYPE');
  if (type === 'charset.unsupported') return refuse(415, 'Charset not supported: send UTF-8', 'UNSUPPORTED_MEDIA_TYPE');
  if (typeof status === 'number' && status >= 400 && status < 500)
    return refuse(400, 'Request body could not be read (does it match its Content-Encoding?)', 'BAD_REQUEST');
  next(error);
};

/** A JSON body of at most LIMITS.jsonBodyLimit, its failures answered as GraphQL errors. */
export function jsonBody(): [RequestHandler, ErrorRequestHandler] {
  return [express.json({ limit: LIMITS.jsonBodyLimit }), jsonBodyErrors];
}

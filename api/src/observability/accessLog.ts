import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { currentTraceId, requestIdFrom } from '@lendhub/server-kit/observability';

const traceIds = new WeakMap<IncomingMessage, string>();

/** The route a request matched (`/api/posts/:id`), or its path with ids and upload names folded when it matched none. */
export function routeOf(req: IncomingMessage): string {
  const express = req as Request;
  if (express.route?.path !== undefined) return `${express.baseUrl ?? ''}${String(express.route.path)}`;
  const path = (express.originalUrl ?? req.url ?? '/').split('?')[0] ?? '/';
  return path.startsWith('/uploads/') ? '/uploads/…' : 'unmatched';
}

/**
 * One access line per request (pino-http): the request id (the gateway's X-Request-Id, or a new one),
 * the trace id, method, path without its query string (it can hold signed-link signatures or
 * invitation tokens), the matched route, status, duration and the caller's user id. No headers, no bodies.
 */
export function accessLog(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    // Probes are not worth a line each; their failures show in /readyz and the metrics.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    serializers: {
      req: (req: { method: string; url: string; raw: IncomingMessage }) => ({
        method: req.method,
        path: routeLabelPath(req.raw),
        ip: (req.raw as Request).ip,
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    // The line's own fields, added once when it is written (customProps would add them twice: to the
    // request's child logger at the start and again to the line).
    customSuccessObject: (req, _res, line: Record<string, unknown>) => ({ ...line, ...accessFields(req) }),
    customErrorObject: (req, _res, _error, line: Record<string, unknown>) => ({ ...line, ...accessFields(req) }),
  });
  return (req, res, next) => {
    // The trace id is read now, inside the request's span; the line is written once it has ended.
    const traceId = currentTraceId();
    if (traceId) traceIds.set(req, traceId);
    middleware(req, res);
    next();
  };
}

/** What the access line says beside pino-http's own fields: the trace, the matched route, the caller. */
function accessFields(req: IncomingMessage): Record<string, unknown> {
  const { auth } = req as Request;
  const traceId = traceIds.get(req);
  return { event: 'access', ...(traceId ? { traceId } : {}), route: routeOf(req), ...(auth ? { userId: auth.userId } : {}) };
}

/** The path without its query string; private upload names stay out of the log (the name grants access). */
function routeLabelPath(req: IncomingMessage): string {
  const path = ((req as Request).originalUrl ?? req.url ?? '/').split('?')[0] ?? '/';
  return path.startsWith('/uploads/') ? '/uploads/…' : path;
}

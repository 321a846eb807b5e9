import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { currentTraceId, requestIdFrom } from '@lendhub/server-kit/observability';
import { announcedClient } from '../../clients/headers.ts';

/**
 * What one HTTP request did, filled in as it runs (the operation's context from graphql/contexts.ts, the GraphQL observer plugin,
 * the data sources' upstream guard) and written as one access line when the response is finished.
 */
export interface RequestRecord {
  /** X-Request-Id: the caller's (when plausible) or a new one; sent on to the API and answered back. */
  requestId?: string;
  userId?: number;
  /** The calling client's name and version (a registered API client, or the `apollographql-client-*` headers). */
  clientName?: string;
  clientVersion?: string;
  operation?: string;
  /** ok, error (the response carries errors), refused (a limit stopped it before it ran). */
  outcome?: 'ok' | 'error' | 'refused';
  errorCodes?: string[];
  upstreamCalls: number;
}

/** The record of this request (res.locals.record), created by `accessLog`. */
export function recordOf(locals: Record<string, unknown>): RequestRecord {
  return (locals['record'] as RequestRecord | undefined) ?? { upstreamCalls: 0 };
}

/**
 * One JSON access line per request: its id and trace id, method, path (never the query string: it can hold invitation
 * tokens), status, duration, the client's name and version, and for GraphQL the operation, outcome, error codes, upstream calls and
 * the caller's user id. Private upload names are not logged (the name is what grants access).
 */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const record: RequestRecord = { upstreamCalls: 0, requestId };
    res.locals['record'] = record;
    res.setHeader('X-Request-Id', requestId);
    // Read now, inside the request's span (the close event runs outside it).
    const traceId = currentTraceId();
    res.once('close', () => {
      const fullPath = req.originalUrl.split('?')[0] ?? '/';
      const path = fullPath.startsWith('/uploads/') ? '/uploads/…' : fullPath;
      logger.info(
        {
          event: 'access',
          requestId,
          ...(traceId ? { traceId } : {}),
          method: req.method,
          path,
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ip: req.ip,
          client: record.clientName ?? announcedClient(req.headers).name,
          clientVersion: record.clientVersion ?? announcedClient(req.headers).version,
          ...(record.userId !== undefined ? { userId: record.userId } : {}),
          ...(record.operation !== undefined
            ? { operation: record.operation, outcome: record.outcome, upstreamCalls: record.upstreamCalls }
            : {}),
          ...(record.errorCodes?.length ? { errorCodes: record.errorCodes } : {}),
        },
        'request',
      );
    });
    next();
  };
}

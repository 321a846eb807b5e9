import type { Request } from 'express';
import type { TrustedDocumentRefusal } from '../limits/trustedDocuments.ts';
import type { Logger } from './log.ts';
import type { GatewayMetrics } from './metrics.ts';

/**
 * The refusals the gateway's middleware answers before Apollo sees a request: each one logged (an
 * `event: 'refused'` line) and counted in /metrics (`lendhub_refusals_total{reason}`) here, in one place.
 * What Apollo answers itself is counted by the GraphQL observer (graphqlObserver.ts).
 */
export function refusals(metrics: GatewayMetrics, logger: Logger) {
  /** Logged only: counted by the GraphQL observer when Apollo answered (clients/plugin.ts), by `clientRateLimited` otherwise. */
  const clientLimit = (limit: string, client: string | undefined) => {
    logger.warn({ event: 'refused', reason: 'client_limit', limit, client }, `request refused: API client ${limit}`);
  };
  return {
    clientLimit,
    rateLimited(scope: string, ip: string | undefined) {
      metrics.refused('rate_limit');
      logger.warn({ event: 'refused', reason: 'rate_limit', scope, ip }, 'request refused: rate limit');
    },
    clientRateLimited(client: string | undefined) {
      metrics.refused('client_limit');
      clientLimit('requests per minute', client);
    },
    invalidClientKey() {
      metrics.refused('invalid_client_key');
      logger.warn({ event: 'refused', reason: 'invalid_client_key' }, 'request refused: invalid or revoked API client key');
    },
    untrustedDocument(reason: TrustedDocumentRefusal, client?: string) {
      metrics.refused('untrusted_document');
      logger.warn(
        { event: 'refused', reason: 'untrusted_document', detail: reason, ...(client ? { client } : {}) },
        client ? `document refused: not one API client ${client} published` : "document refused: not one of the web app's",
      );
    },
    multipart(reason: 'csrf' | 'upload_size') {
      metrics.refused(reason);
      logger.warn({ event: 'refused', reason }, 'multipart request refused before reading its body');
    },
    pathEscape(req: Request) {
      metrics.refused('path_escape');
      logger.warn({ event: 'refused', reason: 'path_escape', ip: req.ip }, 'upload path outside /uploads refused');
    },
  };
}

export type Refusals = ReturnType<typeof refusals>;

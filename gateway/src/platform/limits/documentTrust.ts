import type { Request, RequestHandler } from 'express';
import { callerClientOf } from '../../clients/identity.ts';
import type { Logger } from '../observability/log.ts';
import type { Refusals } from '../observability/refusals.ts';
import { loadPersistedDocuments, trustedDocuments, trustedSubscriptionDocuments, type TrustedDocumentRefusal } from './trustedDocuments.ts';

export interface DocumentTrustOptions {
  /** The web app's documents (id → text, from relay-compiler); default web/persisted-documents.json. */
  persistedDocuments?: string | undefined;
  /** Production: only known documents run (without the operator key). */
  production: boolean;
  operatorKey?: string | undefined;
  refusals: Refusals;
  logger: Logger;
}

export interface DocumentTrust {
  /** After the body is parsed, before Apollo (HTTP: document ids). */
  http: RequestHandler;
  /** Null when a subscription's text may run, else why not (WebSocket: document texts). */
  subscription(query: string, presentedKey: unknown): TrustedDocumentRefusal | null;
  /** Whether a document's text is one of the web app's persisted documents. */
  isKnownDocument(query: string): boolean;
}

/** Trusted documents: the same list and rule on HTTP (ids) and on the WebSocket (texts), each refusal logged and counted. */
export function documentTrust(options: DocumentTrustOptions): DocumentTrust {
  const documents = loadPersistedDocuments(options.persistedDocuments);
  if (options.production && documents.size === 0) {
    throw new Error(
      "Production needs the web app's persisted documents (web/persisted-documents.json, written by `pnpm relay`): none found",
    );
  }
  const trust = { documents, enforce: options.production, operatorKey: options.operatorKey };
  const trustedSubscription = trustedSubscriptionDocuments(trust);
  const texts = new Set(documents.values());
  return {
    isKnownDocument: (query) => texts.has(query),
    http: trustedDocuments({
      ...trust,
      onRefused: options.refusals.untrustedDocument,
      // The break-glass key: every use is a line of its own.
      onOperatorKey: (req: Request) =>
        options.logger.warn(
          { event: 'operator_key_used', ip: req.ip, path: req.originalUrl.split('?')[0], client: callerClientOf(req.res!)?.name },
          'request let through by the operator key',
        ),
    }),
    subscription(query, presentedKey) {
      const refusal = trustedSubscription(query, presentedKey);
      if (refusal) options.refusals.untrustedDocument(refusal);
      return refusal;
    },
  };
}

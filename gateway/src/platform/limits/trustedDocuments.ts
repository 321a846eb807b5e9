import { timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { callerClientOf } from '../../clients/identity.ts';
import { REPO_ROOT } from '../../paths.ts';

/**
 * Trusted documents (docs/security.md "Security and operations"). relay-compiler's `persistConfig` writes every
 * operation of the web app to `web/persisted-documents.json` (SHA-256 id → text) at build time, and the
 * production web build sends `{ documentId, variables }` only. Here a request's `documentId` (or
 * `doc_id`) is replaced by its text before Apollo sees it, in every mode. In production any other
 * document is refused — a free-form `query`, an unknown id — unless the request carries the operator
 * key (`X-Operator-Key: <OPERATOR_KEY>`, the break-glass key: logged on every use). Development and
 * tests keep free-form documents. A registered API client (clients/identity.ts) runs its own published
 * documents instead: by `documentId`, or by sending a published document's exact text; in production
 * nothing else (docs/api-clients.md "API clients for internal tools").
 */
export const DEFAULT_PERSISTED_DOCUMENTS = path.join(REPO_ROOT, 'web/persisted-documents.json');

export const OPERATOR_KEY_HEADER = 'x-operator-key';

export const TRUSTED_DOCUMENT_ERRORS = {
  notFound: {
    code: 'PERSISTED_DOCUMENT_NOT_FOUND',
    message: 'Unknown document id: this server accepts only the operations of the LendHub web app',
  },
  required: {
    code: 'PERSISTED_DOCUMENT_REQUIRED',
    message: 'Only the operations of the LendHub web app are accepted here (send a documentId); free-form documents need the operator key',
  },
  clientNotFound: {
    code: 'PERSISTED_DOCUMENT_NOT_FOUND',
    message: 'Unknown document id for this API client: publish the document first (docs/api-clients.md "API clients for internal tools")',
  },
  clientRequired: {
    code: 'PERSISTED_DOCUMENT_REQUIRED',
    message:
      'Only the documents this API client published are accepted here: send a published documentId (or its exact text), or publish the document first',
  },
} as const;

export type TrustedDocumentRefusal = keyof typeof TRUSTED_DOCUMENT_ERRORS;

/** Reads the id → text map; a missing file is an empty map (development before the first `pnpm relay`). */
export function loadPersistedDocuments(file: string = DEFAULT_PERSISTED_DOCUMENTS): Map<string, string> {
  if (!existsSync(file)) return new Map();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export interface TrustedDocumentsOptions {
  documents: ReadonlyMap<string, string>;
  /** Refuse anything but known ids (without the operator key). */
  enforce: boolean;
  operatorKey?: string | undefined;
  onRefused(reason: TrustedDocumentRefusal, client?: string): void;
  /** Every request let through by the operator key (it is logged: the key is for break-glass use). */
  onOperatorKey?(req: Request): void;
}

/** Whether a presented value is the operator key (constant-time; never true without a key configured). */
function operatorKeyMatcher(operatorKey: string | undefined): (given: unknown) => boolean {
  const key = operatorKey ? Buffer.from(operatorKey) : null;
  return (given) => {
    if (!key || typeof given !== 'string') return false;
    const presented = Buffer.from(given);
    return presented.length === key.length && timingSafeEqual(presented, key);
  };
}

/**
 * The same rule for subscriptions over WebSocket (live/wsServer.ts), where graphql-ws carries the
 * document as text: in production only the text of one of the web app's documents is run, unless the
 * connection's `connectionParams` carry the operator key (`x-operator-key`). Null when it may run.
 */
export function trustedSubscriptionDocuments(
  options: Omit<TrustedDocumentsOptions, 'onRefused'>,
): (query: string, presentedKey: unknown) => TrustedDocumentRefusal | null {
  const texts = new Set(options.documents.values());
  const isOperator = operatorKeyMatcher(options.operatorKey);
  return (query, presentedKey) => (!options.enforce || texts.has(query) || isOperator(presentedKey) ? null : 'required');
}

/** After the body is parsed (JSON or multipart `operations`), before Apollo. */
export function trustedDocuments(options: TrustedDocumentsOptions): RequestHandler {
  const isOperator = operatorKeyMatcher(options.operatorKey);
  return (req, res, next) => {
    const refuse = (reason: TrustedDocumentRefusal, client?: string) => {
      options.onRefused(reason, client);
      const { code, message } = TRUSTED_DOCUMENT_ERRORS[reason];
      res.status(400).json({ errors: [{ message, extensions: { code } }] });
    };
    const operator = isOperator(req.headers[OPERATOR_KEY_HEADER]);
    if (operator) options.onOperatorKey?.(req);
    const registered = callerClientOf(res)?.registered;
    if (req.method === 'GET' || req.method === 'HEAD') {
      // Queries over GET (and the Sandbox page) carry free-form text: production serves them to operators only.
      return options.enforce && !operator && req.query['query'] !== undefined ? refuse('required') : next();
    }
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return next(); // Apollo answers bad bodies itself
    const request = body as Record<string, unknown>;
    const id = request['documentId'] ?? request['doc_id'];
    if (id !== undefined) {
      const known = registered ? registered.documents : options.documents;
      const text = typeof id === 'string' ? known.get(id) : undefined;
      if (text === undefined) return refuse(registered ? 'clientNotFound' : 'notFound', registered?.client.name);
      delete request['documentId'];
      delete request['doc_id'];
      request['query'] = text;
      return next();
    }
    if (registered && options.enforce && !operator && !(typeof request['query'] === 'string' && registered.texts.has(request['query']))) {
      return refuse('clientRequired', registered.client.name);
    }
    if (!registered && options.enforce && !operator) return refuse('required');
    next();
  };
}

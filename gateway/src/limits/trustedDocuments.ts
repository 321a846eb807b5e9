import { timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { REPO_ROOT } from '../paths.ts';

/**
 * Trusted documents (README "Security and operations"). relay-compiler's `persistConfig` writes every
 * operation of the web app to `web/persisted-documents.json` (SHA-256 id → text) at build time, and the
 * production web build sends `{ documentId, variables }` only. Here a request's `documentId` (or
 * `doc_id`) is replaced by its text before Apollo sees it, in every mode. In production any other
 * document is refused — a free-form `query`, an unknown id — unless the request carries the operator
 * key (`X-Operator-Key: <OPERATOR_KEY>`, for internal tools and Sandbox). Development and tests keep
 * free-form documents.
 */
export const DEFAULT_PERSISTED_DOCUMENTS = path.join(REPO_ROOT, 'web/persisted-documents.json');

export const OPERATOR_KEY_HEADER = 'x-operator-key';

export const TRUSTED_DOCUMENT_ERRORS = {
  notFound: { code: 'PERSISTED_DOCUMENT_NOT_FOUND', message: 'Unknown document id: this server accepts only the operations of the LendHub web app' },
  required: {
    code: 'PERSISTED_DOCUMENT_REQUIRED',
    message: 'Only the operations of the LendHub web app are accepted here (send a documentId); free-form documents need the operator key',
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
  onRefused(reason: TrustedDocumentRefusal): void;
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
export function trustedSubscriptionDocuments(options: Omit<TrustedDocumentsOptions, 'onRefused'>): (query: string, presentedKey: unknown) => TrustedDocumentRefusal | null {
  const texts = new Set(options.documents.values());
  const isOperator = operatorKeyMatcher(options.operatorKey);
  return (query, presentedKey) => (!options.enforce || texts.has(query) || isOperator(presentedKey) ? null : 'required');
}

/** After the body is parsed (JSON or multipart `operations`), before Apollo. */
export function trustedDocuments(options: TrustedDocumentsOptions): RequestHandler {
  const isOperator = operatorKeyMatcher(options.operatorKey);
  return (req, res, next) => {
    const refuse = (reason: TrustedDocumentRefusal) => {
      options.onRefused(reason);
      const { code, message } = TRUSTED_DOCUMENT_ERRORS[reason];
      res.status(400).json({ errors: [{ message, extensions: { code } }] });
    };
    const operator = isOperator(req.headers[OPERATOR_KEY_HEADER]);
    if (req.method === 'GET' || req.method === 'HEAD') {
      // Queries over GET (and the Sandbox page) carry free-form text: production serves them to operators only.
      return options.enforce && !operator && req.query['query'] !== undefined ? refuse('required') : next();
    }
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return next(); // Apollo answers bad bodies itself
    const request = body as Record<string, unknown>;
    const id = request['documentId'] ?? request['doc_id'];
    if (id !== undefined) {
      const text = typeof id === 'string' ? options.documents.get(id) : undefined;
      if (text === undefined) return refuse('notFound');
      delete request['documentId'];
      delete request['doc_id'];
      request['query'] = text;
      return next();
    }
    if (options.enforce && !operator) return refuse('required');
    next();
  };
}

import type { GraphQLFormattedError } from 'graphql';
import { ErrorCode, INTERNAL_ERROR_MESSAGE } from './errors.ts';
import { THIRD_PARTY_ERROR_CODES } from '../../datasources/thirdPartyErrors.ts';
import { QUERY_TOO_COSTLY } from '../limits/cost.ts';
import { TRUSTED_DOCUMENT_ERRORS } from '../limits/trustedDocuments.ts';
import { log } from '../observability/log.ts';
import { DEADLINE_EXCEEDED } from '../resilience/upstreamGuard.ts';

/** Codes whose message was written for the client; everything else is masked. */
const PUBLIC_CODES = new Set<string>([
  ...THIRD_PARTY_ERROR_CODES,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.NOT_FOUND,
  ErrorCode.TOO_MANY_REQUESTS,
  ErrorCode.SERVICE_UNAVAILABLE,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  QUERY_TOO_COSTLY,
  DEADLINE_EXCEEDED,
  // Answered by the HTTP middleware directly, and by the WebSocket server through this function.
  ...Object.values(TRUSTED_DOCUMENT_ERRORS).map((error) => error.code),
]);

/**
 * Last stop before an error reaches a client: known codes keep their message and `fields`; anything
 * else (a bug, an upstream outage) becomes a plain INTERNAL_SERVER_ERROR. Upstream bodies
 * (`extensions.response`), stack traces and other extensions never leave the server.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = typeof formatted.extensions?.['code'] === 'string' ? formatted.extensions['code'] : undefined;
  if (code && PUBLIC_CODES.has(code)) {
    const fields = formatted.extensions?.['fields'];
    const retryAfterSeconds = formatted.extensions?.['retryAfterSeconds'];
    // Which of a registered API client's limits refused it (clients/plugin.ts).
    const limit = formatted.extensions?.['limit'];
    return {
      message: formatted.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: {
        code,
        ...(fields ? { fields } : {}),
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
        ...(typeof limit === 'string' ? { limit } : {}),
      },
    };
  }
  if (code !== ErrorCode.INTERNAL_SERVER_ERROR || formatted.message !== INTERNAL_ERROR_MESSAGE) {
    // Unexpected: keep the detail in the server log only.
    const original = (error as { originalError?: unknown })?.originalError ?? error;
    log.error(
      { event: 'unexpected_error', error: original instanceof Error ? (original.stack ?? original.message) : String(original) },
      'unexpected error',
    );
  }
  return {
    message: INTERNAL_ERROR_MESSAGE,
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}

/** graphql-js's "Did you mean …?" hints, wherever they appear (validation, variables, enum values). */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * In production no error names a field, type or enum value the caller did not write: suggestions
 * would map the schema for someone who may not introspect it.
 */
export function formatErrorWithoutSuggestions(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const result = formatError(formatted, error);
  const message = result.message.replace(SUGGESTION, '');
  return message === result.message ? result : { ...result, message };
}

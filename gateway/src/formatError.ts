import type { GraphQLFormattedError } from 'graphql';
import { ErrorCode, INTERNAL_ERROR_MESSAGE } from './errors.ts';
import { THIRD_PARTY_ERROR_CODES } from './datasources/third-party-errors.ts';

/** Codes whose message was written for the client; everything else is masked. */
const PUBLIC_CODES = new Set<string>([
  ...THIRD_PARTY_ERROR_CODES,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.NOT_FOUND,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
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
    return {
      message: formatted.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code, ...(fields ? { fields } : {}) },
    };
  }
  if (code !== ErrorCode.INTERNAL_SERVER_ERROR || formatted.message !== INTERNAL_ERROR_MESSAGE) {
    // Unexpected: keep the detail in the server log only.
    const original = (error as { originalError?: unknown })?.originalError ?? error;
    console.error('[gateway] unexpected error:', original instanceof Error ? (original.stack ?? original.message) : original);
  }
  return {
    message: INTERNAL_ERROR_MESSAGE,
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}

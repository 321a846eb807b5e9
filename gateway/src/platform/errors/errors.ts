import { GraphQLError } from 'graphql';

/**
 * The error codes clients may see (docs/architecture.md "GraphQL conventions").
 * Every error a resolver throws should be built here so codes and shapes stay uniform.
 */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type FieldErrors = Record<string, string>;

export function unauthenticated(message = 'You must be signed in'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.UNAUTHENTICATED } });
}

export function forbidden(message = 'Forbidden'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.FORBIDDEN } });
}

export function notFound(message = 'Not found'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.NOT_FOUND } });
}

/** Bad input: `message` is what a form banner shows, `fields` what each field shows. */
export function badUserInput(message: string, fields?: FieldErrors): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.BAD_USER_INPUT, ...(fields && Object.keys(fields).length > 0 ? { fields } : {}) },
  });
}

/** Refused for now (e.g. sign-in throttling); `retryAfterSeconds` says when to try again. */
export function tooManyRequests(message: string, retryAfterSeconds?: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.TOO_MANY_REQUESTS, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) },
  });
}

/** A dependency is down (or refuses for now): the operation is refused rather than done unsafely. HTTP 503. */
export function serviceUnavailable(message = 'LendHub is temporarily unavailable. Please try again in a moment.'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.SERVICE_UNAVAILABLE, http: { status: 503 } } });
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export function internalError(): GraphQLError {
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, { extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } });
}

export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof GraphQLError) {
    const code = error.extensions?.['code'];
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

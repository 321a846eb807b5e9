import { ApiError, type FieldErrors } from '../envelope.ts';

/*
 * Test-only: what a request parser refuses with, for unit tests of the schemas (any package may import this).
 */

/** The ApiError `parse` throws, or null when it parses. Any other error is thrown on. */
export function apiErrorOf(parse: () => unknown): ApiError | null {
  try {
    parse();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

/** The per-field messages `parse` is refused with (`{}` for an error without fields), or null when it parses. */
export function fieldErrorsOf(parse: () => unknown): FieldErrors | null {
  const error = apiErrorOf(parse);
  return error ? (error.fieldErrors ?? {}) : null;
}

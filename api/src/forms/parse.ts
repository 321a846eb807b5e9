import { ApiError, type FieldErrors } from '../http/envelope.ts';
import { parseWith } from '../http/validate.ts';
import type { z } from 'zod';

/**
 * Like `parseWith`, but field errors drop the given leading path segments, so a body shaped
 * `{vendor: {vendorName}}` reports `vendorName` — the name the form and the GraphQL input use.
 */
export function parseFlattened<S extends z.ZodType>(schema: S, input: unknown, groups: readonly string[]): z.output<S> {
  try {
    return parseWith(schema, input);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fieldErrors) throw error;
    const flat: FieldErrors = {};
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      const [head, ...rest] = field.split('.');
      const key = head !== undefined && groups.includes(head) && rest.length > 0 ? rest.join('.') : field;
      flat[key] ??= message;
    }
    throw new ApiError(error.status, error.message, flat);
  }
}

import type { Request } from 'express';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './envelope.ts';
import { UNSTORABLE_TEXT_MESSAGE, unstorableFields } from './storableText.ts';

/**
 * Parse a request part with a zod schema. On failure: 400 with the first message as
 * `responseMsg` and `data.errors: { field: message }` (first message per field). Every route reads
 * its body, query, path and multipart fields through these, so NUL and unpaired surrogates
 * (storableText.ts) are refused here, once, for all of them.
 */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  // express 5 leaves req.body undefined without a JSON body: treat it as an empty object
  // so the schema reports each missing field by name.
  return parseWith(schema, req.body ?? {});
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.query);
}

export function parseParams<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.params);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // Before the schema: text the database cannot store is refused here, for every route and field.
  const unstorable = unstorableFields(input);
  if (Object.keys(unstorable).length > 0) throw new ApiError(400, UNSTORABLE_TEXT_MESSAGE, unstorable);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw new ApiError(400, first, errors);
}

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

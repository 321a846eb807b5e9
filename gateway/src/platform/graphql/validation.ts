import type { z } from 'zod';
import { badUserInput, type FieldErrors } from '../errors/errors.ts';

/**
 * Parses mutation input with a zod schema. On failure throws BAD_USER_INPUT whose message is the
 * first problem (what a single banner shows) and whose `extensions.fields` has the first problem per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid input';
  throw badUserInput(first, fields);
}

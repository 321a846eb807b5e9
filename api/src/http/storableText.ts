import { isStorableText } from '@lendhub/domain/storableText';
import type { FieldErrors } from './envelope.ts';

/**
 * Text the database cannot store (@lendhub/domain/storableText: a NUL, which PostgreSQL refuses in `text` — the query
 * failed, which was a 500 — or an unpaired surrogate). The request-validation layer refuses both in every string a
 * request carries.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that is not allowed (a NUL character or an unpaired surrogate)';

/** Deeper than any form the API takes; what lies below is never read, so it is not scanned either. */
const MAX_DEPTH = 16;

/**
 * Every string in `input` (objects and arrays walked) that the database cannot store, by field path
 * (`a.b.0`, as zod names them; `_` for the input itself), each with UNSTORABLE_TEXT_MESSAGE. Names are
 * camelCased like `camelCaseKeys` does (multipart forms send `Subject`; the schema's field is `subject`).
 */
export function unstorableFields(input: unknown): FieldErrors {
  const found: FieldErrors = {};
  const walk = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      if (!isStorableText(value)) found[path.length > 0 ? path.join('.') : '_'] = UNSTORABLE_TEXT_MESSAGE;
    } else if (typeof value === 'object' && value !== null && path.length < MAX_DEPTH) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key.charAt(0).toLowerCase() + key.slice(1)]);
    }
  };
  walk(input, []);
  return found;
}

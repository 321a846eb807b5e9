/*
 * How the data layer reports failure, everywhere in api/src:
 * - a read that finds nothing the viewer may see returns `undefined`;
 * - a write that can be refused for a domain reason returns a `Result`: `ok(value)` or
 *   `refuse('not-found' | 'forbidden' | …)`, with any detail the message needs;
 * - repositories never throw HTTP errors: routes turn refusals into ApiErrors
 *   (`valueOrThrow`, http/refusals.ts). Unexpected failures (a broken invariant, the database) throw.
 */

export interface Ok<T> {
  ok: true;
  value: T;
}

/** A domain reason a write was refused, e.g. `{ ok: false, error: 'not-found' }`. */
export interface Refusal<E extends string> {
  ok: false;
  error: E;
}

export type Result<T, R extends Refusal<string>> = Ok<T> | R;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** A refusal, with the details its message needs (e.g. the balance that was too low). */
export function refuse<E extends string, D extends object = object>(error: E, details?: D): Refusal<E> & D {
  return { ...(details as D), ok: false, error };
}

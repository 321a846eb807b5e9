import type { z } from 'zod';

/** A form's body as a client may send it: any field left out or null. */
export type FormDraft<T> = { [K in keyof T]?: T[K] | null | undefined };

/**
 * The form's schema, typed to take a draft: the gateway passes on what the user left blank and the API answers each
 * such field with the spec's message ("Please enter borrower name"), so those messages have one owner. Only the type
 * changes; the schema validates exactly as before.
 */
export function takesDraft<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, FormDraft<z.input<S>>> {
  return schema as unknown as z.ZodType<z.output<S>, FormDraft<z.input<S>>>;
}

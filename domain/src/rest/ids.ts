import { z } from 'zod';

/** Largest id the database's int4 holds. */
export const MAX_ID = 2_147_483_647;

/** Largest batch a `…ByIds` endpoint answers in one call (a page of the gateway's DataLoader needs far fewer). */
export const MAX_IDS_PER_BATCH = 100;

export const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/** The id a text names: a positive int4 written in digits, else undefined. */
export function parseId(text: string): number | undefined {
  if (!POSITIVE_ID.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/** An optional id in a query string (e.g. the keyset `beforeId`); `message` when it is not a positive int4. */
export function idQueryParam(message: string) {
  return z
    .string({ error: message })
    .transform((text, ctx) => parseId(text) ?? (ctx.addIssue({ code: 'custom', message }), z.NEVER))
    .optional();
}

/** `?ids=1,2,3` of the batch endpoints the gateway's DataLoaders call: distinct ids in the order asked. */
export const idsQuery = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .trim()
    .min(1, 'ids is required')
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(z.string().regex(POSITIVE_ID, 'ids must be positive whole numbers separated by commas'))
        .max(MAX_IDS_PER_BATCH, `At most ${MAX_IDS_PER_BATCH} ids per call`),
    )
    .transform((parts) => [...new Set(parts.map(Number))].filter((id) => id <= MAX_ID)),
});

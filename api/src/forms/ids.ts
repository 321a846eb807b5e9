import { z } from 'zod';
import { ApiError } from '../http/envelope.ts';

/** Largest int4: a longer id cannot exist, and PostgreSQL would raise on it. */
export const MAX_ID = 2_147_483_647;

/** A path id that is not a positive int4 cannot name a row: 404 with `notFoundMessage`, like any unknown id. */
export function pathId(raw: unknown, notFoundMessage: string): number {
  const text = String(raw ?? '');
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  if (!(id <= MAX_ID)) throw new ApiError(404, notFoundMessage);
  return id;
}

/** `?ids=1,2,3` of the batch endpoints the gateway's DataLoaders call (at most 100 ids). */
export const idsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/, 'ids must be a comma-separated list of ids')
    .transform((text) => [...new Set(text.split(',').map((part) => Number(part.trim())))])
    .refine((ids) => ids.length <= 100, 'At most 100 ids per call')
    .transform((ids) => ids.filter((id) => id > 0 && id <= MAX_ID)),
});

import { z } from 'zod';

/** Largest batch GetUsersByIds answers in one call (a feed page needs far fewer). */
export const MAX_IDS_PER_BATCH = 100;

export const usersByIdsQuery = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .trim()
    .min(1, 'ids is required')
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(z.string().regex(/^[1-9]\d{0,9}$/, 'ids must be positive whole numbers separated by commas'))
        .max(MAX_IDS_PER_BATCH, `At most ${MAX_IDS_PER_BATCH} ids per call`),
    )
    .transform((parts) => [...new Set(parts.map(Number))]),
});

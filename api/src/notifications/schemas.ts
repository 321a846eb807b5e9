import { z } from 'zod';
import { idQueryParam } from '../http/ids.ts';

/** Query of GET /api/Notifications. */
export const listNotificationsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(20),
  beforeId: idQueryParam('beforeId must be a positive whole number'),
  unreadOnly: z
    .enum(['true', 'false'], { error: 'unreadOnly must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});


import { z } from 'zod';
import { requiredText } from '../forms/fields.ts';

export const ROLE_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export type RoleStatusValue = (typeof ROLE_STATUSES)[number];

/** Role form rules of spec §5 ("Role form"); the API also takes Pending, which seeds and imports use. */
export const roleBody = z.object({
  /** The spec's create body sends `id: 0`; on update it must match the path. */
  id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').min(0, 'id must not be negative').optional(),
  role: requiredText('Please input role name!', 50),
  status: z.enum(ROLE_STATUSES, { error: 'Please select status!' }),
});

export const listRolesQuery = z.object({
  status: z.enum(ROLE_STATUSES, { error: 'status must be Active, Inactive or Pending' }).optional(),
});

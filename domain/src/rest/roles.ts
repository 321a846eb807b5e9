import { z } from 'zod';
import { restRoute } from './route.ts';

export const ROLE_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export type RoleStatusValue = (typeof ROLE_STATUSES)[number];

const ROLE_NAME_REQUIRED = 'Please input role name!';

/** Role form rules of spec §5 ("Role form"); the API also takes Pending, which seeds and imports use. */
export const roleBody = z.object({
  /** The spec's create body sends `id: 0`; on update it must match the path. */
  id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').min(0, 'id must not be negative').optional(),
  role: z.string({ error: ROLE_NAME_REQUIRED }).trim().min(1, ROLE_NAME_REQUIRED).max(50, 'Must be at most 50 characters'),
  status: z.enum(ROLE_STATUSES, { error: 'Please select status!' }),
});

export const listRolesQuery = z.object({
  status: z.enum(ROLE_STATUSES, { error: 'status must be Active, Inactive or Pending' }).optional(),
});

/** A role as /api/Roles answers it. */
export interface RoleDto {
  id: number;
  role: string;
  status: RoleStatusValue;
  /** Admin, Loan Officer, Account Executive (Lender): permissions depend on them. */
  builtIn: boolean;
  userCount: number;
}

const NOT_FOUND = 'Role not found';
const DUPLICATE = 'A role with this name already exists';
const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

/**
 * Roles under /api/Roles (spec §7 "Roles"). Anyone signed in may list them (forms offer them); only an Admin may
 * write. The three portal roles are built in: their names and Active status are what permissions depend on.
 */
export const roleRoutes = {
  list: restRoute<RoleDto[]>()({ method: 'GET', path: '/api/Roles', query: listRolesQuery }),
  create: restRoute<RoleDto>()({
    method: 'POST',
    path: '/api/Roles',
    body: roleBody,
    messages: { ok: 'Role created successfully', duplicate: DUPLICATE },
  }),
  update: restRoute<RoleDto>()({
    method: 'PUT',
    path: '/api/Roles/:id',
    body: roleBody,
    messages: {
      ok: 'Role updated successfully',
      notFound: NOT_FOUND,
      duplicate: DUPLICATE,
      idMismatch: 'Role id does not match the address',
      builtInRenamed: 'Built-in roles cannot be renamed',
      builtInDeactivated: 'Built-in roles must stay Active',
    },
  }),
  delete: restRoute<{ id: number }>()({
    method: 'DELETE',
    path: '/api/Roles/:id',
    messages: {
      ok: 'Role deleted successfully',
      notFound: NOT_FOUND,
      builtIn: 'Built-in roles cannot be deleted',
      assigned: (users: number) => `This role is assigned to ${plural(users, 'user')} and cannot be deleted`,
      invited: (invitations: number) => `This role has ${plural(invitations, 'pending invitation')} and cannot be deleted`,
    },
  }),
};

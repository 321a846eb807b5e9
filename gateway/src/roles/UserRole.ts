import { roleFromName, type Role } from '../auth/roles.ts';
import { globalIdField } from '../relay/globalId.ts';
import type { ApiRole } from './types.ts';

export type RoleStatusEnum = 'ACTIVE' | 'INACTIVE' | 'PENDING';

export const STATUS_TO_API: Record<RoleStatusEnum, ApiRole['status']> = { ACTIVE: 'Active', INACTIVE: 'Inactive', PENDING: 'Pending' };

export const UserRole = {
  id: globalIdField<ApiRole>('UserRole', (role) => role.id),
  internalId: (role: ApiRole) => role.id,
  name: (role: ApiRole) => role.role,
  status: (role: ApiRole): RoleStatusEnum => role.status.toUpperCase() as RoleStatusEnum,
  portalRole: (role: ApiRole): Role | null => (role.builtIn ? roleFromName(role.role) : null),
};

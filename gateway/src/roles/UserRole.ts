import { roleFromName } from '../auth/roles.ts';
import { upperCase } from '../enumCase.ts';
import type { UserRoleResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../relay/globalId.ts';
import type { ApiRole } from './types.ts';

export const UserRole: UserRoleResolvers = {
  ...nodeIdFields<ApiRole>('UserRole', (role) => role.id),
  name: (role) => role.role,
  status: (role) => upperCase(role.status),
  portalRole: (role) => (role.builtIn ? roleFromName(role.role) : null),
};

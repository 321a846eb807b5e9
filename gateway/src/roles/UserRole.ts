import { roleFromName } from '../auth/roles.ts';
import { upperCase } from '../enumCase.ts';
import type { UserRoleResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../relay/globalId.ts';
import type { RoleDto } from '@lendhub/domain/rest/roles';

export const UserRole: UserRoleResolvers = {
  ...nodeIdFields<RoleDto>('UserRole', (role) => role.id),
  name: (role) => role.role,
  status: (role) => upperCase(role.status),
  portalRole: (role) => (role.builtIn ? roleFromName(role.role) : null),
};

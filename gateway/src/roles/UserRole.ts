import { roleFromName } from '../platform/auth/roles.ts';
import { upperCase } from '../platform/graphql/enumCase.ts';
import type { UserRoleResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import type { RoleDto } from '@lendhub/domain/rest/roles';

export const UserRole: UserRoleResolvers = {
  ...nodeIdFields<RoleDto>('UserRole', (role) => role.id),
  name: (role) => role.role,
  status: (role) => upperCase(role.status),
  portalRole: (role) => (role.builtIn ? roleFromName(role.role) : null),
};

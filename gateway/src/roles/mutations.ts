import type { GatewayContext } from '../context.ts';
import { withInputFieldNames } from '../fieldErrors.ts';
import { keysetCursor } from '../relay/connection.ts';
import { internalIntId, toGlobalId } from '../relay/globalId.ts';
import * as rolesApi from './api.ts';
import { STATUS_TO_API, type RoleStatusEnum } from './UserRole.ts';

/** The API calls the name `role`; the GraphQL input calls it `name`. */
const ROLE_FIELDS = { role: 'name' };

export const roleMutations = {
  async createRole(_parent: unknown, args: { input: { name: string; status: RoleStatusEnum } }, context: GatewayContext) {
    const role = await withInputFieldNames(rolesApi.createRole(context.api, { role: args.input.name, status: STATUS_TO_API[args.input.status] }), ROLE_FIELDS);
    context.loaders.roleById.clearAll().prime(role.id, role);
    return { roleEdge: { cursor: keysetCursor(role.id), node: role }, role, message: 'Role created successfully' };
  },

  async updateRole(_parent: unknown, args: { input: { roleId: string; name: string; status: RoleStatusEnum } }, context: GatewayContext) {
    const id = internalIntId(args.input.roleId, 'UserRole', 'roleId');
    const role = await withInputFieldNames(rolesApi.updateRole(context.api, id, { role: args.input.name, status: STATUS_TO_API[args.input.status] }), ROLE_FIELDS);
    context.loaders.roleById.clear(id).prime(id, role);
    return { role, message: 'Role updated successfully' };
  },

  async deleteRole(_parent: unknown, args: { input: { roleId: string } }, context: GatewayContext) {
    const id = internalIntId(args.input.roleId, 'UserRole', 'roleId');
    await rolesApi.deleteRole(context.api, id);
    context.loaders.roleById.clear(id);
    return { deletedRoleId: toGlobalId('UserRole', id), message: 'Role deleted successfully' };
  },
};

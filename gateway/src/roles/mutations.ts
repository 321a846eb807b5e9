import { withInputFieldNames } from '../platform/errors/fieldErrors.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';
import { keysetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import * as rolesApi from './api.ts';
import { STATUS_TO_API } from './status.ts';
import { deletionPayload, payloadFrom } from '../platform/graphql/payloads.ts';

/** The API calls the name `role`; the GraphQL input calls it `name`. */
const ROLE_FIELDS = { role: 'name' };

export const roleMutations: MutationResolvers = {
  async createRole(_parent, { input }, context) {
    const { data: role, message } = await withInputFieldNames(
      rolesApi.createRole(context.api, { role: input.name, status: STATUS_TO_API[input.status] }),
      ROLE_FIELDS,
    );
    context.loaders.roleById.clearAll().prime(role.id, role);
    return { roleEdge: { cursor: keysetCursor(role.id), node: role }, role, message };
  },

  updateRole(_parent, { input }, context) {
    const id = internalIntId(input.roleId, 'UserRole', 'roleId');
    const write = rolesApi.updateRole(context.api, id, { role: input.name, status: STATUS_TO_API[input.status] });
    return payloadFrom('role', withInputFieldNames(write, ROLE_FIELDS), (role) => context.loaders.roleById.clear(id).prime(id, role));
  },

  deleteRole(_parent, { input }, context) {
    const id = internalIntId(input.roleId, 'UserRole', 'roleId');
    context.loaders.roleById.clear(id);
    return deletionPayload('deletedRoleId', 'UserRole', id, rolesApi.deleteRole(context.api, id));
  },
};

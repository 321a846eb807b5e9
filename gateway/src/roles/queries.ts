import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { listRoles } from './api.ts';
import { STATUS_TO_API } from './status.ts';

export const ROLES_PAGE = { defaultSize: 10, max: 100 };

export const roleQueries: QueryResolvers = {
  async roles(_parent, args, context) {
    const roles = await listRoles(context.api, args.status ? STATUS_TO_API[args.status] : undefined);
    for (const role of roles) context.loaders.roleById.prime(role.id, role);
    return connectionFromArray(roles, args, ROLES_PAGE);
  },
};

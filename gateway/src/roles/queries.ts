import type { GatewayContext } from '../context.ts';
import { connectionFromArray, type Connection } from '../relay/connection.ts';
import { listRoles } from './api.ts';
import type { ApiRole } from './types.ts';
import { STATUS_TO_API, type RoleStatusEnum } from './UserRole.ts';

export const roleQueries = {
  async roles(_parent: unknown, args: { first?: number | null; after?: string | null; status?: RoleStatusEnum | null }, context: GatewayContext): Promise<Connection<ApiRole>> {
    const roles = await listRoles(context.api, args.status ? STATUS_TO_API[args.status] : undefined);
    for (const role of roles) context.loaders.roleById.prime(role.id, role);
    return connectionFromArray(roles, args, { defaultSize: 10, max: 100 });
  },
};

import type { GatewayContext } from '../context.ts';
import { connectionFromArray, type Connection } from '../relay/connection.ts';
import { getAllUsers, getInvitationDetails } from './adminApi.ts';
import type { ApiInvitation, ApiUserProfile } from './profileTypes.ts';

interface UsersArgs {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  sortBy?: 'NAME_ASC' | 'NAME_DESC' | null;
}

/** Remembers full profiles fetched in a list, so their fields need no second call. */
export function primeUser(context: GatewayContext, user: ApiUserProfile): void {
  context.loaders.userById.clear(user.userId).prime(user.userId, user);
  context.loaders.userProfileById.clear(user.userId).prime(user.userId, user);
}

export const userAdminQueries = {
  async users(_parent: unknown, args: UsersArgs, context: GatewayContext): Promise<Connection<ApiUserProfile>> {
    const users = await getAllUsers(context.api, {
      search: args.search?.trim() || undefined,
      sortBy: args.sortBy === 'NAME_ASC' ? 'name_asc' : args.sortBy === 'NAME_DESC' ? 'name_desc' : undefined,
    });
    for (const user of users) primeUser(context, user);
    return connectionFromArray(users, args, { defaultSize: 10, max: 100 });
  },

  invitation(_parent: unknown, args: { token: string }, context: GatewayContext): Promise<ApiInvitation> {
    return getInvitationDetails(context.api, args.token.trim());
  },
};

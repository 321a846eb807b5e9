import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { getAllUsers, getDirectory } from './api.ts';
import { primeUser } from './loaders.ts';
import { accountStatusToApi, REGISTRATION_ROLES } from './accountStatus.ts';
import { toGlobalId } from '../platform/relay/globalId.ts';

/** The admin user table pages up to 100 (spec §2). */
export const USERS_PAGE = { defaultSize: 10, max: 100 };

export const userQueries: QueryResolvers = {
  /** The spec's two roles a visitor may choose without an invitation (no upstream call: the domain's table). */
  registrationRoles: () => REGISTRATION_ROLES.map((role) => ({ id: toGlobalId('UserRole', role.id), name: role.name })),

  /** Through the userById loader, so the viewer shares the authors' batch. */
  viewer: (_parent, _args, context) => (context.viewer ? context.loaders.userById.load(context.viewer.userId) : null),

  async users(_parent, args, context) {
    const users = await getAllUsers(context.api, {
      search: args.search?.trim() || undefined,
      sortBy: args.sortBy === 'NAME_ASC' ? 'name_asc' : args.sortBy === 'NAME_DESC' ? 'name_desc' : undefined,
      accountStatus: args.accountStatus ? accountStatusToApi(args.accountStatus) : undefined,
    });
    for (const user of users) primeUser(context, user);
    return connectionFromArray(users, args, USERS_PAGE);
  },

  async companyDirectory(_parent, args, context) {
    const directory = await getDirectory(context.api, {
      search: args.search?.trim() || undefined,
      department: args.department?.trim() || undefined,
    });
    for (const user of directory.people) primeUser(context, user);
    return directory;
  },
};

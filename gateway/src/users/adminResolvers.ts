import { userAdminMutations } from './adminMutations.ts';
import { userAdminQueries } from './adminQueries.ts';
import { Invitation } from './Invitation.ts';
import { UserProfileFields } from './UserProfileFields.ts';

/** Issue 3 on users: admin list and writes, profile, password, invitations, the extended User fields. */
export const userAdminResolvers = {
  Query: userAdminQueries,
  Mutation: userAdminMutations,
  User: UserProfileFields,
  Invitation,
};

import { roleMutations } from './mutations.ts';
import { roleQueries } from './queries.ts';
import { UserRole } from './UserRole.ts';

export const roleResolvers = {
  Query: roleQueries,
  Mutation: roleMutations,
  UserRole,
};

import type { Resolvers } from '../generated/resolvers.ts';
import { roleMutations } from './mutations.ts';
import { roleQueries } from './queries.ts';
import { UserRole } from './UserRole.ts';

export const roleResolvers: Resolvers = {
  Query: roleQueries,
  Mutation: roleMutations,
  UserRole,
};

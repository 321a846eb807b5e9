import type { Resolvers } from '../generated/resolvers.ts';
import { CompanyDirectory } from './CompanyDirectory.ts';
import { LoginPayload } from './LoginPayload.ts';
import { userMutations } from './mutations.ts';
import { userQueries } from './queries.ts';
import { User } from './User.ts';
import { UserCapabilities } from './UserCapabilities.ts';

export const userResolvers: Resolvers = {
  Query: userQueries,
  Mutation: userMutations,
  User,
  UserCapabilities,
  LoginPayload,
  CompanyDirectory,
};

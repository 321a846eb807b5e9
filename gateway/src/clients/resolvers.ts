import type { Resolvers } from '../generated/resolvers.ts';
import { ApiClient } from './ApiClient.ts';
import { clientMutations } from './mutations.ts';
import { clientQueries } from './queries.ts';

export const clientResolvers: Resolvers = {
  Query: clientQueries,
  Mutation: clientMutations,
  ApiClient,
};

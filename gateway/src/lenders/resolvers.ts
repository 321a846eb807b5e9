import type { Resolvers } from '../generated/resolvers.ts';
import { Lender } from './Lender.ts';
import { lenderMutations } from './mutations.ts';
import { lenderQueries } from './queries.ts';

export const lenderResolvers: Resolvers = {
  Query: lenderQueries,
  Mutation: lenderMutations,
  Lender,
};

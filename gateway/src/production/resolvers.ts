import type { Resolvers } from '../generated/resolvers.ts';
import { productionMutations } from './mutations.ts';
import { LoanTypeProduction, Production, UserRanking } from './Production.ts';
import { productionQueries } from './queries.ts';

export const productionResolvers: Resolvers = {
  Query: productionQueries,
  Mutation: productionMutations,
  Production,
  LoanTypeProduction,
  UserRanking,
};

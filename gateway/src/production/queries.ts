import type { QueryResolvers } from '../generated/resolvers.ts';

export const productionQueries: QueryResolvers = {
  production: (_parent, _args, context) => context.loaders.productionOverview.load(),
};

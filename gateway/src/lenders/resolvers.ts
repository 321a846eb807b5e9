import { Lender } from './Lender.ts';
import { lenderQueries } from './queries.ts';

export const lenderResolvers = {
  Query: lenderQueries,
  Lender,
};

import { LenderAdminFields } from './LenderAdminFields.ts';
import { lenderAdminMutations } from './mutations.ts';
import { lenderAdminQueries } from './queries.ts';

export const lenderAdminResolvers = {
  Query: lenderAdminQueries,
  Mutation: lenderAdminMutations,
  Lender: LenderAdminFields,
};

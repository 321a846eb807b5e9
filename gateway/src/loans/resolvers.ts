import type { Resolvers } from '../generated/resolvers.ts';
import { Loan } from './Loan.ts';
import { LoanEvent } from './LoanEvent.ts';
import { loanMutations } from './mutations.ts';
import { loanQueries } from './queries.ts';

export const loanResolvers: Resolvers = {
  Query: loanQueries,
  Mutation: loanMutations,
  Loan,
  LoanEvent,
};

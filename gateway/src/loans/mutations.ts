import type { CreateLoanInput, MutationResolvers, UpdateLoanInput } from '../generated/resolvers.ts';
import { deletionPayload, payloadFrom } from '../platform/graphql/payloads.ts';
import { keysetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import * as loansApi from './api.ts';
import { stageLabel, statusLabel, typeLabel } from './enums.ts';
import type { LoanBody } from '@lendhub/domain/rest/loans';

/** The form's fields as the API takes them; what is left out stays out, so the API answers with the spec's message. */
function toApiBody(input: CreateLoanInput | UpdateLoanInput): LoanBody {
  return {
    borrowerName: input.borrowerName,
    loanType: input.loanType ? typeLabel(input.loanType) : undefined,
    loanAmount: input.loanAmount,
    status: input.status ? statusLabel(input.status) : undefined,
    stage: input.stage ? stageLabel(input.stage) : undefined,
    lenderId: input.lenderId ? internalIntId(input.lenderId, 'Lender', 'lenderId') : undefined,
    dueDate: input.dueDate,
    propertyAddress: input.propertyAddress,
    notes: input.notes,
    fundedDate: 'fundedDate' in input ? input.fundedDate : undefined,
  };
}

export const loanMutations: MutationResolvers = {
  async createLoan(_parent, { input }, context) {
    const { data: loan, message } = await loansApi.createLoan(context.api, toApiBody(input));
    context.loaders.loanById.prime(loan.id, loan);
    return { loan, loanEdge: { cursor: keysetCursor(loan.id), node: loan }, message };
  },

  updateLoan(_parent, { input }, context) {
    const id = internalIntId(input.loanId, 'Loan', 'loanId');
    context.loaders.loanHistoryById.clear(id);
    return payloadFrom('loan', loansApi.updateLoan(context.api, id, toApiBody(input)), (loan) =>
      context.loaders.loanById.clear(id).prime(id, loan),
    );
  },

  deleteLoan(_parent, { input }, context) {
    const id = internalIntId(input.loanId, 'Loan', 'loanId');
    context.loaders.loanById.clear(id);
    return deletionPayload('deletedLoanId', 'Loan', id, loansApi.deleteLoan(context.api, id));
  },
};

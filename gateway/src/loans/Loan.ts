import { LOAN_STATUS_MOVES } from '@lendhub/domain/loans';
import { roleByGraphqlValue, PORTAL_ROLES } from '@lendhub/domain/roles';
import type { GatewayContext } from '../context.ts';
import type { LoanResolvers } from '../generated/resolvers.ts';
import { nodeIdFields, toGlobalId } from '../platform/relay/globalId.ts';
import { userOrNull } from '../users/loaders.ts';
import { stageEnum, statusEnum, typeEnum } from './enums.ts';
import type { LoanDto } from '@lendhub/domain/rest/loans';

/** The owner or an Admin edits; an Account Executive only reads (the API refuses them too). */
function viewerCanEdit(loan: LoanDto, context: GatewayContext): boolean {
  const role = roleByGraphqlValue(context.viewer?.role);
  return role === PORTAL_ROLES.admin || (role !== PORTAL_ROLES.accountExecutive && loan.ownerId === context.viewer?.userId);
}

export const Loan: LoanResolvers = {
  ...nodeIdFields<LoanDto>('Loan', (loan) => loan.id),
  loanType: (loan) => typeEnum(loan.loanType),
  status: (loan) => statusEnum(loan.status),
  stage: (loan) => stageEnum(loan.stage),
  lenderName: (loan) => loan.lender,
  lender: (loan, _args, context) => (loan.lenderId === null ? null : context.loaders.lenderById.load(String(loan.lenderId))),
  lenderId: (loan) => (loan.lenderId === null ? null : toGlobalId('Lender', loan.lenderId)),
  owner: (loan, _args, context) => userOrNull(loan.ownerId, context),
  history: (loan, _args, context) => context.loaders.loanHistoryById.load(loan.id),
  viewerCanEdit: (loan, _args, context) => viewerCanEdit(loan, context),
  savedQuotes: (loan, _args, context) => context.loaders.savedQuotesByLoanId.load(loan.id),
  allowedStatuses: (loan, _args, context) =>
    viewerCanEdit(loan, context) ? [loan.status, ...LOAN_STATUS_MOVES[loan.status]].map(statusEnum) : [statusEnum(loan.status)],
};

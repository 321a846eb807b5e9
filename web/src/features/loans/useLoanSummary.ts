import { graphql, useFragment } from 'react-relay/hooks';
import type { useLoanSummary_loan$key } from '../../__generated__/useLoanSummary_loan.graphql';
import { formatUsd } from '../../shared/format/currency';
import { stageLabel, typeLabel } from './loanOptions';
import { formatDueDate } from './loanPaths';

/* eslint-disable relay/unused-fields -- the pipeline's row and the loan's page show them */
const fragment = graphql`
  fragment useLoanSummary_loan on Loan {
    internalId
    borrowerName
    loanType
    loanAmount
    status
    stage
    lenderName
    dueDate
    viewerCanEdit
    owner {
      fullName
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** What the pipeline's row and the loan's page both show of a loan, with its type, amount, stage, due date and officer as text. */
export function useLoanSummary(loanRef: useLoanSummary_loan$key) {
  const loan = useFragment(fragment, loanRef);
  return {
    ...loan,
    typeText: typeLabel(loan.loanType),
    amountText: formatUsd(loan.loanAmount),
    stageText: stageLabel(loan.stage),
    dueText: formatDueDate(loan.dueDate),
    officerName: loan.owner?.fullName ?? '—',
  };
}

import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useAttachQuoteToLoanMutation as AttachQuoteToLoanMutation } from '../../../__generated__/useAttachQuoteToLoanMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

// The loan's own list is read back in the payload, so its page shows the quote without a refetch.
const mutation = graphql`
  mutation useAttachQuoteToLoanMutation($input: AttachQuoteToLoanInput!) {
    attachQuoteToLoan(input: $input) {
      message
      quote {
        id
        ...SavedQuoteRow_quote
      }
      loan {
        id
        ...LoanSavedQuotes_loan
      }
    }
  }
`;

const rules: MutationResultRules<AttachQuoteToLoanMutation, AttachQuoteToLoanMutation['response']['attachQuoteToLoan']> = {
  payload: (response) => response.attachQuoteToLoan,
  failureMessage: serverMessageOr('Failed to attach the quote'),
};

/** Attaches one of the viewer's saved quotes to one of their loans. */
export function useAttachQuoteToLoanMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const attach = useCallback((quoteId: string, loanId: string) => commit({ variables: { input: { quoteId, loanId } } }), [commit]);
  return [attach, isInFlight] as const;
}

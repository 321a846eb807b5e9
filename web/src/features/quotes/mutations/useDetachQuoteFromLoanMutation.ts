import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDetachQuoteFromLoanMutation as DetachQuoteFromLoanMutation } from '../../../__generated__/useDetachQuoteFromLoanMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useDetachQuoteFromLoanMutation($input: DetachQuoteFromLoanInput!) {
    detachQuoteFromLoan(input: $input) {
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

const rules: MutationResultRules<DetachQuoteFromLoanMutation, DetachQuoteFromLoanMutation['response']['detachQuoteFromLoan']> = {
  payload: (response) => response.detachQuoteFromLoan,
  failureMessage: serverMessageOr('Failed to detach the quote'),
};

/** Detaches a saved quote from its loan (the quote stays saved). */
export function useDetachQuoteFromLoanMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const detach = useCallback((quoteId: string) => commit({ variables: { input: { quoteId } } }), [commit]);
  return [detach, isInFlight] as const;
}

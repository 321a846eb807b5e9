import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdateLoanInput, useUpdateLoanMutation as UpdateLoanMutation } from '../../../__generated__/useUpdateLoanMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useUpdateLoanMutation($input: UpdateLoanInput!) {
    updateLoan(input: $input) {
      message
      loan {
        id
        ...LoanRow_loan
        ...LoanDetail_loan
      }
    }
  }
`;

const rules: MutationResultRules<UpdateLoanMutation, UpdateLoanMutation['response']['updateLoan']> = {
  payload: (response) => response.updateLoan,
  failureMessage: serverMessageOr('Failed to update loan'),
};

/** Saves a loan; the answer (status, stage, history) updates every table and page that shows it. */
export function useUpdateLoanMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const updateLoan = useCallback((input: UpdateLoanInput) => commit({ variables: { input } }), [commit]);
  return [updateLoan, isInFlight] as const;
}

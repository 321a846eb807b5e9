import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { CreateLoanInput, useCreateLoanMutation as CreateLoanMutation } from '../../../__generated__/useCreateLoanMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useCreateLoanMutation($input: CreateLoanInput!, $connections: [ID!]!) {
    createLoan(input: $input) {
      message
      loanEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...LoanRow_loan
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateLoanMutation, CreateLoanMutation['response']['createLoan']> = {
  payload: (response) => response.createLoan,
  failureMessage: serverMessageOr('Failed to add loan'),
};

/** Adds a loan to the viewer's pipeline and puts it at the top of the given tables (newest first). */
export function useCreateLoanMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const createLoan = useCallback(
    (input: CreateLoanInput, connectionIds: readonly string[]) =>
      commit({
        variables: { input, connections: [...connectionIds] },
        updater: (store, response) => {
          if (response?.createLoan) adjustTotalCount(store, connectionIds, 1);
        },
      }),
    [commit],
  );
  return [createLoan, isInFlight] as const;
}

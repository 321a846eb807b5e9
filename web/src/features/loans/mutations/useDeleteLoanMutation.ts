import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteLoanMutation as DeleteLoanMutation } from '../../../__generated__/useDeleteLoanMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useDeleteLoanMutation($input: DeleteLoanInput!, $connections: [ID!]!) {
    deleteLoan(input: $input) {
      message
      deletedLoanId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<DeleteLoanMutation, DeleteLoanMutation['response']['deleteLoan']> = {
  payload: (response) => response.deleteLoan,
  failureMessage: serverMessageOr('Failed to delete loan'),
};

/** Deletes a loan and takes it out of the given tables. */
export function useDeleteLoanMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const deleteLoan = useCallback(
    (loanId: string, connectionIds: readonly string[]) =>
      commit({
        variables: { input: { loanId }, connections: [...connectionIds] },
        updater: (store, response) => {
          if (response?.deleteLoan) adjustTotalCount(store, connectionIds, -1);
        },
      }),
    [commit],
  );
  return [deleteLoan, isInFlight] as const;
}

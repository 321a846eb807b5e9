import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteLenderMutation as DeleteLenderMutation } from '../../../../__generated__/useDeleteLenderMutation.graphql';
import { adjustTotalCount } from '../../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useDeleteLenderMutation($input: DeleteLenderInput!, $connections: [ID!]!) {
    deleteLender(input: $input) {
      message
      deletedLenderId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<DeleteLenderMutation, DeleteLenderMutation['response']['deleteLender']> = {
  payload: (response) => response.deleteLender,
  failureMessage: serverMessageOr('Failed to delete lender'),
};

/** Deletes a lender and takes its row out of the table. */
export function useDeleteLenderMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const deleteLender = useCallback(
    ({ lenderId, connectionIds }: { lenderId: string; connectionIds: string[] }) =>
      commit({
        variables: { input: { lenderId }, connections: connectionIds },
        updater: (store, response) => {
          if (response?.deleteLender) adjustTotalCount(store, connectionIds, -1);
        },
      }),
    [commit],
  );
  return [deleteLender, isInFlight] as const;
}

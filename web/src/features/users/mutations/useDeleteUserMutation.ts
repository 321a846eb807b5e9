import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteUserMutation as DeleteUserMutation } from '../../../__generated__/useDeleteUserMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useDeleteUserMutation($input: DeleteUserInput!, $connections: [ID!]!) {
    deleteUser(input: $input) {
      message
      deletedUserId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<DeleteUserMutation, DeleteUserMutation['response']['deleteUser']> = {
  payload: (response) => response.deleteUser,
  failureMessage: serverMessageOr('Failed to delete user'),
};

/** Deletes a user and takes its row out of the table. */
export function useDeleteUserMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const deleteUser = useCallback(
    ({ userId, connectionIds }: { userId: string; connectionIds: string[] }) =>
      commit({
        variables: { input: { userId }, connections: connectionIds },
        updater: (store, response) => {
          if (response?.deleteUser) adjustTotalCount(store, connectionIds, -1);
        },
      }),
    [commit],
  );
  return [deleteUser, isInFlight] as const;
}

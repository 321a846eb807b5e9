import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteRoleMutation as DeleteRoleMutation } from '../../../__generated__/useDeleteRoleMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useDeleteRoleMutation($input: DeleteRoleInput!, $connections: [ID!]!) {
    deleteRole(input: $input) {
      message
      deletedRoleId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<DeleteRoleMutation, DeleteRoleMutation['response']['deleteRole']> = {
  payload: (response) => response.deleteRole,
  failureMessage: serverMessageOr('Operation failed'),
};

/** Deletes an unused custom role. */
export function useDeleteRoleMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const deleteRole = useCallback(
    ({ roleId, connectionIds }: { roleId: string; connectionIds: string[] }) =>
      commit({
        variables: { input: { roleId }, connections: connectionIds },
        updater: (store, response) => {
          if (response?.deleteRole) adjustTotalCount(store, connectionIds, -1);
        },
      }),
    [commit],
  );
  return [deleteRole, isInFlight] as const;
}

import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteVendorMutation as DeleteVendorMutation } from '../../../__generated__/useDeleteVendorMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useDeleteVendorMutation($input: DeleteVendorInput!, $connections: [ID!]!) {
    deleteVendor(input: $input) {
      message
      deletedVendorId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<DeleteVendorMutation, DeleteVendorMutation['response']['deleteVendor']> = {
  payload: (response) => response.deleteVendor,
  failureMessage: serverMessageOr('Failed to delete vendor'),
};

/** Deletes a vendor and takes its row out of the table. */
export function useDeleteVendorMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const deleteVendor = useCallback(
    ({ vendorId, connectionIds }: { vendorId: string; connectionIds: string[] }) =>
      commit({
        variables: { input: { vendorId }, connections: connectionIds },
        updater: (store, response) => {
          if (response?.deleteVendor) adjustTotalCount(store, connectionIds, -1);
        },
      }),
    [commit],
  );
  return [deleteVendor, isInFlight] as const;
}

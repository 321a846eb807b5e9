import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  CreateVendorInput,
  useCreateVendorMutation as CreateVendorMutation,
} from '../../../__generated__/useCreateVendorMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useCreateVendorMutation($input: CreateVendorInput!, $connections: [ID!]!) {
    createVendor(input: $input) {
      message
      vendorEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...VendorRow_vendor
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateVendorMutation, CreateVendorMutation['response']['createVendor']> = {
  payload: (response) => response.createVendor,
  failureMessage: serverMessageOr('Failed to add vendor'),
};

/** Adds a vendor; it shows at the top of the table's first page at once. */
export function useCreateVendorMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const createVendor = useCallback(
    ({ input, connectionIds }: { input: CreateVendorInput; connectionIds: string[] }) =>
      commit({
        variables: { input, connections: connectionIds },
        updater: (store, response) => {
          if (response?.createVendor) adjustTotalCount(store, connectionIds, 1);
        },
      }),
    [commit],
  );
  return [createVendor, isInFlight] as const;
}

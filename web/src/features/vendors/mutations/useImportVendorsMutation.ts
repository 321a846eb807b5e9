import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  CreateVendorInput,
  useImportVendorsMutation as ImportVendorsMutation,
} from '../../../__generated__/useImportVendorsMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useImportVendorsMutation($input: ImportVendorsInput!, $connections: [ID!]!) {
    importVendors(input: $input) {
      message
      vendorEdges @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...VendorRow_vendor
        }
      }
    }
  }
`;

const rules: MutationResultRules<ImportVendorsMutation, ImportVendorsMutation['response']['importVendors']> = {
  payload: (response) => response.importVendors,
  failureMessage: serverMessageOr('Failed to import vendors'),
};

/** Creates every valid row of a CSV file in one call (all or none); the new rows join the table's first page. */
export function useImportVendorsMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const importVendors = useCallback(
    ({ vendors, connectionIds }: { vendors: CreateVendorInput[]; connectionIds: string[] }) =>
      commit({
        variables: { input: { vendors }, connections: connectionIds },
        updater: (store, response) => {
          const created = response?.importVendors?.vendorEdges.length ?? 0;
          if (created > 0) adjustTotalCount(store, connectionIds, created);
        },
      }),
    [commit],
  );
  return [importVendors, isInFlight] as const;
}

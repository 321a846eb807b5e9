import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  UpdateVendorInput,
  useUpdateVendorMutation as UpdateVendorMutation,
} from '../../../__generated__/useUpdateVendorMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useUpdateVendorMutation($input: UpdateVendorInput!) {
    updateVendor(input: $input) {
      message
      vendor {
        id
        ...VendorRow_vendor
      }
    }
  }
`;

const rules: MutationResultRules<UpdateVendorMutation, UpdateVendorMutation['response']['updateVendor']> = {
  payload: (response) => response.updateVendor,
  failureMessage: serverMessageOr('Failed to update vendor'),
};

/** Saves an edit; the row (and an open details dialog) update from the returned vendor. */
export function useUpdateVendorMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const updateVendor = useCallback((input: UpdateVendorInput) => commit({ variables: { input } }), [commit]);
  return [updateVendor, isInFlight] as const;
}

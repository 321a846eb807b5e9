import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  UpdateLenderInput,
  useUpdateLenderMutation as UpdateLenderMutation,
} from '../../../../__generated__/useUpdateLenderMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../../shared/relay/serverMessageOr';
import { lenderUploadables, type LenderImages } from './useCreateLenderMutation';

const mutation = graphql`
  mutation useUpdateLenderMutation($input: UpdateLenderInput!) {
    updateLender(input: $input) {
      message
      lender {
        id
        ...LenderRow_lender
      }
    }
  }
`;

const rules: MutationResultRules<UpdateLenderMutation, UpdateLenderMutation['response']['updateLender']> = {
  payload: (response) => response.updateLender,
  failureMessage: serverMessageOr('Failed to process lender data'),
};

/** Saves the lender form; the row (and the form's data) update from the returned lender. */
export function useUpdateLenderMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const updateLender = useCallback(
    ({ input, images }: { input: Omit<UpdateLenderInput, 'profileImage' | 'companyLogo'>; images: LenderImages }) =>
      commit({ variables: { input: { ...input, profileImage: null, companyLogo: null } }, ...lenderUploadables(images) }),
    [commit],
  );
  return [updateLender, isInFlight] as const;
}

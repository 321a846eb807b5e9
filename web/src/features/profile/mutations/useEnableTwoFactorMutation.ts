import { graphql } from 'react-relay/hooks';
import type { useEnableTwoFactorMutation as EnableTwoFactorMutation } from '../../../__generated__/useEnableTwoFactorMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useEnableTwoFactorMutation($input: EnableTwoFactorInput!) {
    enableTwoFactor(input: $input) {
      message
      recoveryCodes
      user {
        id
        twoFactorAuthentication
      }
    }
  }
`;

const rules: MutationResultRules<EnableTwoFactorMutation, EnableTwoFactorMutation['response']['enableTwoFactor']> = {
  payload: (response) => response.enableTwoFactor,
  failureMessage: serverMessageOr('Failed to update two-factor authentication'),
};

/** Confirms the scanned secret with a code; the answer's recovery codes are shown once. */
export function useEnableTwoFactorMutation() {
  return useMutationResult(mutation, rules);
}

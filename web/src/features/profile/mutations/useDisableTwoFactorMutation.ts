import { graphql } from 'react-relay/hooks';
import type { useDisableTwoFactorMutation as DisableTwoFactorMutation } from '../../../__generated__/useDisableTwoFactorMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useDisableTwoFactorMutation($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      message
      user {
        id
        twoFactorAuthentication
      }
    }
  }
`;

const rules: MutationResultRules<DisableTwoFactorMutation, DisableTwoFactorMutation['response']['disableTwoFactor']> = {
  payload: (response) => response.disableTwoFactor,
  failureMessage: serverMessageOr('Failed to update two-factor authentication'),
};

/** Turns the viewer's two-factor sign-in off with a current code or a recovery code. */
export function useDisableTwoFactorMutation() {
  return useMutationResult(mutation, rules);
}

import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useResetTwoFactorMutation as ResetTwoFactorMutation } from '../../../__generated__/useResetTwoFactorMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useResetTwoFactorMutation($input: ResetTwoFactorInput!) {
    resetTwoFactor(input: $input) {
      message
      user {
        id
        twoFactorAuthentication
      }
    }
  }
`;

const rules: MutationResultRules<ResetTwoFactorMutation, ResetTwoFactorMutation['response']['resetTwoFactor']> = {
  payload: (response) => response.resetTwoFactor,
  failureMessage: serverMessageOr('Failed to update two-factor authentication'),
};

/** An Admin turns a user's two-factor sign-in off (a lost phone); the row's 2FA tag updates in place. */
export function useResetTwoFactorMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const reset = useCallback((userId: string) => commit({ variables: { input: { userId } } }), [commit]);
  return [reset, isInFlight] as const;
}

import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useLoginMutation as LoginMutation } from '../../../__generated__/useLoginMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { LOGIN_NO_TOKEN_MESSAGE, loginErrorMessage } from '../loginErrorMessage';

const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      message
      token
      role
      email
    }
  }
`;

const rules: MutationResultRules<LoginMutation, LoginMutation['response']['login']> = {
  // Spec §8: an answer without a token is a failure of its own.
  payload: (response) => (response.login?.token ? response.login : null),
  failureMessage: (error) => (error === null ? LOGIN_NO_TOKEN_MESSAGE : loginErrorMessage(error)),
};

/** Runs the `login` mutation; the result carries the session to store, or the banner message of spec §8. */
export function useLoginMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);

  const login = useCallback(
    (input: { email: string; password: string; code?: string | null }) => commit({ variables: { input } }),
    [commit],
  );

  return [login, isInFlight] as const;
}

// Sent without Relay's store (nothing reads the answer but the form): the sign-in entry (web/src/signin)
// loads no Relay code at all.
import { useCallback } from 'react';
import type { useLoginMutation as LoginMutation } from '../../../__generated__/useLoginMutation.graphql';
import { graphql } from '../../../shared/relay/graphqlTag';
import type { MutationResultRules } from '../../../shared/relay/mutationOutcome';
import { useRequestMutation } from '../../../shared/relay/requestMutation';
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
  const [commit, isInFlight] = useRequestMutation(mutation, rules);

  const login = useCallback((input: { email: string; password: string; code?: string | null }) => commit({ input }), [commit]);

  return [login, isInFlight] as const;
}

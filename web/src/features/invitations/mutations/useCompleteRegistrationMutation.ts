import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  CompleteRegistrationInput,
  useCompleteRegistrationMutation as CompleteRegistrationMutation,
} from '../../../__generated__/useCompleteRegistrationMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useCompleteRegistrationMutation($input: CompleteRegistrationInput!) {
    completeRegistration(input: $input) {
      message
      email
      pending
    }
  }
`;

const rules: MutationResultRules<CompleteRegistrationMutation, CompleteRegistrationMutation['response']['completeRegistration']> = {
  payload: (response) => response.completeRegistration,
  failureMessage: serverMessageOr('An error occurred during registration'),
};

/**
 * Creates the invited account (the photo goes as a multipart file); the invitation then works no more.
 * Without a token the account is created pending: `pending` says it waits for an Admin.
 */
export function useCompleteRegistrationMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const completeRegistration = useCallback(
    ({ input, avatar }: { input: Omit<CompleteRegistrationInput, 'avatar'>; avatar: File | null }) =>
      commit({ variables: { input: { ...input, avatar: null } }, ...(avatar ? { uploadables: { 'input.avatar': avatar } } : {}) }),
    [commit],
  );
  return [completeRegistration, isInFlight] as const;
}

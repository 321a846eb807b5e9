import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdateUserInput, useUpdateUserMutation as UpdateUserMutation } from '../../../__generated__/useUpdateUserMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useUpdateUserMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      message
      user {
        id
        ...UserRow_user
      }
    }
  }
`;

const rules: MutationResultRules<UpdateUserMutation, UpdateUserMutation['response']['updateUser']> = {
  payload: (response) => response.updateUser,
  failureMessage: serverMessageOr('Update failed'),
};

/** Saves an admin's edit of a user; the row updates from the returned user. */
export function useUpdateUserMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const updateUser = useCallback(
    ({ input, avatar }: { input: Omit<UpdateUserInput, 'avatar'>; avatar: File | null }) =>
      commit({
        variables: { input: { ...input, avatar: null } },
        ...(avatar ? { uploadables: { 'input.avatar': avatar } } : {}),
      }),
    [commit],
  );
  return [updateUser, isInFlight] as const;
}

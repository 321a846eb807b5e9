import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { CreateUserInput, useCreateUserMutation as CreateUserMutation } from '../../../__generated__/useCreateUserMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useCreateUserMutation($input: CreateUserInput!, $connections: [ID!]!) {
    createUser(input: $input) {
      message
      userEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...UserRow_user
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateUserMutation, CreateUserMutation['response']['createUser']> = {
  payload: (response) => response.createUser,
  failureMessage: serverMessageOr('Failed to create user'),
};

/** Creates a user (the avatar goes as a multipart file) and appends it to the users table. */
export function useCreateUserMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const createUser = useCallback(
    ({ input, avatar, connectionIds }: { input: Omit<CreateUserInput, 'avatar'>; avatar: File | null; connectionIds: string[] }) =>
      commit({
        variables: { input: { ...input, avatar: null }, connections: connectionIds },
        ...(avatar ? { uploadables: { 'input.avatar': avatar } } : {}),
        updater: (store, response) => {
          if (response?.createUser) adjustTotalCount(store, connectionIds, 1);
        },
      }),
    [commit],
  );
  return [createUser, isInFlight] as const;
}

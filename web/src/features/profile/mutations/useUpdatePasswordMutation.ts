import { graphql } from 'react-relay/hooks';
import type { useUpdatePasswordMutation as UpdatePasswordMutation } from '../../../__generated__/useUpdatePasswordMutation.graphql';
import { useCallback } from 'react';
import { replaceToken } from '../../../shared/auth/tokenStorage';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useUpdatePasswordMutation($input: UpdatePasswordInput!) {
    updatePassword(input: $input) {
      message
      token
      user {
        id
      }
    }
  }
`;

const rules: MutationResultRules<UpdatePasswordMutation, UpdatePasswordMutation['response']['updatePassword']> = {
  payload: (response) => response.updatePassword,
  failureMessage: serverMessageOr('Failed to update password'),
};

/**
 * The viewer changes their own password; a wrong current password comes back as the server's refusal.
 * The change revokes every earlier token, this session's included: it goes on with the fresh token the
 * server answers.
 */
export function useUpdatePasswordMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const run = useCallback(
    async (config: Parameters<typeof commit>[0]) => {
      const result = await commit(config);
      if (result.ok && result.data.token) replaceToken(result.data.token);
      return result;
    },
    [commit],
  );
  return [run, isInFlight] as const;
}

import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSetCompensationMutation as SetCompensationMutation } from '../../../__generated__/useSetCompensationMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useSetCompensationMutation($input: SetCompensationInput!) {
    setCompensation(input: $input) {
      message
      userId
      compensationBps
    }
  }
`;

const rules: MutationResultRules<SetCompensationMutation, SetCompensationMutation['response']['setCompensation']> = {
  payload: (response) => response.setCompensation,
  failureMessage: serverMessageOr('Failed to update compensation'),
};

/** An Admin sets a user's compensation in basis points of funded volume (their pay statement). */
export function useSetCompensationMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const setCompensation = useCallback(
    (userId: string, compensationBps: number | null) => commit({ variables: { input: { userId, compensationBps } } }),
    [commit],
  );
  return [setCompensation, isInFlight] as const;
}

import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRotateApiClientKeyMutation as RotateMutation } from '../../../__generated__/useRotateApiClientKeyMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useRotateApiClientKeyMutation($input: RotateApiClientKeyInput!) {
    rotateApiClientKey(input: $input) {
      message
      key
      apiClient {
        ...ApiClientRow_apiClient
      }
    }
  }
`;

const rules: MutationResultRules<RotateMutation, RotateMutation['response']['rotateApiClientKey']> = {
  payload: (response) => response.rotateApiClientKey,
  failureMessage: serverMessageOr('The key could not be rotated'),
};

/** Issues a client a new key (the old one stops at once); the row shows the new key's hint. */
export function useRotateApiClientKeyMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const rotate = useCallback((apiClientId: string) => commit({ variables: { input: { apiClientId } } }), [commit]);
  return [rotate, isInFlight] as const;
}

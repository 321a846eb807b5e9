import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRevokeApiClientMutation as RevokeMutation } from '../../../__generated__/useRevokeApiClientMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useRevokeApiClientMutation($input: RevokeApiClientInput!) {
    revokeApiClient(input: $input) {
      message
      apiClient {
        ...ApiClientRow_apiClient
      }
    }
  }
`;

const rules: MutationResultRules<RevokeMutation, RevokeMutation['response']['revokeApiClient']> = {
  payload: (response) => response.revokeApiClient,
  failureMessage: serverMessageOr('The client could not be revoked'),
};

/** Revokes a client for good; the row shows it revoked (it stays listed, for the record). */
export function useRevokeApiClientMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const revoke = useCallback(
    (apiClientId: string) =>
      commit({
        variables: { input: { apiClientId } },
        optimisticUpdater: (store) => store.get(apiClientId)?.setValue(new Date().toISOString(), 'revokedAt'),
      }),
    [commit],
  );
  return [revoke, isInFlight] as const;
}

import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  RegisterApiClientInput,
  useRegisterApiClientMutation as RegisterMutation,
} from '../../../__generated__/useRegisterApiClientMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useRegisterApiClientMutation($input: RegisterApiClientInput!, $connections: [ID!]!) {
    registerApiClient(input: $input) {
      message
      key
      apiClientEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...ApiClientRow_apiClient
        }
      }
    }
  }
`;

const rules: MutationResultRules<RegisterMutation, RegisterMutation['response']['registerApiClient']> = {
  payload: (response) => response.registerApiClient,
  failureMessage: serverMessageOr('The client could not be registered'),
};

/** Registers a client, appends it to the table and answers its key (shown once). */
export function useRegisterApiClientMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const register = useCallback(
    (input: RegisterApiClientInput, connectionIds: string[]) =>
      commit({
        variables: { input, connections: connectionIds },
        updater: (store, response) => {
          if (response?.registerApiClient) adjustTotalCount(store, connectionIds, 1);
        },
      }),
    [commit],
  );
  return [register, isInFlight] as const;
}

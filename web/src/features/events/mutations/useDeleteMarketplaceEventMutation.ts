import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteMarketplaceEventMutation as DeleteMarketplaceEventMutation } from '../../../__generated__/useDeleteMarketplaceEventMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useDeleteMarketplaceEventMutation($input: DeleteMarketplaceEventInput!, $connections: [ID!]!) {
    deleteMarketplaceEvent(input: $input) {
      message
      deletedEventId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<DeleteMarketplaceEventMutation, DeleteMarketplaceEventMutation['response']['deleteMarketplaceEvent']> = {
  payload: (response) => response.deleteMarketplaceEvent,
  failureMessage: serverMessageOr('Failed to delete event'),
};

/** Deletes an event (Admin): it leaves the grid at once and comes back if the server refuses. */
export function useDeleteMarketplaceEventMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const remove = useCallback(
    (eventId: string, connections: string[]) =>
      commit({
        variables: { input: { eventId }, connections },
        optimisticResponse: { deleteMarketplaceEvent: { message: '', deletedEventId: eventId } },
      }),
    [commit],
  );
  return [remove, isInFlight] as const;
}

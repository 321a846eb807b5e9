import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { MarketplaceEventInput } from '@lendhub/domain/events';
import type { useCreateMarketplaceEventMutation as CreateMarketplaceEventMutation } from '../../../__generated__/useCreateMarketplaceEventMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useCreateMarketplaceEventMutation($input: CreateMarketplaceEventInput!, $connections: [ID!]!) {
    createMarketplaceEvent(input: $input) {
      message
      eventEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...EventCard_event
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateMarketplaceEventMutation, CreateMarketplaceEventMutation['response']['createMarketplaceEvent']> = {
  payload: (response) => response.createMarketplaceEvent,
  failureMessage: serverMessageOr('Failed to create event'),
};

/** Adds an event (Admin); it joins the upcoming grid once saved (the grid is in date order, so it is re-sorted there). */
export function useCreateMarketplaceEventMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const create = useCallback(
    (values: MarketplaceEventInput, connections: string[]) => commit({ variables: { input: values, connections } }),
    [commit],
  );
  return [create, isInFlight] as const;
}

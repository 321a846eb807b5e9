import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { MarketplaceEventInput } from '@lendhub/domain/events';
import type { useUpdateMarketplaceEventMutation as UpdateMarketplaceEventMutation } from '../../../__generated__/useUpdateMarketplaceEventMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useUpdateMarketplaceEventMutation($input: UpdateMarketplaceEventInput!) {
    updateMarketplaceEvent(input: $input) {
      message
      event {
        ...EventCard_event
        ...EventDetails_event
      }
    }
  }
`;

const rules: MutationResultRules<UpdateMarketplaceEventMutation, UpdateMarketplaceEventMutation['response']['updateMarketplaceEvent']> = {
  payload: (response) => response.updateMarketplaceEvent,
  failureMessage: serverMessageOr('Failed to update event'),
};

export function useUpdateMarketplaceEventMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const update = useCallback(
    (eventId: string, values: MarketplaceEventInput) => commit({ variables: { input: { eventId, ...values } } }),
    [commit],
  );
  return [update, isInFlight] as const;
}

import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useMarketplaceRegistrationMutation_cancel as CancelMutation } from '../../../__generated__/useMarketplaceRegistrationMutation_cancel.graphql';
import type { useMarketplaceRegistrationMutation_register as RegisterMutation } from '../../../__generated__/useMarketplaceRegistrationMutation_register.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const registerMutation = graphql`
  mutation useMarketplaceRegistrationMutation_register($input: MarketplaceEventRegistrationInput!) {
    registerForMarketplaceEvent(input: $input) {
      message
      event {
        id
        attendeeCount
        viewerIsRegistered
        joinUrl
      }
    }
  }
`;

const cancelMutation = graphql`
  mutation useMarketplaceRegistrationMutation_cancel($input: MarketplaceEventRegistrationInput!) {
    cancelMarketplaceEventRegistration(input: $input) {
      message
      event {
        id
        attendeeCount
        viewerIsRegistered
        joinUrl
      }
    }
  }
`;

const registerRules: MutationResultRules<RegisterMutation, RegisterMutation['response']['registerForMarketplaceEvent']> = {
  payload: (response) => response.registerForMarketplaceEvent,
  failureMessage: serverMessageOr('Failed to register for the event'),
};

const cancelRules: MutationResultRules<CancelMutation, CancelMutation['response']['cancelMarketplaceEventRegistration']> = {
  payload: (response) => response.cancelMarketplaceEventRegistration,
  failureMessage: serverMessageOr('Failed to cancel your registration'),
};

interface RegistrationState {
  id: string;
  attendeeCount: number;
  viewerIsRegistered: boolean;
  joinUrl: string | null | undefined;
}

/**
 * Register / cancel, shown at once (the button and the count change before the server answers) and
 * put back if it refuses. The join link arrives with the server's answer.
 */
export function useMarketplaceRegistrationMutation() {
  const [commitRegister, registering] = useMutationResult(registerMutation, registerRules);
  const [commitCancel, cancelling] = useMutationResult(cancelMutation, cancelRules);
  const toggle = useCallback(
    (event: RegistrationState) => {
      const input = { eventId: event.id };
      if (event.viewerIsRegistered) {
        return commitCancel({
          variables: { input },
          optimisticResponse: {
            cancelMarketplaceEventRegistration: {
              message: '',
              event: { id: event.id, attendeeCount: Math.max(0, event.attendeeCount - 1), viewerIsRegistered: false, joinUrl: null },
            },
          },
        });
      }
      return commitRegister({
        variables: { input },
        optimisticResponse: {
          registerForMarketplaceEvent: {
            message: '',
            event: { id: event.id, attendeeCount: event.attendeeCount + 1, viewerIsRegistered: true, joinUrl: event.joinUrl ?? null },
          },
        },
      });
    },
    [commitCancel, commitRegister],
  );
  return [toggle, registering || cancelling] as const;
}

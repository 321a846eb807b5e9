import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRequestPortalAccessMutation as RequestPortalAccessMutation } from '../../../__generated__/useRequestPortalAccessMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useRequestPortalAccessMutation($input: CreateTicketInput!) {
    createTicket(input: $input) {
      message
      ticket {
        id
        internalId
      }
    }
  }
`;

const rules: MutationResultRules<RequestPortalAccessMutation, RequestPortalAccessMutation['response']['createTicket']> = {
  payload: (response) => response.createTicket,
  failureMessage: serverMessageOr('Failed to create ticket'),
};

/** 'Request access': a support ticket asking for a shared portal login, answered by the team in the ticket. */
export function useRequestPortalAccessMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const requestAccess = useCallback(
    ({ portal, reason }: { portal: string; reason: string }) =>
      commit({
        variables: {
          input: {
            title: `Portal access request: ${portal}`,
            description: reason ? `Please share the ${portal} login with me.\n\n${reason}` : `Please share the ${portal} login with me.`,
          },
        },
      }),
    [commit],
  );
  return [requestAccess, isInFlight] as const;
}

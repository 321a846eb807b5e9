import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  TicketStatus,
  useUpdateTicketStatusMutation as UpdateTicketStatusMutation,
} from '../../../__generated__/useUpdateTicketStatusMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';
import { ticketStatusLabel } from '../ticketStatus';

const mutation = graphql`
  mutation useUpdateTicketStatusMutation($input: UpdateTicketStatusInput!) {
    updateTicketStatus(input: $input) {
      message
      ticket {
        id
        status
        statusLabel
      }
    }
  }
`;

const rules: MutationResultRules<UpdateTicketStatusMutation, UpdateTicketStatusMutation['response']['updateTicketStatus']> = {
  payload: (response) => response.updateTicketStatus,
  failureMessage: serverMessageOr('Failed to update ticket status'),
};

/** An Admin sets a ticket's status (spec §4); the list and the drawer show it at once and roll back on failure. */
export function useUpdateTicketStatusMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const updateStatus = useCallback(
    (ticketId: string, status: TicketStatus) =>
      commit({
        variables: { input: { ticketId, status } },
        optimisticResponse: {
          updateTicketStatus: { message: '', ticket: { id: ticketId, status, statusLabel: ticketStatusLabel(status) } },
        },
      }),
    [commit],
  );
  return [updateStatus, isInFlight] as const;
}

import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  CreateTicketInput,
  useCreateTicketMutation as CreateTicketMutation,
} from '../../../__generated__/useCreateTicketMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { createTicketErrorMessage } from '../createTicketErrorMessage';

const mutation = graphql`
  mutation useCreateTicketMutation($input: CreateTicketInput!, $connections: [ID!]!) {
    createTicket(input: $input) {
      message
      ticketEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...TicketRow_ticket
          # The drawer opens on a new ticket too: its fields (replies included) come with the edge.
          ...TicketDetailsDrawer_ticket
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateTicketMutation, CreateTicketMutation['response']['createTicket']> = {
  payload: (response) => response.createTicket,
  failureMessage: createTicketErrorMessage,
};

/**
 * Creates a ticket (spec §3: a title and description, with a category and subcategory from the panel and
 * the dashboard; it starts Open) and puts it at the top of the given ticket lists.
 */
export function useCreateTicketMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);

  const createTicket = useCallback(
    (input: CreateTicketInput, connectionIds: readonly string[] = []) =>
      commit({
        variables: { input, connections: [...connectionIds] },
        updater: (store, response) => {
          if (response?.createTicket) adjustTotalCount(store, connectionIds, 1);
        },
      }),
    [commit],
  );

  return [createTicket, isInFlight] as const;
}

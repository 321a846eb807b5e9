import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateTicketMutation as CreateTicketMutation } from '../../__generated__/useCreateTicketMutation.graphql';
import type { TicketFormValues } from './ticketFormSchema';
import { createTicketErrorMessage, TICKET_CREATED_MESSAGE, TICKET_FAILED_MESSAGE, type CreateTicketResult } from './ticketResult';

/** Creates a ticket from the floating panel (spec §3: title, category, subcategory, description; it starts Open). */
export function useCreateTicketMutation(): [(values: TicketFormValues) => Promise<CreateTicketResult>, boolean] {
  const [commit, isInFlight] = useMutation<CreateTicketMutation>(graphql`
    mutation useCreateTicketMutation($input: CreateTicketInput!) {
      createTicket(input: $input) {
        message
        ticket {
          id
          title
          status
        }
      }
    }
  `);

  const create = useCallback(
    (values: TicketFormValues) =>
      new Promise<CreateTicketResult>((resolve) => {
        commit({
          variables: {
            input: {
              title: values.ticketTitle,
              description: values.description,
              category: values.category,
              subcategory: values.subcategory,
            },
          },
          onCompleted: (response, errors) => {
            if (response.createTicket?.ticket) resolve({ ok: true, message: response.createTicket.message || TICKET_CREATED_MESSAGE });
            else resolve({ ok: false, message: errors?.[0]?.message || TICKET_FAILED_MESSAGE });
          },
          onError: (error) => resolve({ ok: false, message: createTicketErrorMessage(error) }),
        });
      }),
    [commit],
  );

  return [create, isInFlight];
}

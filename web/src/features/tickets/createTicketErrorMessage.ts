import { GraphQLRequestError } from '../../shared/relay/graphqlError';

// Texts of spec §8 for ticket creation.
export const TICKET_CREATED_MESSAGE = 'Ticket created successfully';
export const TICKET_FAILED_MESSAGE = 'Failed to create ticket';

/** Spec §8: the server's message when it answered, else 'Failed to create ticket' (network errors too). */
export function createTicketErrorMessage(error: unknown): string {
  return error instanceof GraphQLRequestError && error.errors.length > 0 && error.message ? error.message : TICKET_FAILED_MESSAGE;
}

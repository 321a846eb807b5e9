// What other features may use of tickets: support requests are tickets too, created, dated and tagged the same way.
export { TICKET_CREATED_MESSAGE } from './createTicketErrorMessage';
export { useCreateTicketMutation } from './mutations/useCreateTicketMutation';
export { formatTicketDate } from './ticketStatus';
export { TicketStatusTag } from './TicketStatusTag';

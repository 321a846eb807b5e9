import { ticketMutations } from './mutations.ts';
import { ticketQueries } from './queries.ts';
import { Ticket, TicketReply } from './Ticket.ts';

export const ticketResolvers = {
  Query: ticketQueries,
  Mutation: ticketMutations,
  Ticket,
  TicketReply,
};

import type { Resolvers } from '../generated/resolvers.ts';
import { ticketMutations } from './mutations.ts';
import { ticketQueries } from './queries.ts';
import { Ticket } from './Ticket.ts';
import { TicketReply } from './TicketReply.ts';
import { ticketSubscriptions } from './subscriptions.ts';

export const ticketResolvers: Resolvers = {
  Query: ticketQueries,
  Mutation: ticketMutations,
  Subscription: ticketSubscriptions,
  Ticket,
  TicketReply,
};

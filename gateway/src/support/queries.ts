import { faqEntries } from '../assistant/knowledge/corpus/faq.ts';
import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { getSupportTickets } from './api.ts';

export const SUPPORT_TICKETS_PAGE = { defaultSize: 10, max: 100 };

export const supportQueries: QueryResolvers = {
  async supportTickets(_parent, args, context) {
    const tickets = await getSupportTickets(context.api);
    for (const ticket of tickets) context.loaders.supportTicketById.prime(ticket.contactSupportTicketId, ticket);
    return connectionFromArray(tickets, args, SUPPORT_TICKETS_PAGE);
  },

  contactInformation: (_parent, _args, context) => context.loaders.contactInformation.load(),

  // The assistant's FAQ entries themselves, so the page and the assistant cannot disagree.
  faqEntries: () => faqEntries,
};

import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { getTickets } from './api.ts';
import { statusToApi } from './status.ts';

/** The ticketing page shows 10 per page (spec §9). */
export const TICKETS_PAGE = { defaultSize: 10, max: 100 };

export const ticketQueries: QueryResolvers = {
  async tickets(_parent, args, context) {
    const tickets = await getTickets(context.api, {
      status: args.status ? statusToApi(args.status) : undefined,
      search: args.search?.trim() || undefined,
    });
    for (const ticket of tickets) context.loaders.ticketById.prime(ticket.ticketId, ticket);
    return connectionFromArray(tickets, args, TICKETS_PAGE);
  },

  // The loader goes through the API's own visibility rule (owner or Admin): anyone else gets null.
  ticket: (_parent, args, context) => (args.number > 0 ? context.loaders.ticketById.load(args.number) : null),

  ticketCategories: async (_parent, _args, context) => (await context.loaders.ticketOptions.load()).categories,
};

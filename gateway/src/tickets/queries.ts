import type { GatewayContext } from '../context.ts';
import { connectionFromArray, type Connection } from '../relay/connection.ts';
import { getTickets } from './api.ts';
import { statusToApi, type TicketStatus } from './status.ts';
import type { ApiTicket } from './types.ts';

/** The ticketing page shows 10 per page (spec §9). */
export const TICKETS_PAGE = { defaultSize: 10, max: 100 };

export const ticketQueries = {
  async tickets(
    _parent: unknown,
    args: { first?: number | null; after?: string | null; status?: TicketStatus | null; search?: string | null },
    context: GatewayContext,
  ): Promise<Connection<ApiTicket>> {
    const tickets = await getTickets(context.api, {
      status: args.status ? statusToApi(args.status) : undefined,
      search: args.search?.trim() || undefined,
    });
    for (const ticket of tickets) context.loaders.ticketById.prime(ticket.ticketId, ticket);
    return connectionFromArray(tickets, args, TICKETS_PAGE);
  },

  async ticketCategories(_parent: unknown, _args: unknown, context: GatewayContext) {
    return (await context.loaders.ticketOptions.load('all')).categories;
  },
};

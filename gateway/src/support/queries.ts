import type { GatewayContext } from '../context.ts';
import { connectionFromArray, type Connection } from '../relay/connection.ts';
import { getSupportTickets } from './api.ts';
import type { ApiSupportTicket } from './types.ts';

export const SUPPORT_TICKETS_PAGE = { defaultSize: 10, max: 100 };

export const supportQueries = {
  async supportTickets(_parent: unknown, args: { first?: number | null; after?: string | null }, context: GatewayContext): Promise<Connection<ApiSupportTicket>> {
    const tickets = await getSupportTickets(context.api);
    for (const ticket of tickets) context.loaders.supportTicketById.prime(ticket.contactSupportTicketId, ticket);
    return connectionFromArray(tickets, args, SUPPORT_TICKETS_PAGE);
  },

  contactInformation: (_parent: unknown, _args: unknown, context: GatewayContext) => context.loaders.contactInformation.load('current'),
};

import type { GatewayContext } from '../context.ts';
import { withInputFieldNames } from '../fieldErrors.ts';
import { offsetCursor } from '../relay/connection.ts';
import { internalIntId } from '../relay/globalId.ts';
import * as ticketsApi from './api.ts';
import { statusToApi, type TicketStatus } from './status.ts';
import type { ApiTicket } from './types.ts';

/** API field names → GraphQL input names. */
const CREATE_FIELDS = { ticketTitle: 'title' };

function remember(context: GatewayContext, ticket: ApiTicket): ApiTicket {
  context.loaders.ticketById.clear(ticket.ticketId).prime(ticket.ticketId, ticket);
  return ticket;
}

export const ticketMutations = {
  async createTicket(
    _parent: unknown,
    args: { input: { title: string; description: string; category?: string | null; subcategory?: string | null } },
    context: GatewayContext,
  ) {
    const { title, description, category, subcategory } = args.input;
    const ticket = remember(
      context,
      await withInputFieldNames(
        ticketsApi.createTicket(context.api, { ticketId: 0, ticketTitle: title, description, category, subcategory, status: 'Open' }),
        CREATE_FIELDS,
      ),
    );
    // Newest first: a new ticket heads the list.
    return { ticketEdge: { cursor: offsetCursor(0), node: ticket }, ticket, message: 'Ticket created successfully' };
  },

  async replyToTicket(
    _parent: unknown,
    args: { input: { ticketId: string; title: string; message: string; from: string; to: string } },
    context: GatewayContext,
  ) {
    const { input } = args;
    const ticketId = internalIntId(input.ticketId, 'Ticket', 'ticketId');
    const { ticket, ...reply } = await ticketsApi.replyToTicket(context.api, {
      ticketId,
      Title: input.title,
      Message: input.message,
      From: input.from,
      To: input.to,
    });
    remember(context, ticket);
    context.loaders.ticketReplyById.prime(reply.replyId, reply);
    const position = Math.max(0, ticket.replies.findIndex((existing) => existing.replyId === reply.replyId));
    return { replyEdge: { cursor: offsetCursor(position), node: reply }, ticket, message: 'Ticket replied successfully' };
  },

  async updateTicketStatus(_parent: unknown, args: { input: { ticketId: string; status: TicketStatus } }, context: GatewayContext) {
    const ticketId = internalIntId(args.input.ticketId, 'Ticket', 'ticketId');
    const ticket = remember(context, await ticketsApi.updateTicketStatus(context.api, { ticketId, status: statusToApi(args.input.status) }));
    return { ticket, message: 'Ticket status updated successfully' };
  },
};

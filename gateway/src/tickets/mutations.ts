import type { GatewayContext } from '../context.ts';
import { ticketRoutes, type TicketDto } from '@lendhub/domain/rest/tickets';
import { inputFieldNames, withInputFieldNames } from '../platform/errors/fieldErrors.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';
import { offsetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import * as ticketsApi from './api.ts';
import { statusToApi } from './status.ts';
import { payloadFrom } from '../platform/graphql/payloads.ts';

/** The one rename of a ticket's title: `ticketTitle` on the wire (spec §7), `title` in the GraphQL schema. */
const CREATE_FIELDS = inputFieldNames(ticketRoutes.create, { ticketTitle: 'title' });

function remember(context: GatewayContext, ticket: TicketDto): TicketDto {
  context.loaders.ticketById.clear(ticket.ticketId).prime(ticket.ticketId, ticket);
  return ticket;
}

/**
 * A reply or status change: the ticket's subscribers hear of it, and the bells of those the API
 * notified (the creator, or the Admins when the creator replied; the creator when the API does not say).
 */
function announce(context: GatewayContext, ticket: TicketDto, notifiedUserIds?: readonly number[]): void {
  context.publish({ kind: 'ticket', ticketId: ticket.ticketId });
  const notified = notifiedUserIds ?? (ticket.createdBy !== null && ticket.createdBy !== context.viewer?.userId ? [ticket.createdBy] : []);
  for (const userId of notified) context.publish({ kind: 'notifications', userId });
}

export const ticketMutations: MutationResolvers = {
  async createTicket(_parent, { input }, context) {
    const { title, description, category, subcategory } = input;
    const { data, message } = await withInputFieldNames(
      ticketsApi.createTicket(context.api, { ticketId: 0, ticketTitle: title, description, category, subcategory, status: 'Open' }),
      CREATE_FIELDS,
    );
    const ticket = remember(context, data);
    // Newest first: a new ticket heads the list.
    return { ticketEdge: { cursor: offsetCursor(0), node: ticket }, ticket, message };
  },

  async replyToTicket(_parent, { input }, context) {
    const ticketId = internalIntId(input.ticketId, 'Ticket', 'ticketId');
    const { data, message } = await ticketsApi.replyToTicket(context.api, {
      ticketId,
      Title: input.title,
      Message: input.message,
      From: input.from,
      To: input.to,
    });
    const { ticket, notifiedUserIds, ...reply } = data;
    announce(context, remember(context, ticket), notifiedUserIds);
    context.loaders.ticketReplyById.prime(reply.replyId, reply);
    const position = Math.max(
      0,
      ticket.replies.findIndex((existing) => existing.replyId === reply.replyId),
    );
    return { replyEdge: { cursor: offsetCursor(position), node: reply }, ticket, message };
  },

  updateTicketStatus(_parent, { input }, context) {
    const ticketId = internalIntId(input.ticketId, 'Ticket', 'ticketId');
    const write = ticketsApi.updateTicketStatus(context.api, { ticketId, status: statusToApi(input.status) });
    return payloadFrom('ticket', write, (ticket) => announce(context, remember(context, ticket)));
  },
};

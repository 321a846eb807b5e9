import type { GatewayContext } from '../context.ts';
import type { SubscriptionResolvers } from '../generated/resolvers.ts';
import { notFound } from '../platform/errors/errors.ts';
import { ticketTopic } from '../platform/live/bus.ts';
import { objectActivity } from '../platform/live/objectActivity.ts';
import type { TicketDto } from '@lendhub/domain/rest/tickets';

/** A ticket the viewer may read (its creator or an Admin: the API decides), else NOT_FOUND. */
async function visibleTicket(context: GatewayContext, ticketId: number): Promise<TicketDto> {
  const ticket = await context.loaders.ticketById.load(ticketId);
  if (!ticket) throw notFound('Ticket not found');
  return ticket;
}

/** A ticket's replies and status changes as they happen, for its creator and Admins. */
export const ticketSubscriptions: SubscriptionResolvers = {
  ticketActivity: objectActivity('Ticket', 'ticketId', ticketTopic, visibleTicket),
};

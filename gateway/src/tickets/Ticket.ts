import type { GatewayContext } from '../context.ts';
import type { TicketResolvers } from '../generated/resolvers.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { userOrNull } from '../users/loaders.ts';
import { statusFromApi } from './status.ts';
import type { TicketDto, TicketOption, TicketOptionsDto } from '@lendhub/domain/rest/tickets';

export const REPLIES_PAGE = { defaultSize: 50, max: 100 };

/** The label of a stored category or subcategory value (the value itself when the options no longer list it). */
async function labelOf(value: string | null, context: GatewayContext, pick: (options: TicketOptionsDto) => TicketOption[]) {
  if (!value) return null;
  const options = pick(await context.loaders.ticketOptions.load());
  return options.find((option) => option.value === value)?.label ?? value;
}

export const Ticket: TicketResolvers = {
  ...nodeIdFields<TicketDto>('Ticket', (ticket) => ticket.ticketId),
  title: (ticket) => ticket.ticketTitle,
  categoryLabel: (ticket, _args, context) => labelOf(ticket.category, context, (options) => options.categories),
  subcategoryLabel: (ticket, _args, context) =>
    labelOf(ticket.subcategory, context, (options) => options.categories[0]?.subcategories ?? []),
  status: (ticket) => statusFromApi(ticket.status),
  statusLabel: (ticket) => ticket.status,
  email: (ticket) => ticket.emailAddress,
  createdBy: (ticket, _args, context) => userOrNull(ticket.createdBy, context),
  createdAt: (ticket) => ticket.createdDate,
  updatedAt: (ticket) => ticket.modifiedDate,
  replyCount: (ticket) => ticket.replies?.length ?? 0,
  replies: (ticket, args) => connectionFromArray(ticket.replies ?? [], args, REPLIES_PAGE),
};

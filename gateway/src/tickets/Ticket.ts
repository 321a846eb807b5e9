import type { GatewayContext } from '../context.ts';
import { connectionFromArray, type Connection, type ForwardArgs } from '../relay/connection.ts';
import { globalIdField } from '../relay/globalId.ts';
import type { ApiUser } from '../users/types.ts';
import { statusFromApi, type TicketStatus } from './status.ts';
import type { ApiTicket, ApiTicketOption, ApiTicketReply } from './types.ts';

export const REPLIES_PAGE = { defaultSize: 50, max: 100 };

const userOrNull = (id: number | null, context: GatewayContext): Promise<ApiUser | null> | null =>
  id ? context.loaders.userById.load(id) : null;

async function labelOf(value: string | null, context: GatewayContext, pick: (options: Awaited<ReturnType<GatewayContext['loaders']['ticketOptions']['load']>>) => ApiTicketOption[]) {
  if (!value) return null;
  const options = pick(await context.loaders.ticketOptions.load('all'));
  return options.find((option) => option.value === value)?.label ?? value;
}

export const Ticket = {
  id: globalIdField<ApiTicket>('Ticket', (ticket) => ticket.ticketId),
  internalId: (ticket: ApiTicket): number => ticket.ticketId,
  title: (ticket: ApiTicket): string => ticket.ticketTitle,
  categoryLabel: (ticket: ApiTicket, _args: unknown, context: GatewayContext) =>
    labelOf(ticket.category, context, (options) => options.categories),
  subcategoryLabel: (ticket: ApiTicket, _args: unknown, context: GatewayContext) =>
    labelOf(ticket.subcategory, context, (options) => options.categories[0]?.subcategories ?? []),
  status: (ticket: ApiTicket): TicketStatus => statusFromApi(ticket.status),
  statusLabel: (ticket: ApiTicket): string => ticket.status,
  email: (ticket: ApiTicket): string => ticket.emailAddress,
  createdBy: (ticket: ApiTicket, _args: unknown, context: GatewayContext) => userOrNull(ticket.createdBy, context),
  createdAt: (ticket: ApiTicket): string => ticket.createdDate,
  updatedAt: (ticket: ApiTicket): string => ticket.modifiedDate,
  replyCount: (ticket: ApiTicket): number => ticket.replies?.length ?? 0,
  replies: (ticket: ApiTicket, args: ForwardArgs): Connection<ApiTicketReply> => connectionFromArray(ticket.replies ?? [], args, REPLIES_PAGE),
};

export const TicketReply = {
  id: globalIdField<ApiTicketReply>('TicketReply', (reply) => reply.replyId),
  internalId: (reply: ApiTicketReply): number => reply.replyId,
  ticket: (reply: ApiTicketReply, _args: unknown, context: GatewayContext) => context.loaders.ticketById.load(reply.ticketId),
  author: (reply: ApiTicketReply, _args: unknown, context: GatewayContext) => userOrNull(reply.authorId, context),
  createdAt: (reply: ApiTicketReply): string => reply.createdDate,
};

import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const ticketNodes: NodeRegistry = {
  Ticket: numericNode((id, context) => context.loaders.ticketById.load(id)),
  TicketReply: numericNode((id, context) => context.loaders.ticketReplyById.load(id)),
};

import type { TicketReplyResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { userOrNull } from '../users/loaders.ts';
import type { TicketReplyDto } from '@lendhub/domain/rest/tickets';

export const TicketReply: TicketReplyResolvers = {
  ...nodeIdFields<TicketReplyDto>('TicketReply', (reply) => reply.replyId),
  ticket: (reply, _args, context) => context.loaders.ticketById.load(reply.ticketId),
  author: (reply, _args, context) => userOrNull(reply.authorId, context),
  createdAt: (reply) => reply.createdDate,
};

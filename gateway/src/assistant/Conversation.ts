import type { GatewayContext } from '../context.ts';
import type { ConversationMessagesArgs, ConversationResolvers } from '../generated/resolvers.ts';
import { idFromCursor, keysetCursor, pageSize, type Connection } from '../platform/relay/connection.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { listMessages } from './api.ts';
import type { ChatMessageDto, ConversationDto } from '@lendhub/domain/rest/assistant';

/** The API answers at most 200 messages: a page of 199 plus the one that tells whether older ones exist. */
export const MESSAGES_PAGE = { defaultSize: 50, max: 199 };

/**
 * A chat reads oldest to newest and loads older messages when scrolled up, so the connection pages
 * backwards (`last`/`before`); one extra message is fetched to learn whether older ones exist.
 */
export async function conversationMessages(
  conversationId: number,
  args: ConversationMessagesArgs,
  context: GatewayContext,
): Promise<Omit<Connection<ChatMessageDto>, 'totalCount'>> {
  const size = pageSize(args.last, MESSAGES_PAGE.defaultSize, MESSAGES_PAGE.max, 'last');
  const beforeId = idFromCursor(args.before, 'before');
  const fetched = await listMessages(context.api, conversationId, { limit: size + 1, beforeId });
  const page = fetched.slice(-size);
  const edges = page.map((node) => ({ cursor: keysetCursor(node.messageId), node }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: fetched.length > size,
      hasNextPage: beforeId !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export const Conversation: ConversationResolvers = {
  ...nodeIdFields<ConversationDto>('Conversation', (conversation) => conversation.conversationId),
  messages: (conversation, args, context) => conversationMessages(conversation.conversationId, args, context),
};

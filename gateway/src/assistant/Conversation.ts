import type { GatewayContext } from '../context.ts';
import { badUserInput } from '../errors.ts';
import { keyFromCursor, keysetCursor, type Connection } from '../relay/connection.ts';
import { globalIdField } from '../relay/globalId.ts';
import { listMessages } from './api.ts';
import type { ApiChatMessage, ApiConversation } from './types.ts';

export const MESSAGES_PAGE = { defaultSize: 50, max: 200 };

function pageSize(last: number | null | undefined): number {
  const size = last ?? MESSAGES_PAGE.defaultSize;
  if (!Number.isInteger(size) || size < 1 || size > MESSAGES_PAGE.max) {
    const message = `last must be between 1 and ${MESSAGES_PAGE.max}`;
    throw badUserInput(message, { last: message });
  }
  return size;
}

/**
 * A chat reads oldest to newest and loads older messages when scrolled up, so the connection pages
 * backwards (`last`/`before`); one extra message is fetched to learn whether older ones exist.
 */
export async function conversationMessages(
  conversationId: number,
  args: { last?: number | null; before?: string | null },
  context: GatewayContext,
): Promise<Omit<Connection<ApiChatMessage>, 'totalCount'>> {
  const size = pageSize(args.last);
  const beforeKey = keyFromCursor(args.before);
  if (beforeKey !== undefined && !/^\d{1,10}$/.test(beforeKey)) throw badUserInput('Invalid cursor', { before: 'Invalid cursor' });
  const fetched = await listMessages(context.api, conversationId, { limit: size + 1, ...(beforeKey ? { beforeId: beforeKey } : {}) });
  const page = fetched.slice(-size);
  const edges = page.map((node) => ({ cursor: keysetCursor(node.messageId), node }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: fetched.length > size,
      hasNextPage: beforeKey !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export const Conversation = {
  id: globalIdField<ApiConversation>('Conversation', (conversation) => conversation.conversationId),
  internalId: (conversation: ApiConversation) => conversation.conversationId,
  messages: (conversation: ApiConversation, args: { last?: number | null; before?: string | null }, context: GatewayContext) =>
    conversationMessages(conversation.conversationId, args, context),
};

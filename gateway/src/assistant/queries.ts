import type { GatewayContext } from '../context.ts';
import { badUserInput, errorCodeOf, ErrorCode } from '../errors.ts';
import { connectionFromKeysetPage, keyFromCursor, pageSize } from '../relay/connection.ts';
import { fromGlobalId } from '../relay/globalId.ts';
import { getConversation, listConversations } from './api.ts';
import { ASSISTANT_SUGGESTIONS } from './suggestions.ts';
import type { ApiConversation } from './types.ts';

export const CONVERSATIONS_PAGE = { defaultSize: 20, max: 100 };

/** Someone else's or a deleted conversation reads as null, not as an error. */
export async function conversationOrNull(context: GatewayContext, id: string): Promise<ApiConversation | null> {
  try {
    return await getConversation(context.api, id);
  } catch (error) {
    if (errorCodeOf(error) === ErrorCode.NOT_FOUND) return null;
    throw error;
  }
}

export const assistantQueries = {
  assistantSuggestions: () => [...ASSISTANT_SUGGESTIONS],

  async assistantConversations(_parent: unknown, args: { first?: number | null; after?: string | null }, context: GatewayContext) {
    const size = pageSize(args.first, CONVERSATIONS_PAGE.defaultSize, CONVERSATIONS_PAGE.max);
    const afterKey = keyFromCursor(args.after);
    if (afterKey !== undefined && !/^\d{1,10}$/.test(afterKey)) throw badUserInput('Invalid cursor', { after: 'Invalid cursor' });
    const fetched = await listConversations(context.api, { limit: size + 1, ...(afterKey ? { beforeId: afterKey } : {}) });
    return connectionFromKeysetPage(fetched, size, (conversation) => conversation.conversationId, afterKey !== undefined);
  },

  async conversation(_parent: unknown, args: { id: string }, context: GatewayContext) {
    const { type, id } = fromGlobalId(args.id);
    if (type !== 'Conversation' || !/^\d{1,10}$/.test(id)) return null;
    return conversationOrNull(context, id);
  },
};

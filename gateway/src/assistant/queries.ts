import type { GatewayContext } from '../context.ts';
import { orNullWhenNotFound } from '../platform/dataloaders/orNull.ts';
import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromKeysetPage, idFromCursor, pageSize } from '../platform/relay/connection.ts';
import { fromGlobalId, parseNumericId } from '../platform/relay/globalId.ts';
import { getConversation, listConversations } from './api.ts';
import { ASSISTANT_SUGGESTIONS } from './suggestions.ts';
import type { ConversationDto } from '@lendhub/domain/rest/assistant';

// One more than a page is asked of the API (to know whether there is a next page): the max stays below the API's limit of 100.
export const CONVERSATIONS_PAGE = { defaultSize: 20, max: 99 };

/** Someone else's or a deleted conversation reads as null, not as an error. */
export function conversationOrNull(context: GatewayContext, id: number): Promise<ConversationDto | null> {
  return orNullWhenNotFound(getConversation(context.api, id));
}

export const assistantQueries: QueryResolvers = {
  assistantSuggestions: () => [...ASSISTANT_SUGGESTIONS],

  async assistantConversations(_parent, args, context) {
    const size = pageSize(args.first, CONVERSATIONS_PAGE.defaultSize, CONVERSATIONS_PAGE.max);
    const beforeId = idFromCursor(args.after);
    const fetched = await listConversations(context.api, { limit: size + 1, beforeId });
    return connectionFromKeysetPage(fetched, size, (conversation) => conversation.conversationId, beforeId !== undefined);
  },

  async conversation(_parent, args, context) {
    const { type, id } = fromGlobalId(args.id);
    const conversationId = type === 'Conversation' ? parseNumericId(id) : null;
    return conversationId === null ? null : conversationOrNull(context, conversationId);
  },
};

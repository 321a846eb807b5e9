import type { ChatMessageResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../relay/globalId.ts';
import type { ApiChatMessage } from './types.ts';

export const ChatMessage: ChatMessageResolvers = {
  ...nodeIdFields<ApiChatMessage>('ChatMessage', (message) => message.messageId),
};

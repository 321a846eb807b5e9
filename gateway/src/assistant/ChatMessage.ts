import type { ChatMessageResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import type { ChatMessageDto } from '@lendhub/domain/rest/assistant';

export const ChatMessage: ChatMessageResolvers = {
  ...nodeIdFields<ChatMessageDto>('ChatMessage', (message) => message.messageId),
};

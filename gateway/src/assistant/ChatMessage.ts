import { globalIdField } from '../relay/globalId.ts';
import type { ApiChatMessage } from './types.ts';

export const ChatMessage = {
  id: globalIdField<ApiChatMessage>('ChatMessage', (message) => message.messageId),
  internalId: (message: ApiChatMessage) => message.messageId,
};

/** The schema's USER/BOT are the API's 'user'/'bot'. */
export const ChatSender = { USER: 'user', BOT: 'bot' };

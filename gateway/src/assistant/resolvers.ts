import { askAssistant } from './ask.ts';
import { ChatMessage, ChatSender } from './ChatMessage.ts';
import { Conversation } from './Conversation.ts';
import { assistantQueries } from './queries.ts';

export const assistantResolvers = {
  Query: assistantQueries,
  Mutation: { askAssistant },
  Conversation,
  ChatMessage,
  ChatSender,
};

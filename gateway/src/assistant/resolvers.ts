import type { Resolvers } from '../generated/resolvers.ts';
import { ChatMessage } from './ChatMessage.ts';
import { ChatSender } from './ChatSender.ts';
import { Conversation } from './Conversation.ts';
import { assistantMutations } from './mutations.ts';
import { assistantQueries } from './queries.ts';
import { assistantSubscriptions } from './subscriptions.ts';

export const assistantResolvers: Resolvers = {
  Query: assistantQueries,
  Mutation: assistantMutations,
  Subscription: assistantSubscriptions,
  Conversation,
  ChatMessage,
  ChatSender,
};

import { z } from 'zod';
import { requireViewer } from '../platform/auth/viewer.ts';
import type { GatewayContext } from '../context.ts';
import type { AskAssistantInput, MutationResolvers } from '../generated/resolvers.ts';
import { deletionPayload } from '../platform/graphql/payloads.ts';
import { keysetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { parseInput } from '../platform/graphql/validation.ts';
import { appendToConversation, deleteConversation, listMessages, startConversation } from './api.ts';
import { assistantBackend, type AssistantBackend } from './backend.ts';
import type { ChatTurn } from './prompt.ts';
import type { ChatMessageDto, ConversationDto } from '@lendhub/domain/rest/assistant';

export const MESSAGE_MAX = 2000;
/** The provider sees this many earlier messages: enough context, bounded tokens. */
export const HISTORY_MESSAGES = 20;

const askInput = z.object({
  message: z.string().trim().min(1, 'Please enter a message').max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  conversationId: z.string().nullish(),
});

/** What askAssistant answers, and the last event of a streamed reply. */
export interface AskedPayload {
  conversation: ConversationDto;
  userMessage: ChatMessageDto;
  reply: ChatMessageDto;
  messageEdges: { cursor: string; node: ChatMessageDto }[];
  message: string;
}

/** A question checked and read with its conversation so far, ready for the backend to answer. */
export interface PreparedQuestion {
  message: string;
  conversationId: number | undefined;
  history: ChatTurn[];
  /** Writes the reply: the AI provider, or the built-in knowledge base. */
  backend: AssistantBackend;
}

export async function prepareQuestion(input: AskAssistantInput, context: GatewayContext): Promise<PreparedQuestion> {
  requireViewer(context);
  const { message, conversationId: globalId } = parseInput(askInput, input);
  const conversationId = globalId ? internalIntId(globalId, 'Conversation', 'conversationId') : undefined;
  // Also proves the conversation is the viewer's: someone else's answers NOT_FOUND.
  const history: ChatTurn[] =
    conversationId === undefined ? [] : await listMessages(context.api, conversationId, { limit: HISTORY_MESSAGES });
  return { message, conversationId, history, backend: assistantBackend(context.thirdParty.ai) };
}

/**
 * Only once the whole reply is written are the question and the reply stored, together: a failed
 * reply leaves the conversation as it was and a retry does not duplicate the question.
 */
export async function storeExchange(question: PreparedQuestion, replyText: string, context: GatewayContext): Promise<AskedPayload> {
  const turns: ChatTurn[] = [
    { sender: 'user', text: question.message },
    { sender: 'bot', text: replyText },
  ];
  const { data: saved, message } =
    question.conversationId === undefined
      ? await startConversation(context.api, turns)
      : await appendToConversation(context.api, question.conversationId, turns);
  const [userMessage, reply] = saved.messages;
  if (!userMessage || !reply) throw new Error('The API stored the question without its reply');
  return {
    conversation: saved.conversation,
    userMessage,
    reply,
    messageEdges: saved.messages.map((node) => ({ cursor: keysetCursor(node.messageId), node })),
    message,
  };
}

/** Spec §4 Chat: the user's message, then the bot's reply (Subscription.assistantReply streams the same). */
export const assistantMutations: MutationResolvers = {
  async askAssistant(_parent, args, context) {
    const question = await prepareQuestion(args.input, context);
    return storeExchange(question, await question.backend.reply(question.history, question.message), context);
  },

  deleteConversation(_parent, { input }, context) {
    const id = internalIntId(input.conversationId, 'Conversation', 'conversationId');
    return deletionPayload('deletedConversationId', 'Conversation', id, deleteConversation(context.api, id));
  },
};

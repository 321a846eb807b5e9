import { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import { unauthenticated } from '../errors.ts';
import { keysetCursor } from '../relay/connection.ts';
import { internalIntId } from '../relay/globalId.ts';
import { parseInput } from '../validation.ts';
import { appendToConversation, listMessages, startConversation } from './api.ts';
import { assistantBackend } from './backend.ts';
import type { ChatTurn } from './prompt.ts';

export const MESSAGE_MAX = 2000;
/** The provider sees this many earlier messages: enough context, bounded tokens. */
export const HISTORY_MESSAGES = 20;

const askInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  conversationId: z.string().nullish(),
});

/**
 * Spec §4 Chat: the user's message, then the bot's reply. The reply is written first (by the AI
 * provider or the knowledge base); only then are both stored, together, so a failed reply leaves the
 * conversation as it was and a retry does not duplicate the question.
 */
export async function askAssistant(_parent: unknown, args: { input: unknown }, context: GatewayContext) {
  if (!context.viewer) throw unauthenticated();
  const input = parseInput(askInput, args.input);
  const conversationId = input.conversationId ? internalIntId(input.conversationId, 'Conversation', 'conversationId') : undefined;

  // Also proves the conversation is the viewer's: someone else's answers NOT_FOUND.
  const history: ChatTurn[] = conversationId === undefined ? [] : await listMessages(context.api, conversationId, { limit: HISTORY_MESSAGES });

  const replyText = await assistantBackend(context.thirdParty.ai).reply(history, input.message);
  const turns: ChatTurn[] = [
    { sender: 'user', text: input.message },
    { sender: 'bot', text: replyText },
  ];
  const saved = conversationId === undefined ? await startConversation(context.api, turns) : await appendToConversation(context.api, conversationId, turns);
  const [userMessage, reply] = saved.messages;
  return {
    conversation: saved.conversation,
    userMessage,
    reply,
    messageEdges: saved.messages.map((node) => ({ cursor: keysetCursor(node.messageId), node })),
  };
}

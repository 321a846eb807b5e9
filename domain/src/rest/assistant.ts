import { z } from 'zod';
import { idQueryParam } from './ids.ts';
import { restRoute } from './route.ts';

export const MESSAGE_MAX = 8000;
export const TITLE_MAX = 120;

const beforeId = idQueryParam('beforeId must be a positive whole number');

export const chatMessageInput = z.object({
  sender: z.enum(['user', 'bot'], { error: "sender must be 'user' or 'bot'" }),
  text: z
    .string({ error: 'Message text is required' })
    .trim()
    .min(1, 'Message text is required')
    .max(MESSAGE_MAX, `Message text must be at most ${MESSAGE_MAX} characters`),
});
export type ChatMessageInput = z.output<typeof chatMessageInput>;

/** A question and its reply are saved together; one message alone is allowed too. */
const messagesInput = z
  .array(chatMessageInput, { error: 'messages must be a list' })
  .min(1, 'At least one message is required')
  .max(2, 'At most two messages can be added at once');

export const createConversationBody = z.object({
  title: z.string().trim().min(1, 'Title cannot be empty').max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`).optional(),
  messages: messagesInput,
});

export const appendMessagesBody = z.object({ messages: messagesInput });

export const listConversationsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be between 1 and 100' })
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(20),
  beforeId,
});

export const listMessagesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be between 1 and 200' })
    .int()
    .min(1, 'limit must be between 1 and 200')
    .max(200, 'limit must be between 1 and 200')
    .default(50),
  beforeId,
});

export interface ConversationDto {
  conversationId: number;
  title: string;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Spec §3 Chat message: id, text, sender (user or bot), timestamp. */
export interface ChatMessageDto {
  messageId: number;
  conversationId: number;
  sender: 'user' | 'bot';
  text: string;
  timestamp: string;
}

export interface ConversationWithMessages {
  conversation: ConversationDto;
  /** The messages just added, oldest first. */
  messages: ChatMessageDto[];
}

const CONVERSATION_NOT_FOUND = 'Conversation not found';

/**
 * The mortgage assistant's conversations, each visible only to the user who had it. The gateway
 * asks the AI (or the built-in knowledge base) and stores the question with its reply here.
 */
export const assistantRoutes = {
  listConversations: restRoute<ConversationDto[]>()({ method: 'GET', path: '/api/assistant/conversations', query: listConversationsQuery }),
  createConversation: restRoute<ConversationWithMessages>()({
    method: 'POST',
    path: '/api/assistant/conversations',
    body: createConversationBody,
    messages: { ok: 'Conversation created' },
  }),
  getConversation: restRoute<ConversationDto>()({
    method: 'GET',
    path: '/api/assistant/conversations/:id',
    messages: { notFound: CONVERSATION_NOT_FOUND },
  }),
  deleteConversation: restRoute<{ conversationId: number }>()({
    method: 'DELETE',
    path: '/api/assistant/conversations/:id',
    messages: { ok: 'Conversation deleted', notFound: CONVERSATION_NOT_FOUND },
  }),
  listMessages: restRoute<ChatMessageDto[]>()({
    method: 'GET',
    path: '/api/assistant/conversations/:id/messages',
    query: listMessagesQuery,
    messages: { notFound: CONVERSATION_NOT_FOUND },
  }),
  appendMessages: restRoute<ConversationWithMessages>()({
    method: 'POST',
    path: '/api/assistant/conversations/:id/messages',
    body: appendMessagesBody,
    messages: { ok: 'Messages added', notFound: CONVERSATION_NOT_FOUND },
  }),
  getMessage: restRoute<ChatMessageDto>()({
    method: 'GET',
    path: '/api/assistant/messages/:id',
    messages: { notFound: 'Message not found' },
  }),
};

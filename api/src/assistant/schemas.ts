import { z } from 'zod';
import { idQueryParam } from '../http/ids.ts';

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
  limit: z.coerce.number({ error: 'limit must be between 1 and 100' }).int().min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(20),
  beforeId,
});

export const listMessagesQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be between 1 and 200' }).int().min(1, 'limit must be between 1 and 200').max(200, 'limit must be between 1 and 200').default(50),
  beforeId,
});

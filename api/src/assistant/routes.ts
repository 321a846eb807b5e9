import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { appendMessages, createConversation, deleteConversation, findConversation, findMessage, listConversations, listMessages } from './repository.ts';
import { appendMessagesBody, createConversationBody, listConversationsQuery, listMessagesQuery } from './schemas.ts';

/**
 * The mortgage assistant's conversations, each visible only to the user who had it. The gateway
 * asks the AI (or the built-in knowledge base) and stores the question with its reply here.
 */
export function assistantRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use('/api/assistant', requireAuth(deps));

  router.get('/api/assistant/conversations', async (req, res) => {
    sendOk(res, await listConversations(deps.db, authOf(req).userId, parseQuery(listConversationsQuery, req)));
  });

  router.post('/api/assistant/conversations', async (req, res) => {
    const input = parseBody(createConversationBody, req);
    sendOk(res, await createConversation(deps.db, authOf(req).userId, input), 'Conversation created', 201);
  });

  router.get('/api/assistant/conversations/:id', async (req, res) => {
    const conversation = await findConversation(deps.db, authOf(req).userId, pathId(req, CONVERSATION_NOT_FOUND));
    if (!conversation) throw conversationNotFound();
    sendOk(res, conversation);
  });

  // Someone else's conversation is "not found" here too: its existence is not revealed.
  router.delete('/api/assistant/conversations/:id', async (req, res) => {
    const id = pathId(req, CONVERSATION_NOT_FOUND);
    if (!(await deleteConversation(deps.db, authOf(req).userId, id))) throw conversationNotFound();
    sendOk(res, { conversationId: id }, 'Conversation deleted');
  });

  router.get('/api/assistant/conversations/:id/messages', async (req, res) => {
    const id = pathId(req, CONVERSATION_NOT_FOUND);
    const messages = await listMessages(deps.db, authOf(req).userId, id, parseQuery(listMessagesQuery, req));
    if (!messages) throw conversationNotFound();
    sendOk(res, messages);
  });

  router.post('/api/assistant/conversations/:id/messages', async (req, res) => {
    const id = pathId(req, CONVERSATION_NOT_FOUND);
    const { messages } = parseBody(appendMessagesBody, req);
    const saved = valueOrThrow(await appendMessages(deps.db, authOf(req).userId, id, messages), { 'not-found': conversationNotFound });
    sendOk(res, saved, 'Messages added', 201);
  });

  router.get('/api/assistant/messages/:id', async (req, res) => {
    const message = await findMessage(deps.db, authOf(req).userId, pathId(req, MESSAGE_NOT_FOUND));
    if (!message) throw messageNotFound();
    sendOk(res, message);
  });

  return router;
}

const CONVERSATION_NOT_FOUND = 'Conversation not found';
const MESSAGE_NOT_FOUND = 'Message not found';
const conversationNotFound = () => new ApiError(404, CONVERSATION_NOT_FOUND);
const messageNotFound = () => new ApiError(404, MESSAGE_NOT_FOUND);

import { Router, type Request } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { appendMessages, createConversation, findConversation, findMessage, listConversations, listMessages } from './repository.ts';
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
    const conversation = await findConversation(deps.db, authOf(req).userId, idOf(req, conversationNotFound));
    if (!conversation) throw conversationNotFound();
    sendOk(res, conversation);
  });

  router.get('/api/assistant/conversations/:id/messages', async (req, res) => {
    const id = idOf(req, conversationNotFound);
    const messages = await listMessages(deps.db, authOf(req).userId, id, parseQuery(listMessagesQuery, req));
    if (!messages) throw conversationNotFound();
    sendOk(res, messages);
  });

  router.post('/api/assistant/conversations/:id/messages', async (req, res) => {
    const id = idOf(req, conversationNotFound);
    const { messages } = parseBody(appendMessagesBody, req);
    const saved = await appendMessages(deps.db, authOf(req).userId, id, messages);
    if (!saved) throw conversationNotFound();
    sendOk(res, saved, 'Messages added', 201);
  });

  router.get('/api/assistant/messages/:id', async (req, res) => {
    const message = await findMessage(deps.db, authOf(req).userId, idOf(req, messageNotFound));
    if (!message) throw messageNotFound();
    sendOk(res, message);
  });

  return router;
}

/** A path id that is not a positive int4 names nothing: 404 like any unknown id. */
function idOf(req: Request, notFound: () => ApiError): number {
  const raw = String(req.params.id ?? '');
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw notFound();
  return id;
}

const conversationNotFound = () => new ApiError(404, 'Conversation not found');
const messageNotFound = () => new ApiError(404, 'Message not found');

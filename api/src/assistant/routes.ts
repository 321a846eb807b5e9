import { Router } from 'express';
import { assistantRoutes as routes } from '@lendhub/domain/rest/assistant';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import {
  appendMessages,
  createConversation,
  deleteConversation,
  findConversation,
  findMessage,
  listConversations,
  listMessages,
} from './repository.ts';

const CONVERSATION_NOT_FOUND = routes.getConversation.messages.notFound;
const MESSAGE_NOT_FOUND = routes.getMessage.messages.notFound;
const conversationNotFound = () => new ApiError(404, CONVERSATION_NOT_FOUND);
const messageNotFound = () => new ApiError(404, MESSAGE_NOT_FOUND);

/**
 * The mortgage assistant's conversations, each visible only to the user who had it. The gateway
 * asks the AI (or the built-in knowledge base) and stores the question with its reply here.
 */
export function assistantRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use('/api/assistant', requireAuth(deps));

  mount(router, routes.listConversations, async (req, res) => {
    reply(
      res,
      routes.listConversations,
      await listConversations(deps.db, authOf(req).userId, parseQuery(routes.listConversations.query, req)),
    );
  });

  mount(router, routes.createConversation, async (req, res) => {
    const input = parseBody(routes.createConversation.body, req);
    reply(
      res,
      routes.createConversation,
      await createConversation(deps.db, authOf(req).userId, input),
      routes.createConversation.messages.ok,
      201,
    );
  });

  mount(router, routes.getConversation, async (req, res) => {
    const conversation = await findConversation(deps.db, authOf(req).userId, pathId(req, CONVERSATION_NOT_FOUND));
    if (!conversation) throw conversationNotFound();
    reply(res, routes.getConversation, conversation);
  });

  // Someone else's conversation is "not found" here too: its existence is not revealed.
  mount(router, routes.deleteConversation, async (req, res) => {
    const id = pathId(req, CONVERSATION_NOT_FOUND);
    if (!(await deleteConversation(deps.db, authOf(req).userId, id))) throw conversationNotFound();
    reply(res, routes.deleteConversation, { conversationId: id }, routes.deleteConversation.messages.ok);
  });

  mount(router, routes.listMessages, async (req, res) => {
    const id = pathId(req, CONVERSATION_NOT_FOUND);
    const messages = await listMessages(deps.db, authOf(req).userId, id, parseQuery(routes.listMessages.query, req));
    if (!messages) throw conversationNotFound();
    reply(res, routes.listMessages, messages);
  });

  mount(router, routes.appendMessages, async (req, res) => {
    const id = pathId(req, CONVERSATION_NOT_FOUND);
    const { messages } = parseBody(routes.appendMessages.body, req);
    const saved = valueOrThrow(await appendMessages(deps.db, authOf(req).userId, id, messages), { 'not-found': conversationNotFound });
    reply(res, routes.appendMessages, saved, routes.appendMessages.messages.ok, 201);
  });

  mount(router, routes.getMessage, async (req, res) => {
    const message = await findMessage(deps.db, authOf(req).userId, pathId(req, MESSAGE_NOT_FOUND));
    if (!message) throw messageNotFound();
    reply(res, routes.getMessage, message);
  });

  return router;
}

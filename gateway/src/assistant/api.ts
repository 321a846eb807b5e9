import {
  assistantRoutes as routes,
  type ChatMessageDto,
  type ConversationDto,
  type ConversationWithMessages,
} from '@lendhub/domain/rest/assistant';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ChatTurn } from './prompt.ts';

export function listConversations(api: ApiDataSource, query: { limit: number; beforeId?: number | undefined }): Promise<ConversationDto[]> {
  return api.read(routes.listConversations, { query });
}

/** NOT_FOUND ('Conversation not found') for a conversation that is not the caller's. */
export function getConversation(api: ApiDataSource, id: number | string): Promise<ConversationDto> {
  return api.read(routes.getConversation, { params: { id } });
}

/** The latest `limit` messages before `beforeId`, oldest first. */
export function listMessages(
  api: ApiDataSource,
  conversationId: number | string,
  query: { limit: number; beforeId?: number | undefined },
): Promise<ChatMessageDto[]> {
  return api.read(routes.listMessages, { params: { id: conversationId }, query });
}

export function getMessage(api: ApiDataSource, id: number | string): Promise<ChatMessageDto> {
  return api.read(routes.getMessage, { params: { id } });
}

export function startConversation(api: ApiDataSource, turns: ChatTurn[]): Promise<ApiAnswer<ConversationWithMessages>> {
  return api.call(routes.createConversation, { body: { messages: turns } });
}

export function appendToConversation(
  api: ApiDataSource,
  conversationId: number,
  turns: ChatTurn[],
): Promise<ApiAnswer<ConversationWithMessages>> {
  return api.call(routes.appendMessages, { params: { id: conversationId }, body: { messages: turns } });
}

export function deleteConversation(api: ApiDataSource, conversationId: number): Promise<ApiAnswer<{ conversationId: number }>> {
  return api.call(routes.deleteConversation, { params: { id: conversationId } });
}

import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ChatTurn } from './prompt.ts';
import type { ApiChatMessage, ApiConversation, ApiConversationWithMessages } from './types.ts';

export function listConversations(api: ApiDataSource, query: { limit: number; beforeId?: number | undefined }): Promise<ApiConversation[]> {
  return api.get<ApiConversation[]>('/api/assistant/conversations', query);
}

/** NOT_FOUND ('Conversation not found') for a conversation that is not the caller's. */
export function getConversation(api: ApiDataSource, id: number | string): Promise<ApiConversation> {
  return api.get<ApiConversation>(`/api/assistant/conversations/${id}`);
}

/** The latest `limit` messages before `beforeId`, oldest first. */
export function listMessages(api: ApiDataSource, conversationId: number | string, query: { limit: number; beforeId?: number | undefined }): Promise<ApiChatMessage[]> {
  return api.get<ApiChatMessage[]>(`/api/assistant/conversations/${conversationId}/messages`, query);
}

export function getMessage(api: ApiDataSource, id: number | string): Promise<ApiChatMessage> {
  return api.get<ApiChatMessage>(`/api/assistant/messages/${id}`);
}

export function startConversation(api: ApiDataSource, turns: ChatTurn[]): Promise<ApiAnswer<ApiConversationWithMessages>> {
  return api.write<ApiConversationWithMessages>('POST', '/api/assistant/conversations', { messages: turns });
}

export function appendToConversation(api: ApiDataSource, conversationId: number, turns: ChatTurn[]): Promise<ApiAnswer<ApiConversationWithMessages>> {
  return api.write<ApiConversationWithMessages>('POST', `/api/assistant/conversations/${conversationId}/messages`, { messages: turns });
}

export function deleteConversation(api: ApiDataSource, conversationId: number): Promise<ApiAnswer<{ conversationId: number }>> {
  return api.write<{ conversationId: number }>('DELETE', `/api/assistant/conversations/${conversationId}`);
}

/** The API's conversation (GET /api/assistant/conversations…). */
export interface ApiConversation {
  conversationId: number;
  title: string;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The API's chat message (spec §3 Chat message). */
export interface ApiChatMessage {
  messageId: number;
  conversationId: number;
  sender: 'user' | 'bot';
  text: string;
  timestamp: string;
}

export interface ApiConversationWithMessages {
  conversation: ApiConversation;
  messages: ApiChatMessage[];
}

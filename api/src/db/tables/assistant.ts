import type { ColumnType, Generated } from 'kysely';

export interface AssistantConversationsTable {
  id: Generated<number>;
  user_id: number;
  /** The first question, shortened; CHECK non-blank, at most 120 characters. */
  title: string;
  /** Maintained in the same transaction as message inserts; CHECK >= 0. */
  message_count: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface AssistantMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: 'user' | 'bot';
  /** Plain text; CHECK non-blank, at most 8000 characters. */
  text: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface AssistantTables {
  assistant_conversations: AssistantConversationsTable;
  assistant_messages: AssistantMessagesTable;
}

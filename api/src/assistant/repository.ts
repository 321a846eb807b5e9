import type { Kysely, Selectable } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { newestFirst, type KeysetPage } from '../db/values.ts';
import type { AssistantConversationsTable, AssistantMessagesTable } from '../db/tables/assistant.ts';
import {
  TITLE_MAX,
  type ChatMessageDto,
  type ChatMessageInput,
  type ConversationDto,
  type ConversationWithMessages,
} from '@lendhub/domain/rest/assistant';

const toConversation = (row: Selectable<AssistantConversationsTable>): ConversationDto => ({
  conversationId: row.id,
  title: row.title,
  messageCount: row.message_count,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const toMessage = (row: Selectable<AssistantMessagesTable>): ChatMessageDto => ({
  messageId: row.id,
  conversationId: row.conversation_id,
  sender: row.sender,
  text: row.text,
  timestamp: new Date(row.created_at).toISOString(),
});

/** The first question, on one line, cut at a word near 60 characters. */
export function titleFrom(messages: readonly ChatMessageInput[]): string {
  const first = (messages.find((m) => m.sender === 'user') ?? messages[0])!.text.replace(/\s+/g, ' ').trim();
  if (first.length <= 60) return first;
  const cut = first.slice(0, 60);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 30 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`.slice(0, TITLE_MAX);
}

/** The caller's conversations, newest first, `limit` of them before `beforeId`. */
export async function listConversations(db: Kysely<Database>, userId: number, page: KeysetPage): Promise<ConversationDto[]> {
  const rows = await newestFirst(db.selectFrom('assistant_conversations').selectAll().where('user_id', '=', userId), 'id', page).execute();
  return rows.map(toConversation);
}

/** One of the caller's conversations; undefined for someone else's or a missing one. */
export async function findConversation(db: Kysely<Database>, userId: number, conversationId: number): Promise<ConversationDto | undefined> {
  const row = await db
    .selectFrom('assistant_conversations')
    .selectAll()
    .where('id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && toConversation(row);
}

/**
 * The latest `limit` messages of a conversation before `beforeId`, returned oldest first (a chat
 * reads top to bottom; older pages are fetched backwards). Undefined if it is not the caller's.
 */
export async function listMessages(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
  page: KeysetPage,
): Promise<ChatMessageDto[] | undefined> {
  if (!(await findConversation(db, userId, conversationId))) return undefined;
  const rows = await newestFirst(
    db.selectFrom('assistant_messages').selectAll().where('conversation_id', '=', conversationId),
    'id',
    page,
  ).execute();
  return rows.reverse().map(toMessage);
}

/** One message of one of the caller's conversations. */
export async function findMessage(db: Kysely<Database>, userId: number, messageId: number): Promise<ChatMessageDto | undefined> {
  const row = await db
    .selectFrom('assistant_messages')
    .innerJoin('assistant_conversations', 'assistant_conversations.id', 'assistant_messages.conversation_id')
    .selectAll('assistant_messages')
    .where('assistant_messages.id', '=', messageId)
    .where('assistant_conversations.user_id', '=', userId)
    .executeTakeFirst();
  return row && toMessage(row);
}

/** Starts a conversation with its first messages, all or nothing. */
export async function createConversation(
  db: Kysely<Database>,
  userId: number,
  input: { title?: string; messages: ChatMessageInput[] },
): Promise<ConversationWithMessages> {
  return db.transaction().execute(async (trx) => {
    const conversation = await trx
      .insertInto('assistant_conversations')
      .values({ user_id: userId, title: input.title ?? titleFrom(input.messages), message_count: input.messages.length })
      .returningAll()
      .executeTakeFirstOrThrow();
    const messages = await insertMessages(trx, conversation.id, input.messages);
    return { conversation: toConversation(conversation), messages };
  });
}

/**
 * Adds messages to one of the caller's conversations. The conversation row is updated first, in
 * the same transaction: that checks ownership, locks it against a concurrent append and keeps
 * message_count exact. Someone else's conversation is "not found".
 */
export async function appendMessages(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
  messages: ChatMessageInput[],
): Promise<Result<ConversationWithMessages, Refusal<'not-found'>>> {
  return db.transaction().execute(async (trx) => {
    const conversation = await trx
      .updateTable('assistant_conversations')
      .set((eb) => ({ message_count: eb('message_count', '+', messages.length), updated_at: new Date().toISOString() }))
      .where('id', '=', conversationId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!conversation) return refuse('not-found');
    return ok({ conversation: toConversation(conversation), messages: await insertMessages(trx, conversationId, messages) });
  });
}

/** Deletes one of the caller's conversations with its messages (ON DELETE CASCADE); false when not theirs. */
export async function deleteConversation(db: Kysely<Database>, userId: number, conversationId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('assistant_conversations')
    .where('id', '=', conversationId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

async function insertMessages(db: Kysely<Database>, conversationId: number, messages: ChatMessageInput[]): Promise<ChatMessageDto[]> {
  const rows = [];
  // One insert per message, in order, so ids (and clock_timestamp times) follow the conversation.
  for (const message of messages) {
    rows.push(
      await db
        .insertInto('assistant_messages')
        .values({ conversation_id: conversationId, sender: message.sender, text: message.text })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return rows.map(toMessage);
}

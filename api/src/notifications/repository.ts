import type { Kysely, Selectable } from 'kysely';
import type { NotificationDto } from '@lendhub/domain/rest/notifications';
import type { NotificationsTable } from '../db/tables/notifications.ts';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { inOrderOf, newestFirst, type KeysetPage } from '../db/values.ts';

export function toNotificationDto(row: Selectable<NotificationsTable>): NotificationDto {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.read_at !== null,
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One keyset page of a user's notifications, newest first (ids below `beforeId`). */
export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  page: KeysetPage & { unreadOnly: boolean },
): Promise<NotificationDto[]> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (page.unreadOnly) query = query.where('read_at', 'is', null);
  const rows = await newestFirst(query, 'id', page).execute();
  return rows.map(toNotificationDto);
}

export async function countNotifications(db: Kysely<Database>, userId: number, unreadOnly: boolean): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/** The caller's own notifications among `ids`, in the order asked; others' and unknown ids are left out. */
export async function findNotificationsByIds(db: Kysely<Database>, userId: number, ids: number[]): Promise<NotificationDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
  return inOrderOf(ids, rows.map(toNotificationDto), (notification) => notification.id);
}

/** Marks one of the user's notifications read (keeping the first read time); someone else's is "not found". */
export async function markRead(db: Kysely<Database>, userId: number, id: number): Promise<Result<NotificationDto, Refusal<'not-found'>>> {
  await db
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  const row = await db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? ok(toNotificationDto(row)) : refuse('not-found');
}

/** Marks every unread notification of the user read; returns the ones that changed. */
export async function markAllRead(db: Kysely<Database>, userId: number): Promise<NotificationDto[]> {
  const rows = await db
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .returningAll()
    .execute();
  return rows.map(toNotificationDto).sort((a, b) => b.id - a.id);
}

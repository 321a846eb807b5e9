import type { Kysely } from 'kysely';
import type { NotificationKind } from '../db/tables/notifications.ts';
import type { Database } from '../db/types.ts';

export type { NotificationKind } from '../db/tables/notifications.ts';

export interface NewNotification {
  /** Who receives it. */
  userId: number;
  kind: NotificationKind;
  /** One line, e.g. 'Avery Admin replied to your ticket'. */
  title: string;
  body?: string;
  /** A portal path to open, e.g. '/dashboard/tickets'. */
  link?: string | null;
  /** When set, a second notification with the same key for the same user is not written. */
  subjectKey?: string;
}

/**
 * Records a notification. Call it with the transaction of the change it reports (a reply, a like,
 * a points entry…) so both are kept or neither is. Features decide whether to notify (e.g. never
 * for your own action on your own post); this only writes. Titles and bodies are cut to fit. Answers whether it
 * was written (false: one with the same subject key was already there).
 */
export async function createNotification(db: Kysely<Database>, notification: NewNotification): Promise<boolean> {
  const written = await db
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      kind: notification.kind,
      title: clip(notification.title, 200) || 'Notification',
      body: clip(notification.body ?? '', 1000),
      link: notification.link ?? null,
      subject_key: notification.subjectKey ?? null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'subject_key']).where('subject_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
}

function clip(text: string, max: number): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}

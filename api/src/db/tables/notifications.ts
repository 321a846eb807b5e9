import type { ColumnType, Generated } from 'kysely';

/** The notification bell's rows (migrations 0100, 0400). */

// The kinds are the REST contract's (the gateway reads them from it too).
import type { NotificationKind } from '@lendhub/domain/rest/notifications';
export type { NotificationKind };

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: ColumnType<string, string | undefined, string>;
  /** A portal path to open, e.g. `/dashboard/tickets`. */
  link: string | null;
  /** Set for notifications told once per subject, e.g. `post_like:12:7` (unique per user). */
  subject_key: ColumnType<string | null, string | null | undefined, never>;
  read_at: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
}

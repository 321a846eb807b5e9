import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the account features (issue 3, slice A): notifications, invitations and their outbox,
 * the points ledger, calendar events and UI settings. Migrations 0100–0103.
 */

export type NotificationKind = 'points_received' | 'points_deducted' | 'ticket_reply' | 'ticket_status' | 'post_like' | 'post_comment';

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

export interface InvitationsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  role_id: number;
  /** The signed token's jti. */
  nonce: string;
  invited_by: number | null;
  expires_at: ColumnType<Date, string, never>;
  used_at: ColumnType<Date | null, string | null | undefined, string | null>;
  /** The account the invitation created. */
  user_id: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: 'invitation';
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  invitation_id: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
  sent_at: ColumnType<Date | null, string | null | undefined, string | null>;
  last_error: string | null;
}

export type PointsAction = 'ADD' | 'SUBTRACT';

export interface PointsEntriesTable {
  id: Generated<number>;
  user_id: number;
  action: PointsAction;
  /** Signed: > 0 for ADD, < 0 for SUBTRACT. */
  amount: number;
  reason: string;
  author_id: number | null;
  author_name: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

export type CalendarEventType = 'meeting' | 'appointment' | 'task' | 'reminder';
export type CalendarCategory = 'Personal' | 'Work' | 'Family' | 'Health';
export type CalendarPriority = 'high' | 'medium' | 'low';

export interface CalendarEventsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  /** `YYYY-MM-DD` in, a date out (read it with to_char to avoid time zones). */
  event_date: ColumnType<Date, string, string>;
  /** `HH:mm` */
  start_time: string;
  end_time: string;
  type: CalendarEventType;
  category: CalendarCategory;
  priority: CalendarPriority;
  location: string | null;
  /** JSON array of strings. */
  attendees: ColumnType<string[], string, string>;
  description: string | null;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export type ColorScheme = 'default' | 'blue' | 'green' | 'purple' | 'red';

export interface UiSettingsTable {
  user_id: number;
  color_scheme: ColorScheme;
  font_size: number;
  dark_mode: boolean;
  collapsed_sidebar: boolean;
  animations: boolean;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface AccountsTables {
  notifications: NotificationsTable;
  invitations: InvitationsTable;
  outbox: OutboxTable;
  points_entries: PointsEntriesTable;
  calendar_events: CalendarEventsTable;
  ui_settings: UiSettingsTable;
}

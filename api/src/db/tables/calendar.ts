import type { ColumnType, Generated } from 'kysely';

/** Calendar events (migration 0103). */

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
  /** Set on the copy a marketplace event registration puts in the calendar (migration 0750). */
  marketplace_event_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface CalendarTables {
  calendar_events: CalendarEventsTable;
}

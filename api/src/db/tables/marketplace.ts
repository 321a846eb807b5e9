import type { ColumnType, Generated } from 'kysely';

/** Marketplace events, their registrations and training videos (migration 0750). */

export interface MarketplaceEventsTable {
  id: Generated<number>;
  session_label: string;
  title: string;
  /** `YYYY-MM-DD` in, a date out (read it with to_char to avoid time zones). */
  event_date: ColumnType<Date, string, string>;
  start_time: string;
  end_time: string;
  time_zone: string;
  starts_at: ColumnType<Date, string, string>;
  ends_at: ColumnType<Date, string, string>;
  host: string;
  company: string;
  training_type: string;
  description: string;
  join_url: string | null;
  created_by: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface MarketplaceEventRegistrationsTable {
  event_id: number;
  user_id: number;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface TrainingVideosTable {
  id: Generated<number>;
  section: 'vendors' | 'lenders';
  title: string;
  video_url: string;
  company: string;
  description: string | null;
  created_by: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface MarketplaceTables {
  marketplace_events: MarketplaceEventsTable;
  marketplace_event_registrations: MarketplaceEventRegistrationsTable;
  training_videos: TrainingVideosTable;
}

import type { ColumnType, Generated } from 'kysely';

/** The points ledger (migration 0102). */

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

export interface PointsTables {
  points_entries: PointsEntriesTable;
}

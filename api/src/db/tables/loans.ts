import type { LoanStage, LoanStatus, LoanType } from '@lendhub/domain/loans';
import type { ColumnType, Generated } from 'kysely';

/** The loan pipeline (migration 0700). Dates are `YYYY-MM-DD` in; read them with `::text`. */

type Day = ColumnType<Date, string, string>;

export interface LoansTable {
  id: Generated<number>;
  owner_id: number;
  borrower_name: string;
  loan_type: LoanType;
  /** Whole dollars. */
  loan_amount: number;
  status: LoanStatus;
  stage: LoanStage;
  lender_id: number | null;
  lender_name: string;
  due_date: Day;
  property_address: string;
  notes: string | null;
  funded_date: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** Every status or stage change (and the creation): who, when, from, to. */
export interface LoanEventsTable {
  id: Generated<number>;
  loan_id: number;
  actor_id: number | null;
  actor_name: string;
  from_status: LoanStatus | null;
  to_status: LoanStatus;
  from_stage: LoanStage | null;
  to_stage: LoanStage;
  created_at: ColumnType<Date, string | undefined, never>;
}

/** The points a loan's funding earned (at most one row per loan). */
export interface LoanClosingAwardsTable {
  loan_id: number;
  user_id: number;
  entry_id: number;
  points: number;
  created_at: ColumnType<Date, string | undefined, never>;
}

/** A user's pay on funded volume in basis points, set by an Admin (no row = the default). */
export interface UserCompensationTable {
  user_id: number;
  compensation_bps: number;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** Funded production per officer × month × loan type (migration 0760), kept by a trigger on `loans`. */
export interface LoanProductionTable {
  owner_id: number;
  /** The first day of the month. */
  month: ColumnType<Date, never, never>;
  loan_type: LoanType;
  loans_funded: number;
  /** bigint: a string from PostgreSQL. */
  volume: ColumnType<string | number, never, never>;
}

export interface LoansTables {
  loans: LoansTable;
  loan_events: LoanEventsTable;
  loan_closing_awards: LoanClosingAwardsTable;
  user_compensation: UserCompensationTable;
  loan_production: LoanProductionTable;
}

import type { RateSheetContent } from '@lendhub/domain/pricing';
import type { ColumnType, Generated } from 'kysely';

/** jsonb columns: read as parsed values, written as JSON text (works on pg and PGlite alike). */
type Json<T> = ColumnType<T, string, string>;

export type RateSheetStatus = 'Draft' | 'Active' | 'Retired';

export interface RateSheetsTable {
  id: Generated<number>;
  lender_id: number;
  status: ColumnType<RateSheetStatus, RateSheetStatus | undefined, RateSheetStatus>;
  format: 'csv' | 'json';
  content: Json<RateSheetContent>;
  product_count: number;
  source: string | null;
  effective_at: ColumnType<Date, string, string>;
  expires_at: ColumnType<Date, string, string>;
  imported_by: number | null;
  activated_at: ColumnType<Date | null, string | undefined, string>;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface SavedQuotesTable {
  id: Generated<number>;
  officer_id: number;
  name: string;
  /** The pricing request as the pricer sent it. */
  scenario: Json<Record<string, unknown>>;
  /** The chosen offers as priced then (rate, lender, lines, payment): a quote keeps its figures. */
  offers: Json<unknown[]>;
  loan_id: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface PricingTables {
  rate_sheets: RateSheetsTable;
  saved_quotes: SavedQuotesTable;
}

import type { PricedOffer } from '@lendhub/domain/pricing';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { SavedQuotesTable } from '../db/tables/pricing.ts';
import type { Database } from '../db/types.ts';

export interface SavedOffer extends PricedOffer {
  id: string;
}

export interface SavedQuoteDto {
  id: number;
  officerId: number;
  name: string;
  scenario: Record<string, unknown>;
  offers: SavedOffer[];
  loanId: number | null;
  createdAt: string;
}

function toDto(row: Selectable<SavedQuotesTable>): SavedQuoteDto {
  return {
    id: row.id,
    officerId: row.officer_id,
    name: row.name,
    scenario: row.scenario,
    offers: row.offers as SavedOffer[],
    loanId: row.loan_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function createSavedQuote(
  db: Kysely<Database>,
  input: { officerId: number; name: string; scenario: Record<string, unknown>; offers: SavedOffer[]; loanId: number | null },
): Promise<SavedQuoteDto> {
  const row = await db
    .insertInto('saved_quotes')
    .values({ officer_id: input.officerId, name: input.name, scenario: JSON.stringify(input.scenario), offers: JSON.stringify(input.offers), loan_id: input.loanId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDto(row);
}

/** The officer's quotes, newest first (keyset on id). */
export async function listSavedQuotes(db: Kysely<Database>, officerId: number, page: { limit: number; beforeId?: number }): Promise<SavedQuoteDto[]> {
  let query = db.selectFrom('saved_quotes').selectAll().where('officer_id', '=', officerId);
  if (page.beforeId !== undefined) query = query.where('id', '<', page.beforeId);
  return (await query.orderBy('id', 'desc').limit(page.limit).execute()).map(toDto);
}

/** Only the officer's own: another's ids are left out. */
export async function findSavedQuotesByIds(db: Kysely<Database>, officerId: number, ids: readonly number[]): Promise<SavedQuoteDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('saved_quotes').selectAll().where('officer_id', '=', officerId).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, toDto(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function deleteSavedQuote(db: Kysely<Database>, officerId: number, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('saved_quotes').where('id', '=', id).where('officer_id', '=', officerId).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/** The officer as the borrower PDF names them. */
export async function officerOfQuote(db: Kysely<Database>, officerId: number): Promise<{ fullName: string; email: string; phone: string | null; nmls: string | null }> {
  const row = await db
    .selectFrom('users')
    .select(['full_name', 'email', 'phone_number', sql<string | null>`nmls_number`.as('nmls')])
    .where('id', '=', officerId)
    .executeTakeFirstOrThrow();
  return { fullName: row.full_name, email: row.email, phone: row.phone_number, nmls: row.nmls };
}

import type { SavedOfferDto, SavedQuoteDto } from '@lendhub/domain/rest/quotes';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { SavedQuotesTable } from '../db/tables/pricing.ts';
import type { Database } from '../db/types.ts';

function toDto(row: Selectable<SavedQuotesTable>): SavedQuoteDto {
  return {
    id: row.id,
    officerId: row.officer_id,
    name: row.name,
    scenario: row.scenario,
    offers: row.offers as SavedOfferDto[],
    loanId: row.loan_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function createSavedQuote(
  db: Kysely<Database>,
  input: { officerId: number; name: string; scenario: Record<string, unknown>; offers: SavedOfferDto[]; loanId: number | null },
): Promise<SavedQuoteDto> {
  const row = await db
    .insertInto('saved_quotes')
    .values({
      officer_id: input.officerId,
      name: input.name,
      scenario: JSON.stringify(input.scenario),
      offers: JSON.stringify(input.offers),
      loan_id: input.loanId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDto(row);
}

/** The officer's quotes, newest first (keyset on id). */
export async function listSavedQuotes(
  db: Kysely<Database>,
  officerId: number,
  page: { limit: number; beforeId?: number },
): Promise<SavedQuoteDto[]> {
  let query = db.selectFrom('saved_quotes').selectAll().where('officer_id', '=', officerId);
  if (page.beforeId !== undefined) query = query.where('id', '<', page.beforeId);
  return (await query.orderBy('id', 'desc').limit(page.limit).execute()).map(toDto);
}

/** Only the officer's own: another's ids are left out. */
export async function findSavedQuotesByIds(db: Kysely<Database>, officerId: number, ids: readonly number[]): Promise<SavedQuoteDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('saved_quotes')
    .selectAll()
    .where('officer_id', '=', officerId)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toDto(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The officer's quotes attached to these loans, newest first (another officer's are never listed). */
export async function findSavedQuotesByLoanIds(
  db: Kysely<Database>,
  officerId: number,
  loanIds: readonly number[],
): Promise<SavedQuoteDto[]> {
  if (loanIds.length === 0) return [];
  const rows = await db
    .selectFrom('saved_quotes')
    .selectAll()
    .where('officer_id', '=', officerId)
    .where('loan_id', 'in', [...loanIds])
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toDto);
}

/** Whether the loan is one of the officer's own (the only loans their quotes may be attached to). */
export async function isOwnLoan(db: Kysely<Database>, officerId: number, loanId: number): Promise<boolean> {
  const row = await db.selectFrom('loans').select('id').where('id', '=', loanId).where('owner_id', '=', officerId).executeTakeFirst();
  return row !== undefined;
}

/** Attaches (a loan id) or detaches (null) the officer's quote; undefined when the quote is not theirs. */
export async function setSavedQuoteLoan(
  db: Kysely<Database>,
  officerId: number,
  id: number,
  loanId: number | null,
): Promise<SavedQuoteDto | undefined> {
  const row = await db
    .updateTable('saved_quotes')
    .set({ loan_id: loanId })
    .where('id', '=', id)
    .where('officer_id', '=', officerId)
    .returningAll()
    .executeTakeFirst();
  return row && toDto(row);
}

export async function deleteSavedQuote(db: Kysely<Database>, officerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('saved_quotes')
    .where('id', '=', id)
    .where('officer_id', '=', officerId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** The officer as the borrower PDF names them. */
export async function officerOfQuote(
  db: Kysely<Database>,
  officerId: number,
): Promise<{ fullName: string; email: string; phone: string | null; nmls: string | null }> {
  const row = await db
    .selectFrom('users')
    .select(['full_name', 'email', 'phone_number', sql<string | null>`nmls_number`.as('nmls')])
    .where('id', '=', officerId)
    .executeTakeFirstOrThrow();
  return { fullName: row.full_name, email: row.email, phone: row.phone_number, nmls: row.nmls };
}

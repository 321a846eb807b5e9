import type { ActiveRateSheet, RateSheetContent } from '@lendhub/domain/pricing';
import type { RateSheetDto } from '@lendhub/domain/rest/pricing';
import { sql, type Kysely, type Selectable } from 'kysely';
import { ok, refuse, type Result } from '../db/result.ts';
import type { RateSheetsTable } from '../db/tables/pricing.ts';
import type { Database } from '../db/types.ts';

type SheetRow = Omit<Selectable<RateSheetsTable>, 'content'> & { lender_name: string };

function toDto(row: SheetRow): RateSheetDto {
  return {
    id: row.id,
    lenderId: row.lender_id,
    lenderName: row.lender_name,
    status: row.status,
    format: row.format,
    productCount: row.product_count,
    source: row.source,
    effectiveAt: new Date(row.effective_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    importedBy: row.imported_by,
    activatedAt: row.activated_at ? new Date(row.activated_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const SUMMARY_COLUMNS = [
  'rate_sheets.id',
  'rate_sheets.lender_id',
  'rate_sheets.status',
  'rate_sheets.format',
  'rate_sheets.product_count',
  'rate_sheets.source',
  'rate_sheets.effective_at',
  'rate_sheets.expires_at',
  'rate_sheets.imported_by',
  'rate_sheets.activated_at',
  'rate_sheets.created_at',
  'lenders.name as lender_name',
] as const;

/** The history, newest first; one lender's when `lenderId` is given. */
export async function listRateSheets(db: Kysely<Database>, lenderId?: number): Promise<RateSheetDto[]> {
  let query = db.selectFrom('rate_sheets').innerJoin('lenders', 'lenders.id', 'rate_sheets.lender_id').select(SUMMARY_COLUMNS);
  if (lenderId !== undefined) query = query.where('rate_sheets.lender_id', '=', lenderId);
  const rows = await query.orderBy('rate_sheets.id', 'desc').limit(200).execute();
  return rows.map(toDto);
}

export async function findRateSheetsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<RateSheetDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('rate_sheets')
    .innerJoin('lenders', 'lenders.id', 'rate_sheets.lender_id')
    .select(SUMMARY_COLUMNS)
    .where('rate_sheets.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toDto(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function createRateSheet(
  db: Kysely<Database>,
  input: { lenderId: number; format: 'csv' | 'json'; content: RateSheetContent; importedBy: number },
): Promise<RateSheetDto> {
  const { id } = await db
    .insertInto('rate_sheets')
    .values({
      lender_id: input.lenderId,
      format: input.format,
      content: JSON.stringify(input.content),
      product_count: input.content.products.length,
      source: input.content.source ?? null,
      effective_at: input.content.effectiveAt,
      expires_at: input.content.expiresAt,
      imported_by: input.importedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findRateSheetsByIds(db, [id]))[0]!;
}

/**
 * Makes a draft the lender's active sheet; the sheets it replaces retire (they stay in the history).
 * One transaction, so the pricer never sees two or none mid-way.
 */
export async function activateRateSheet(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<Result<RateSheetDto, { ok: false; error: 'not-found' } | { ok: false; error: 'expired' }>> {
  const activated = await db.transaction().execute(async (trx) => {
    const sheet = await trx
      .selectFrom('rate_sheets')
      .select(['id', 'lender_id', 'effective_at', 'expires_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!sheet) return refuse('not-found');
    if (new Date(sheet.expires_at) <= now) return refuse('expired');
    // Already effective: it replaces the lender's earlier sheets now. Effective later: they keep
    // pricing until then (the pricer takes the latest effective active sheet).
    if (new Date(sheet.effective_at) <= now) {
      await trx
        .updateTable('rate_sheets')
        .set({ status: 'Retired' })
        .where('lender_id', '=', sheet.lender_id)
        .where('status', '=', 'Active')
        .where('id', '<>', id)
        .where('effective_at', '<=', sql<Date>`${now.toISOString()}::timestamptz`)
        .execute();
    }
    await trx.updateTable('rate_sheets').set({ status: 'Active', activated_at: now.toISOString() }).where('id', '=', id).execute();
    return ok(id);
  });
  if (!activated.ok) return activated;
  return ok((await findRateSheetsByIds(db, [id]))[0]!);
}

/** The lender a sheet belongs to (for the AE's own-lender check). */
export async function rateSheetLenderId(db: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('rate_sheets').select('lender_id').where('id', '=', id).executeTakeFirst();
  return row?.lender_id;
}

/**
 * What the pricer prices with at `now`: per lender, the active sheet already effective and not
 * expired (a sheet activated ahead of its effective time waits; an expired one is not used).
 */
export async function activeRateSheets(db: Kysely<Database>, now: Date): Promise<ActiveRateSheet[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('rate_sheets')
    .innerJoin('lenders', 'lenders.id', 'rate_sheets.lender_id')
    .select(['rate_sheets.id', 'rate_sheets.lender_id', 'rate_sheets.content', 'lenders.name as lender_name'])
    .distinctOn('rate_sheets.lender_id')
    .where('rate_sheets.status', '=', 'Active')
    .where('rate_sheets.effective_at', '<=', sql<Date>`${at}::timestamptz`)
    .where('rate_sheets.expires_at', '>', sql<Date>`${at}::timestamptz`)
    .orderBy('rate_sheets.lender_id')
    .orderBy('rate_sheets.effective_at', 'desc')
    .orderBy('rate_sheets.id', 'desc')
    .execute();
  return rows
    .map((row) => ({ ...row.content, sheetId: row.id, lenderId: row.lender_id, lenderName: row.lender_name }))
    .sort((a, b) => a.lenderName.localeCompare(b.lenderName));
}

/** The lender an account executive represents (lenders.user_id), if any. */
export async function lenderIdOfUser(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('lenders').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirst();
  return row?.id;
}

export async function lenderExists(db: Kysely<Database>, lenderId: number): Promise<boolean> {
  return (await db.selectFrom('lenders').select('id').where('id', '=', lenderId).executeTakeFirst()) !== undefined;
}

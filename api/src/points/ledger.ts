import type { PointsEntryDto, PointsOverviewDto } from '@lendhub/domain/rest/points';
import { sql, type Kysely } from 'kysely';
import type { PointsAction } from '../db/tables/points.ts';
import type { Database } from '../db/types.ts';
import { containsText, inOrderOf, newestFirst, type KeysetPage } from '../db/values.ts';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import { createNotification } from '../notifications/create.ts';

export interface PointsChange {
  userId: number;
  action: PointsAction;
  /** Positive. */
  amount: number;
  reason: string;
  author: { id: number; name: string };
}

/** Why a change was refused: no such user, or a subtraction below zero (with the balance it would have gone below). */
export type PointsRefusal = Refusal<'user-not-found'> | (Refusal<'insufficient-points'> & { balance: number });

/** The sum of a user's entries (0 with none). */
export async function balanceOf(db: Kysely<Database>, userId: number): Promise<number> {
  const { total } = await db
    .selectFrom('points_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * Applies one change in its own transaction. The user's row is locked first, so changes to the same
 * user run one after another and each sees the balance the previous one left: nothing is lost and a
 * subtraction can never take the balance below zero (the database trigger is the second guard).
 * A refused change writes nothing. The recipient is notified in the same transaction.
 */
export async function applyPointsChange(
  db: Kysely<Database>,
  change: PointsChange,
): Promise<Result<{ entry: PointsEntryDto; balance: number }, PointsRefusal>> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id']).where('id', '=', change.userId).forUpdate().executeTakeFirst();
    if (!user) return refuse('user-not-found');

    const before = await balanceOf(trx, change.userId);
    const signed = change.action === 'ADD' ? change.amount : -change.amount;
    if (before + signed < 0) return refuse('insufficient-points', { balance: before });
    return ok(await recordPointsChange(trx, change, before));
  });
}

/**
 * Writes one entry and notifies its user, inside the caller's transaction, which must hold the user's
 * row lock and have checked the balance (`before`) — applyPointsChange, and the loans' closing awards.
 */
export async function recordPointsChange(
  trx: Kysely<Database>,
  change: PointsChange,
  before: number,
): Promise<{ entry: PointsEntryDto; balance: number }> {
  const signed = change.action === 'ADD' ? change.amount : -change.amount;
  const row = await trx
    .insertInto('points_entries')
    .values({
      user_id: change.userId,
      action: change.action,
      amount: signed,
      reason: change.reason,
      author_id: change.author.id,
      author_name: change.author.name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const balance = before + signed;
  await createNotification(trx, {
    userId: change.userId,
    kind: change.action === 'ADD' ? 'points_received' : 'points_deducted',
    title: change.action === 'ADD' ? `You received ${change.amount} points` : `${change.amount} points were deducted`,
    body: `${change.reason} — your balance is now ${balance} points.`,
    link: '/',
  });
  return { entry: toEntryDto({ ...row, balance_after: balance }), balance };
}

/** Ledger rows with the user's running balance after each (all their entries up to that id). */
function selectEntries(db: Kysely<Database>) {
  return db
    .selectFrom('points_entries as e')
    .select([
      'e.id',
      'e.user_id',
      'e.action',
      'e.amount',
      'e.reason',
      'e.author_id',
      'e.author_name',
      'e.created_at',
      sql<string | number>`(SELECT sum(p.amount) FROM points_entries p WHERE p.user_id = e.user_id AND p.id <= e.id)`.as('balance_after'),
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

function toEntryDto(row: EntryRow): PointsEntryDto {
  return {
    id: row.id,
    userId: row.user_id,
    points: Math.abs(row.amount),
    action: row.action,
    reason: row.reason,
    date: new Date(row.created_at).toISOString(),
    authorId: row.author_id,
    authorName: row.author_name,
    balanceAfter: Number(row.balance_after),
  };
}

/** A user's history, newest first (one keyset page: ids below `beforeId`). */
export async function historyOf(db: Kysely<Database>, userId: number, page: KeysetPage): Promise<PointsEntryDto[]> {
  const rows = await newestFirst(selectEntries(db).where('e.user_id', '=', userId), 'e.id', page).execute();
  return rows.map(toEntryDto);
}

/** Entries by id (node lookups), in the order asked; `visibleTo` keeps only that user's own (non-Admins). */
export async function entriesByIds(db: Kysely<Database>, ids: number[], visibleTo?: number): Promise<PointsEntryDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectEntries(db)
    .where('e.id', 'in', ids)
    .$if(visibleTo !== undefined, (q) => q.where('e.user_id', '=', visibleTo!))
    .execute();
  return inOrderOf(ids, rows.map(toEntryDto), (entry) => entry.id);
}

/** Every user with their balance and last change, by name; optionally searched by name or email. */
export async function pointsOverview(db: Kysely<Database>, search?: string, userIds?: number[]): Promise<PointsOverviewDto[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('points_entries', 'points_entries.user_id', 'users.id')
    .select([
      'users.id',
      'users.full_name',
      'users.email',
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('points_entries.amount'), sql<number>`0`).as('points'),
      (eb) => eb.fn.max('points_entries.created_at').as('last_activity'),
    ])
    .groupBy(['users.id', 'users.full_name', 'users.email']);
  const text = search?.trim();
  if (text) {
    query = query.where((eb) => containsText(eb, ['users.full_name', 'users.email'], text));
  }
  if (userIds) query = query.where('users.id', 'in', userIds.length > 0 ? userIds : [0]);
  const rows = await query
    .orderBy(sql`lower(users.full_name)`)
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    user: row.full_name,
    email: row.email,
    points: Number(row.points),
    lastActivity: row.last_activity ? new Date(row.last_activity as string | Date).toISOString() : null,
  }));
}

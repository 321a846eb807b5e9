import {
  canMoveLoan,
  closingAwardReason,
  closingPointsFor,
  closingReversalReason,
  LOAN_OPEN_STATUSES,
  LOAN_START_STATUSES,
  LOAN_STATUSES_AT_LENDER,
  type LoanStage,
  type LoanStatus,
} from '@lendhub/domain/loans';
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { containsText, inOrderOf, iso, newestFirst, type KeysetPage } from '../db/values.ts';
import { balanceOf, recordPointsChange } from '../points/ledger.ts';
import type { LoanDto, LoanEventDto, LoanInput, LoanPageDto, LoanStatsDto } from '@lendhub/domain/rest/loans';
import type { LoanViewer } from './viewer.ts';

export interface Actor {
  id: number;
  name: string;
}

export type LoanWriteRefusal =
  | Refusal<'not-found'>
  | Refusal<'forbidden'>
  | Refusal<'lender-not-found'>
  | Refusal<'start-status'>
  | (Refusal<'move'> & { from: LoanStatus; to: LoanStatus })
  | Refusal<'funded-stage'>
  | Refusal<'funded-date-future'>;

/** Today in UTC, YYYY-MM-DD: due dates, funded dates and production months are calendar days in UTC. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function selectLoans(db: Kysely<Database>) {
  return db
    .selectFrom('loans as l')
    .innerJoin('users as o', 'o.id', 'l.owner_id')
    .select([
      'l.id',
      'l.owner_id',
      'o.full_name as owner_name',
      'l.borrower_name',
      'l.loan_type',
      'l.loan_amount',
      'l.status',
      'l.stage',
      'l.lender_id',
      'l.lender_name',
      sql<string>`l.due_date::text`.as('due_date'),
      'l.property_address',
      'l.notes',
      sql<string | null>`l.funded_date::text`.as('funded_date'),
      'l.created_at',
      'l.updated_at',
    ]);
}

type LoanRow = Awaited<ReturnType<ReturnType<typeof selectLoans>['executeTakeFirstOrThrow']>>;

function toLoanDto(row: LoanRow): LoanDto {
  return {
    id: row.id,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    borrowerName: row.borrower_name,
    loanType: row.loan_type,
    loanAmount: Number(row.loan_amount),
    status: row.status,
    stage: row.stage,
    lenderId: row.lender_id,
    lender: row.lender_name,
    dueDate: row.due_date,
    propertyAddress: row.property_address,
    notes: row.notes,
    fundedDate: row.funded_date,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The loans a viewer may read: their own; an Admin's, all; an account executive's, those submitted to their lender. */
function visibleTo(viewer: LoanViewer) {
  return (eb: ExpressionBuilder<Database & { l: Database['loans'] }, 'l'>) => {
    if (viewer.scope === 'all') return eb.val(true);
    if (viewer.scope === 'own') return eb('l.owner_id', '=', viewer.userId);
    return eb.and([
      eb('l.status', 'in', [...LOAN_STATUSES_AT_LENDER]),
      eb('l.lender_id', 'in', eb.selectFrom('lenders').select('lenders.id').where('lenders.user_id', '=', viewer.userId)),
    ]);
  };
}

export interface LoanListFilters {
  search?: string | undefined;
  status?: LoanStatus | undefined;
  /** An Admin's officer filter (ignored for anyone else: they see only what `visibleTo` lets through anyway). */
  ownerId?: number | undefined;
}

function filtered(db: Kysely<Database>, viewer: LoanViewer, filters: LoanListFilters) {
  let query = selectLoans(db).where(visibleTo(viewer) as never);
  if (filters.status) query = query.where('l.status', '=', filters.status);
  if (filters.ownerId !== undefined) query = query.where('l.owner_id', '=', filters.ownerId);
  const text = filters.search?.trim();
  if (text) {
    const asId = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : undefined;
    query = query.where((eb) =>
      eb.or([
        containsText(eb, ['l.borrower_name', 'l.lender_name', 'l.loan_type', 'l.property_address'], text),
        ...(asId !== undefined ? [eb('l.id', '=', asId)] : []),
      ]),
    );
  }
  return query;
}

/** One page of the pipeline, newest first, and how many loans match in all. */
export async function listLoans(
  db: Kysely<Database>,
  viewer: LoanViewer,
  filters: LoanListFilters,
  page: KeysetPage,
): Promise<LoanPageDto> {
  const rows = await newestFirst(filtered(db, viewer, filters), 'l.id', page).execute();
  const { count } = await filtered(db, viewer, filters)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return { items: rows.map(toLoanDto), totalCount: Number(count) };
}

export async function loansByIds(db: Kysely<Database>, viewer: LoanViewer, ids: number[]): Promise<LoanDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectLoans(db)
    .where(visibleTo(viewer) as never)
    .where('l.id', 'in', ids)
    .execute();
  return inOrderOf(ids, rows.map(toLoanDto), (loan) => loan.id);
}

export async function findLoan(db: Kysely<Database>, viewer: LoanViewer, id: number): Promise<LoanDto | undefined> {
  const [loan] = await loansByIds(db, viewer, [id]);
  return loan;
}

/** A loan's history, oldest first; undefined when the viewer may not read the loan. */
export async function loanHistory(db: Kysely<Database>, viewer: LoanViewer, id: number): Promise<LoanEventDto[] | undefined> {
  if (!(await findLoan(db, viewer, id))) return undefined;
  const rows = await db.selectFrom('loan_events').selectAll().where('loan_id', '=', id).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    loanId: row.loan_id,
    actorId: row.actor_id,
    actorName: row.actor_name,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    fromStage: row.from_stage,
    toStage: row.to_stage,
    createdAt: iso(row.created_at),
  }));
}

/**
 * The loan a write is about, if the viewer sees it, its row locked until the transaction ends: concurrent
 * writes of one loan run one after another, each seeing what the previous one left.
 */
function lockVisibleLoan(trx: Transaction<Database>, viewer: LoanViewer, id: number) {
  return trx
    .selectFrom('loans as l')
    .where('l.id', '=', id)
    .where(visibleTo(viewer) as never)
    .forUpdate();
}

async function lenderOf(trx: Transaction<Database>, lenderId: number) {
  return trx.selectFrom('lenders').select(['id', 'name']).where('id', '=', lenderId).executeTakeFirst();
}

/** The columns of the loan form (create and edit alike); the lender's name is kept with the loan. */
function loanColumns(input: LoanInput, lender: { id: number; name: string }) {
  return {
    borrower_name: input.borrowerName,
    loan_type: input.loanType,
    loan_amount: input.loanAmount,
    status: input.status,
    stage: input.stage,
    lender_id: lender.id,
    lender_name: lender.name,
    due_date: input.dueDate,
    property_address: input.propertyAddress,
    notes: input.notes ?? null,
  };
}

/** A line of the loan's history: who moved it from which status and stage (none for a new loan) to which. */
async function recordLoanEvent(
  trx: Transaction<Database>,
  loanId: number,
  actor: Actor,
  from: { status: LoanStatus | null; stage: LoanStage | null },
  to: { status: LoanStatus; stage: LoanStage },
): Promise<void> {
  await trx
    .insertInto('loan_events')
    .values({
      loan_id: loanId,
      actor_id: actor.id,
      actor_name: actor.name,
      from_status: from.status,
      to_status: to.status,
      from_stage: from.stage,
      to_stage: to.stage,
    })
    .execute();
}

async function loanById(trx: Transaction<Database>, id: number): Promise<LoanDto> {
  return toLoanDto(await selectLoans(trx).where('l.id', '=', id).executeTakeFirstOrThrow());
}

/** A new loan of the viewer's (an account executive reads loans but adds none). */
export async function createLoan(
  db: Kysely<Database>,
  viewer: LoanViewer,
  actor: Actor,
  input: LoanInput,
): Promise<Result<LoanDto, LoanWriteRefusal>> {
  if (viewer.scope === 'lender') return refuse('forbidden');
  if (!LOAN_START_STATUSES.includes(input.status)) return refuse('start-status');
  return db.transaction().execute(async (trx) => {
    const lender = await lenderOf(trx, input.lenderId);
    if (!lender) return refuse('lender-not-found');
    const { id } = await trx
      .insertInto('loans')
      .values({ owner_id: actor.id, ...loanColumns(input, lender) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordLoanEvent(trx, id, actor, { status: null, stage: null }, input);
    return ok(await loanById(trx, id));
  });
}

/**
 * Edits a loan. The loan's row is locked first, so concurrent edits of one loan run one after another
 * and each sees the status the previous one left: a funding is seen once, whatever retries or races.
 * Becoming Funded or leaving Funded settles the closing points in the same transaction (settleClosingPoints).
 */
export async function updateLoan(
  db: Kysely<Database>,
  viewer: LoanViewer,
  actor: Actor,
  id: number,
  input: LoanInput,
  today = utcToday(),
): Promise<Result<LoanDto, LoanWriteRefusal>> {
  return db.transaction().execute(async (trx) => {
    const current = await lockVisibleLoan(trx, viewer, id)
      .select([
        'l.id',
        'l.owner_id',
        'l.status',
        'l.stage',
        'l.lender_id',
        'l.lender_name',
        sql<string | null>`l.funded_date::text`.as('funded_date'),
      ])
      .executeTakeFirst();
    if (!current) return refuse('not-found');
    if (viewer.scope === 'lender') return refuse('forbidden');
    if (!canMoveLoan(current.status, input.status)) return refuse('move', { from: current.status, to: input.status });
    if (input.status === 'Funded' && input.stage !== 'Closing') return refuse('funded-stage');

    const becomesFunded = input.status === 'Funded' && current.status !== 'Funded';
    const fundedDate = input.status !== 'Funded' ? null : becomesFunded ? (input.fundedDate ?? today) : current.funded_date;
    if (becomesFunded && fundedDate! > today) return refuse('funded-date-future');

    // Funding or un-funding settles the owner's points: lock the owner before any write of this transaction
    // (a write referencing the user takes a key-share lock on them, and two such holders would deadlock).
    if (becomesFunded || (current.status === 'Funded' && input.status !== 'Funded')) {
      await trx.selectFrom('users').select('id').where('id', '=', current.owner_id).forUpdate().executeTakeFirstOrThrow();
    }

    const lender =
      current.lender_id === input.lenderId ? { id: current.lender_id, name: current.lender_name } : await lenderOf(trx, input.lenderId);
    if (!lender) return refuse('lender-not-found');

    await trx
      .updateTable('loans')
      .set({ ...loanColumns(input, lender), funded_date: fundedDate, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    if (current.status !== input.status || current.stage !== input.stage) await recordLoanEvent(trx, id, actor, current, input);
    const loan = await loanById(trx, id);
    if (becomesFunded) await awardClosingPoints(trx, loan, actor);
    if (current.status === 'Funded' && input.status !== 'Funded') await reverseClosingPoints(trx, loan, actor);
    return ok(loan);
  });
}

/**
 * Spec §9: the officer's third funded loan of a calendar month earns 1,000 points, and each further one
 * 1,000 more. The officer's row is locked (updateLoan) so fundings of their loans count one after another; the
 * award's primary key (the loan) is the last guard against paying a loan twice.
 */
async function awardClosingPoints(trx: Transaction<Database>, loan: LoanDto, actor: Actor): Promise<void> {
  const monthStart = `${loan.fundedDate!.slice(0, 7)}-01`;
  const { count } = await trx
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('owner_id', '=', loan.ownerId)
    .where('status', '=', 'Funded')
    .where('funded_date', '>=', monthStart as never)
    .where('funded_date', '<', sql<Date>`(${monthStart}::date + interval '1 month')::date`)
    .executeTakeFirstOrThrow();
  const nth = Number(count);
  const points = closingPointsFor(nth);
  if (points === 0) return;
  const already = await trx.selectFrom('loan_closing_awards').select('loan_id').where('loan_id', '=', loan.id).executeTakeFirst();
  if (already) return;
  const before = await balanceOf(trx, loan.ownerId);
  const { entry } = await recordPointsChange(
    trx,
    { userId: loan.ownerId, action: 'ADD', amount: points, reason: closingAwardReason(loan, nth), author: actor },
    before,
  );
  await trx.insertInto('loan_closing_awards').values({ loan_id: loan.id, user_id: loan.ownerId, entry_id: entry.id, points }).execute();
}

/**
 * Un-funding takes back what the loan's funding paid (a SUBTRACT entry naming the loan). Points already
 * spent cannot be taken twice: the balance never goes below zero, so at most the balance is taken.
 */
async function reverseClosingPoints(trx: Transaction<Database>, loan: LoanDto, actor: Actor): Promise<void> {
  const award = await trx.deleteFrom('loan_closing_awards').where('loan_id', '=', loan.id).returning(['points']).executeTakeFirst();
  if (!award) return;
  const before = await balanceOf(trx, loan.ownerId);
  const amount = Math.min(award.points, before);
  if (amount <= 0) return;
  await recordPointsChange(
    trx,
    { userId: loan.ownerId, action: 'SUBTRACT', amount, reason: closingReversalReason(loan), author: actor },
    before,
  );
}

export type LoanDeleteRefusal = Refusal<'not-found'> | Refusal<'forbidden'> | Refusal<'funded'>;

/** Deletes a loan with its history. A funded loan is production (and may have earned points): it stays. */
export async function deleteLoan(
  db: Kysely<Database>,
  viewer: LoanViewer,
  id: number,
): Promise<Result<{ loanId: number }, LoanDeleteRefusal>> {
  return db.transaction().execute(async (trx) => {
    const current = await lockVisibleLoan(trx, viewer, id).select(['l.id', 'l.status']).executeTakeFirst();
    if (!current) return refuse('not-found');
    if (viewer.scope === 'lender') return refuse('forbidden');
    if (current.status === 'Funded') return refuse('funded');
    await trx.deleteFrom('loans').where('id', '=', id).execute();
    return ok({ loanId: id });
  });
}

/** The dashboard's stat cards and gauges: counts and sums in SQL over the loans the viewer sees. */
export async function loanStats(
  db: Kysely<Database>,
  viewer: LoanViewer,
  ownerId: number | undefined,
  today = utcToday(),
): Promise<LoanStatsDto> {
  const base = db
    .selectFrom('loans as l')
    .where(visibleTo(viewer) as never)
    .$if(ownerId !== undefined, (q) => q.where('l.owner_id', '=', ownerId!));
  const open = [...LOAN_OPEN_STATUSES];
  const [statusRows, stageRows, totals] = await Promise.all([
    base
      .select([
        'l.status',
        (eb) => eb.fn.countAll<string | number>().as('count'),
        (eb) => eb.fn.sum<string | number>('l.loan_amount').as('volume'),
      ])
      .groupBy('l.status')
      .execute(),
    base
      .select(['l.stage', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('l.stage')
      .execute(),
    base
      .select([
        (eb) => eb.fn.countAll<string | number>().as('total'),
        sql<string | number>`coalesce(sum(l.loan_amount) FILTER (WHERE l.status IN (${sql.join(open)})), 0)`.as('in_process'),
        sql<
          string | number
        >`count(*) FILTER (WHERE l.status IN (${sql.join(open)}) AND l.due_date >= ${today}::date AND l.due_date < ${today}::date + 7)`.as(
          'due',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalLoans: Number(totals.total),
    byStatus: statusRows.map((row) => ({ status: row.status, count: Number(row.count), volume: Number(row.volume ?? 0) })),
    byStage: stageRows.map((row) => ({ stage: row.stage, count: Number(row.count) })),
    volumeInProcess: Number(totals.in_process),
    dueThisWeek: Number(totals.due),
  };
}

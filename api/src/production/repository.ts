import { closingPointsFor, CLOSINGS_BEFORE_POINTS, DEFAULT_COMPENSATION_BPS, earningsOf, LOAN_TYPES } from '@lendhub/domain/loans';
import { PRO_ELITE_TARGET } from '@lendhub/domain/points';
import { ROLE_IDS } from '@lendhub/domain/roles';
import type { ClosingPointsDto, ProductionOverviewDto, RankingRowDto } from '@lendhub/domain/rest/production';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * The home dashboard's production figures (spec §2 "Home dashboard", §9), read from the rollup of funded
 * loans per officer × month × loan type (`loan_production`, migration 0760, kept by a trigger on `loans`):
 * what is read grows with officers and months, not with loans (bench/production.bench.ts). Months are
 * calendar months of the funded date (UTC).
 */

/** How many officers each ranking lists. */
export const RANKING_SIZE = 10;

/** The first day of a month, YYYY-MM-DD; months outside 1–12 roll into the year before or after. */
const day = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);

function compensationOf(bps: number | null | undefined): number {
  return bps ?? DEFAULT_COMPENSATION_BPS;
}

export async function productionOverview(
  db: Kysely<Database>,
  viewer: { userId: number; isAdmin: boolean },
  now = new Date(),
): Promise<ProductionOverviewDto> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const yearStart = day(year, 1);
  const nextYear = day(year + 1, 1);
  const lastYear = day(year - 1, 1);

  // The rollup of funded loans (migration 0760): one row per officer, month and loan type.
  const own = db.selectFrom('loan_production as p').where('p.owner_id', '=', viewer.userId);
  const ownThisYear = own.where('p.month', '>=', yearStart as never).where('p.month', '<', nextYear as never);
  const [monthRows, typeRows, previous, user, monthly, yearly, earned] = await Promise.all([
    ownThisYear
      .select([
        sql<number>`extract(month from p.month)::int`.as('month'),
        (eb) => eb.fn.sum<string | number>('p.volume').as('volume'),
        (eb) => eb.fn.sum<string | number>('p.loans_funded').as('count'),
      ])
      .groupBy(sql`1`)
      .execute(),
    ownThisYear
      .select([
        'p.loan_type',
        (eb) => eb.fn.sum<string | number>('p.volume').as('volume'),
        (eb) => eb.fn.sum<string | number>('p.loans_funded').as('count'),
      ])
      .groupBy('p.loan_type')
      .execute(),
    own
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('p.volume'), sql<number>`0`).as('volume'))
      .where('p.month', '>=', lastYear as never)
      .where('p.month', '<', yearStart as never)
      .executeTakeFirstOrThrow(),
    db.selectFrom('user_compensation').select('compensation_bps').where('user_id', '=', viewer.userId).executeTakeFirst(),
    ranking(db, viewer, day(year, month - 1), day(year, month), day(year, month + 1)),
    ranking(db, viewer, lastYear, yearStart, nextYear),
    // The same ledger the closing awards write to (points/ledger.ts).
    db
      .selectFrom('points_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), sql<number>`0`).as('points'))
      .where('user_id', '=', viewer.userId)
      .where('action', '=', 'ADD')
      .where('created_at', '>=', day(year, month) as never)
      .where('created_at', '<', day(year, month + 1) as never)
      .executeTakeFirstOrThrow(),
  ]);

  const bps = compensationOf(user?.compensation_bps);
  const months = Array.from({ length: 12 }, (_, index) => {
    const row = monthRows.find((candidate) => Number(candidate.month) === index + 1);
    return { month: index + 1, volume: Number(row?.volume ?? 0), loansFunded: Number(row?.count ?? 0) };
  });
  const byLoanType = LOAN_TYPES.flatMap((loanType) => {
    const row = typeRows.find((candidate) => candidate.loan_type === loanType);
    return row ? [{ loanType, loansFunded: Number(row.count), volume: Number(row.volume) }] : [];
  });
  const payMonths = months.map((entry) => ({ month: entry.month, earnings: earningsOf(entry.volume, bps) }));
  return {
    year,
    summary: {
      months,
      byLoanType,
      loansFunded: months.reduce((sum, entry) => sum + entry.loansFunded, 0),
      volume: months.reduce((sum, entry) => sum + entry.volume, 0),
    },
    pay: {
      compensationBps: bps,
      months: payMonths,
      yearToDate: payMonths.reduce((sum, entry) => sum + entry.earnings, 0),
      previousYear: earningsOf(Number(previous.volume), bps),
    },
    rankings: { monthly, yearly },
    points: closingPoints(month, Number(earned.points), months[month - 1]!.loansFunded),
  };
}

/** Spec §9 seen from this month: the next closing earns 1,000 points once two are funded; Pro Elite at 50 points. */
export function closingPoints(month: number, earnedThisMonth: number, closingsThisMonth: number): ClosingPointsDto {
  return {
    month,
    earnedThisMonth,
    closingsThisMonth,
    nextClosingPoints: closingPointsFor(closingsThisMonth + 1),
    closingsBeforePoints: Math.max(0, CLOSINGS_BEFORE_POINTS - 1 - closingsThisMonth),
    proEliteTarget: PRO_ELITE_TARGET,
    proElitePointsNeeded: Math.max(0, PRO_ELITE_TARGET - earnedThisMonth),
  };
}

/**
 * Loan officers by funded volume of the period [start, end), with the period before [previousStart, start)
 * for the trend arrow; officers with nothing funded in the period are left out.
 */
async function ranking(
  db: Kysely<Database>,
  viewer: { isAdmin: boolean },
  previousStart: string,
  start: string,
  end: string,
): Promise<RankingRowDto[]> {
  const rows = await db
    .selectFrom('loan_production as p')
    .innerJoin('users as u', 'u.id', 'p.owner_id')
    .leftJoin('user_compensation as c', 'c.user_id', 'u.id')
    .select([
      'u.id',
      'u.full_name',
      'u.avatar_url',
      'c.compensation_bps',
      sql<string | number>`coalesce(sum(p.volume) FILTER (WHERE p.month >= ${start}::date), 0)`.as('volume'),
      sql<string | number>`coalesce(sum(p.loans_funded) FILTER (WHERE p.month >= ${start}::date), 0)`.as('closed'),
      sql<string | number>`coalesce(sum(p.volume) FILTER (WHERE p.month < ${start}::date), 0)`.as('previous'),
    ])
    .where('p.month', '>=', previousStart as never)
    .where('p.month', '<', end as never)
    .where('u.role_id', '=', ROLE_IDS.loanOfficer)
    .groupBy(['u.id', 'u.full_name', 'u.avatar_url', 'c.compensation_bps'])
    // Every rollup row stands for at least one funded loan.
    .having(sql<boolean>`count(*) FILTER (WHERE p.month >= ${start}::date) > 0`)
    .orderBy(sql`volume`, 'desc')
    .orderBy(sql`lower(u.full_name)`)
    .limit(RANKING_SIZE)
    .execute();
  return rows
    .map((row) => ({ row, volume: Number(row.volume), previous: Number(row.previous) }))
    .sort((a, b) => b.volume - a.volume || a.row.full_name.localeCompare(b.row.full_name))
    .map(({ row, volume, previous }, index) => ({
      rank: index + 1,
      userId: row.id,
      fullName: row.full_name,
      avatarUrl: row.avatar_url,
      volume,
      loansClosed: Number(row.closed),
      previousVolume: previous,
      trend: volume > previous ? 'up' : volume < previous ? 'down' : 'same',
      compensationBps: viewer.isAdmin ? compensationOf(row.compensation_bps) : null,
    }));
}

/** An Admin sets a user's compensation; false when there is no such user. */
export async function setCompensation(db: Kysely<Database>, userId: number, compensationBps: number): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return false;
  await db
    .insertInto('user_compensation')
    .values({ user_id: userId, compensation_bps: compensationBps })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ compensation_bps: compensationBps, updated_at: new Date().toISOString() }))
    .execute();
  return true;
}

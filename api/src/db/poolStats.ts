import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from './types.ts';

/** A database's connections: how many it may open, how many are lent to queries, how many queries wait for one. */
export interface PoolStats {
  size: number;
  inUse: number;
  waiting: number;
}

const statsOf = new WeakMap<object, () => PoolStats>();

export function registerPoolStats(db: Kysely<Database>, stats: () => PoolStats): void {
  statsOf.set(db, stats);
}

/** The pool figures of a database opened by createDatabase (zeros for any other). */
export function poolStats(db: Kysely<Database>): PoolStats {
  return statsOf.get(db)?.() ?? { size: 0, inUse: 0, waiting: 0 };
}

export function poolStatsOfPg(pool: pg.Pool): () => PoolStats {
  return () => ({ size: pool.options.max ?? 10, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount });
}

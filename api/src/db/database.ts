import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { describeDatabaseError } from './availability.ts';
import { pgliteDir } from './pgliteFiles.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import { poolStatsOfPg, registerPoolStats, type PoolStats } from './poolStats.ts';
import { serializedDialect } from './serialized-dialect.ts';
import { tracedDialect } from './traced-dialect.ts';
import type { Database } from './types.ts';
import { log } from '../observability/log.ts';

export interface DatabaseOptions {
  /** A PostgreSQL server; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite files go to `<dataDir>/db`. */
  dataDir?: string;
  /** PGlite in memory (tests); wins over dataDir. */
  inMemory?: boolean;
  /**
   * Start from this PGlite data-directory image (dumpDataDir) instead of a fresh initdb: with inMemory, or with a
   * dataDir that holds no database yet (PGlite refuses to load an image over an existing one).
   */
  pgliteImage?: Blob;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS through the API's config); default 16MB. */
  pgliteSharedBuffers?: string;
}

/** Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite. */
export async function createDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  const { dialect, stats } = await createDialect(options);
  // Every statement is a span when tracing is on (traced-dialect.ts), on either engine.
  const db = new Kysely<Database>({ dialect: tracedDialect(dialect, options.databaseUrl ? 'postgresql' : 'pglite') });
  registerPoolStats(db, stats);
  return db;
}

async function createDialect(options: DatabaseOptions): Promise<{ dialect: Dialect; stats: () => PoolStats }> {
  const { databaseUrl, dataDir, inMemory, pgliteImage } = options;
  if (databaseUrl) {
    const pool = await resilientPool(databaseUrl);
    return { dialect: new PostgresDialect({ pool }), stats: poolStatsOfPg(pool) };
  }
  if (inMemory) {
    // initdb is most of PGlite's start-up (≈ 4.5 s); loading an image of a freshly initialised cluster takes ≈ 1 s.
    return serializedDialect(pgliteDialect(await PGlite.create({ dataDir: 'memory://', loadDataDir: pgliteImage })));
  }
  if (!dataDir) {
    throw new Error('createDatabase needs databaseUrl, dataDir or inMemory');
  }
  const dbDir = pgliteDir(dataDir);
  await mkdir(dbDir, { recursive: true });
  return serializedDialect(
    pgliteDialect(
      await PGlite.create({
        dataDir: dbDir,
        loadDataDir: pgliteImage && !existsSync(path.join(dbDir, 'PG_VERSION')) ? pgliteImage : undefined,
        startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.pgliteSharedBuffers ?? DEFAULT_SHARED_BUFFERS}`],
      }),
    ),
  );
}

/**
 * A pool that outlives its connections: a connection the server or the network drops emits 'error'
 * on its client — idle (the pool's 'error') or checked out by a query (the client's own) — and
 * without a listener node would crash the process. The broken client is discarded when released
 * (pg-pool drops clients that are no longer queryable); the next query opens a new connection, so
 * the API serves again by itself once the database is back. While it is away, a query waits at most
 * `connectionTimeoutMillis` for a connection and fails with an error the API answers 503.
 */
async function resilientPool(databaseUrl: string): Promise<pg.Pool> {
  // The PostgreSQL driver loads only where it is used: a PGlite start does not pay for it.
  const { default: postgres } = await import('pg');
  const pool = new postgres.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, keepAlive: true });
  const logged = (where: string) => (error: Error) =>
    log.error({ event: 'database_connection_failed', where, reason: describeDatabaseError(error) }, 'PostgreSQL connection failed');
  pool.on('error', logged('idle'));
  pool.on('connect', (client) => client.on('error', logged('in use')));
  return pool;
}

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory. The default (128 MB) was two fifths of the
 * API's memory; the portal's data is a few megabytes and a miss is a read from the OS's own file cache.
 * 16 MB: API RSS 335 → about 215 MB idle. PGLITE_SHARED_BUFFERS (e.g. 64MB) for a bigger database.
 */
const DEFAULT_SHARED_BUFFERS = '16MB';

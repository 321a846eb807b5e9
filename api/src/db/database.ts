import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import { serializedDialect } from './serialized-dialect.ts';
import type { Database } from './types.ts';

export interface DatabaseOptions {
  /** A PostgreSQL server; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite files go to `<dataDir>/db`. */
  dataDir?: string;
  /** PGlite in memory (tests); wins over dataDir. */
  inMemory?: boolean;
  /** With inMemory: start from this PGlite data-directory image (dumpDataDir) instead of a fresh initdb. */
  pgliteImage?: Blob;
}

/** Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite. */
export async function createDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  return new Kysely<Database>({ dialect: await createDialect(options) });
}

async function createDialect({ databaseUrl, dataDir, inMemory, pgliteImage }: DatabaseOptions): Promise<Dialect> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client can fail (server restart, network); without a listener node would crash the process.
    pool.on('error', (error) => console.error('[api] idle PostgreSQL connection failed:', error.message));
    return new PostgresDialect({ pool });
  }
  if (inMemory) {
    // initdb is most of PGlite's start-up (≈ 4.5 s); loading an image of a freshly initialised cluster takes ≈ 1 s.
    return serializedDialect((await KyselyPGlite.create({ dataDir: 'memory://', loadDataDir: pgliteImage })).dialect);
  }
  if (!dataDir) {
    throw new Error('createDatabase needs databaseUrl, dataDir or inMemory');
  }
  const dbDir = path.join(dataDir, 'db');
  await mkdir(dbDir, { recursive: true });
  return serializedDialect((await KyselyPGlite.create(dbDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers()}`] })).dialect);
}

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory. The default (128 MB) was two fifths of the
 * API's memory; the portal's data is a few megabytes and a miss is a read from the OS's own file cache.
 * 16 MB: API RSS 335 → about 215 MB idle. PGLITE_SHARED_BUFFERS (e.g. 64MB) for a bigger database.
 */
function pgliteSharedBuffers(): string {
  const value = process.env.PGLITE_SHARED_BUFFERS?.trim();
  return value && /^\d+(kB|MB|GB)$/.test(value) ? value : '16MB';
}

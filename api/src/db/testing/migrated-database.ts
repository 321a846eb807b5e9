import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../types.ts';
import { freshPgliteImage } from './scratch-database.ts';

/** Test-only: an empty PGlite database in memory, migrated to the latest schema (no seed), for data-layer unit tests. */
export async function migratedMemoryDatabase(): Promise<Kysely<Database>> {
  const db = await createDatabase({ inMemory: true, pgliteImage: await freshPgliteImage() });
  await migrateToLatest(db);
  return db;
}

/**
 * The fixture of a data-layer unit test: registers the hooks that open a migratedMemoryDatabase before the
 * tests of the file (or describe block) and close it after; call the returned function inside a test.
 */
export function useMigratedDatabase(): () => Kysely<Database> {
  let db: Kysely<Database> | undefined;
  beforeAll(async () => {
    db = await migratedMemoryDatabase();
  });
  afterAll(async () => {
    await db?.destroy();
  });
  return () => {
    if (!db) throw new Error('the migrated database opens in beforeAll: read it inside a test');
    return db;
  };
}

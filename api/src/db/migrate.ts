import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/** Brings the schema up to date. Throws (with the failing migration's name) on error. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  if (await isCurrent(db)) return;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Several people add migrations in parallel (0100–0299, 0300–0399…); an existing
    // database must accept a lower-numbered migration that arrives later.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Whether every migration has already run: one read, where the Migrator would take its lock and
 * compare in a transaction (a tenth of a second of every start on PGlite).
 */
async function isCurrent<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    const done = new Set(rows.map((row) => row.name));
    return Object.keys(migrations).every((name) => done.has(name));
  } catch {
    return false; // a new database: no migration table yet
  }
}

import { sql, type Kysely } from 'kysely';

/**
 * Uploaded files kept in the database (UPLOAD_STORAGE=postgres, api/src/uploads/postgresStorage.ts), so
 * every API process serves every file and no file lives on one machine's disk.
 * - `upload_files`: one row per stored file, named as its `/uploads/<name>` URL; `size` in bytes.
 * - `upload_chunks`: its bytes in order, 256 KiB a row, so a file is written and read a chunk at a time
 *   (never whole in memory) on PostgreSQL and PGlite alike (large objects need the server's file API).
 * Deleting a file's row deletes its chunks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE upload_files (
      name text PRIMARY KEY CHECK (name ~ '^[a-f0-9]{32}\\.(jpg|png|webp|gif|pdf|txt)$'),
      size integer NOT NULL CHECK (size >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE upload_chunks (
      name text NOT NULL REFERENCES upload_files (name) ON DELETE CASCADE,
      seq integer NOT NULL CHECK (seq >= 0),
      data bytea NOT NULL,
      PRIMARY KEY (name, seq)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE upload_chunks`.execute(db);
  await sql`DROP TABLE upload_files`.execute(db);
}

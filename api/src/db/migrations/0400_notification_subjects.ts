import { sql, type Kysely } from 'kysely';

/**
 * What a notification is about, for those that should be told once: `post_like:<post>:<actor>`.
 * Liking, unliking and liking again would otherwise notify the author every time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notifications ADD COLUMN subject_key text`.execute(db);
  await sql`CREATE UNIQUE INDEX notifications_subject_idx ON notifications (user_id, subject_key) WHERE subject_key IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_subject_idx`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN subject_key`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Revoking tokens before they expire. A user's token version is carried in every token they are given
 * (`ver`): raising it (password change) makes every earlier token of theirs stop working at once.
 * A sign-out revokes only the token it was made with (its `jti`, kept until the token would expire).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE TABLE revoked_tokens (token_id text PRIMARY KEY, expires_at timestamptz NOT NULL)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE revoked_tokens`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN token_version`.execute(db);
}

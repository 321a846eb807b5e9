import { sql, type Kysely } from 'kysely';

/**
 * Lender Finder scenarios (issue 22 §4): a post may name a lender and a programme (the feed's two
 * filters select on them, hence the indexes) and carry the structured scenario the pricing engine
 * reads for 'Lenders that fit'. The account executives of those lenders are told of the scenario: a
 * notification kind of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE posts ADD COLUMN lender_id integer REFERENCES lenders (id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE posts ADD COLUMN program text CHECK (program IN ('QM Loan', 'Non QM Loan', 'Private Loan', 'Commercial'))`.execute(
    db,
  );
  await sql`ALTER TABLE posts ADD COLUMN scenario jsonb CHECK (scenario IS NULL OR jsonb_typeof(scenario) = 'object')`.execute(db);
  await sql`CREATE INDEX posts_lender_idx ON posts (lender_id, id DESC) WHERE lender_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX posts_program_idx ON posts (program, id DESC) WHERE program IS NOT NULL`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('points_received', 'points_deducted', 'ticket_reply', 'ticket_status', 'post_like', 'post_comment', 'scenario_fit'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind = 'scenario_fit'`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('points_received', 'points_deducted', 'ticket_reply', 'ticket_status', 'post_like', 'post_comment'))`.execute(db);
  await sql`ALTER TABLE posts DROP COLUMN scenario`.execute(db);
  await sql`ALTER TABLE posts DROP COLUMN program`.execute(db);
  await sql`ALTER TABLE posts DROP COLUMN lender_id`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * A saved quote attached to a loan of the pipeline (issue 22 §3): 0800 kept `loan_id` without a key
 * because the pipeline came later. Links that do not name one of the quote officer's own loans are
 * cleared first (only the officer's loans may be linked); deleting the loan leaves the quote, unlinked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE saved_quotes q SET loan_id = NULL
    WHERE loan_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.id = q.loan_id AND l.owner_id = q.officer_id)`.execute(db);
  await sql`
    ALTER TABLE saved_quotes ADD CONSTRAINT saved_quotes_loan_fk
      FOREIGN KEY (loan_id) REFERENCES loans (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX saved_quotes_loan_idx ON saved_quotes (loan_id, id DESC) WHERE loan_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX saved_quotes_loan_idx`.execute(db);
  await sql`ALTER TABLE saved_quotes DROP CONSTRAINT saved_quotes_loan_fk`.execute(db);
}

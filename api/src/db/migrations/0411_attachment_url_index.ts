import { sql, type Kysely } from 'kysely';

/** Serving an upload asks whether it is a (private) ticket attachment: look it up by URL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX vendor_ticket_attachments_file_url ON vendor_ticket_attachments (file_url)`.execute(db);
  await sql`CREATE INDEX contact_support_attachments_file_url ON contact_support_attachments (file_url)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX contact_support_attachments_file_url`.execute(db);
  await sql`DROP INDEX vendor_ticket_attachments_file_url`.execute(db);
}

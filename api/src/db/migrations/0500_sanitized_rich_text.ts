import { sanitizeRichText } from '@lendhub/domain/html';
import { sql, type Kysely } from 'kysely';

/**
 * Rich text is sanitised once, when it is written (the API's schemas and the seed), and served as
 * stored: readers (the gateway) no longer clean it on every read. This cleans what was stored before
 * that rule, with the same allow-list (@lendhub/domain/html), so every stored value is within it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await cleanColumn(db, 'posts', 'content', false);
  await cleanColumn(db, 'post_comments', 'content', false);
  await cleanColumn(db, 'lenders', 'lender_niche', true);
  await cleanColumn(db, 'lenders', 'overlays', true);
}

export async function down(): Promise<void> {
  // Sanitising cannot be undone, and the cleaned values stay valid for the earlier schema.
}

async function cleanColumn(db: Kysely<unknown>, table: string, column: string, nullable: boolean): Promise<void> {
  const { rows } = await sql<{
    id: number;
    value: string | null;
  }>`SELECT id, ${sql.ref(column)} AS value FROM ${sql.table(table)} WHERE ${sql.ref(column)} IS NOT NULL`.execute(db);
  for (const row of rows) {
    const clean = sanitizeRichText(row.value ?? '');
    if (clean === row.value) continue;
    // A value with nothing left (only disallowed markup) becomes null where allowed, else a placeholder.
    const next = clean === '' ? (nullable ? null : '<p>(removed)</p>') : clean;
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${next} WHERE id = ${row.id}`.execute(db);
  }
}

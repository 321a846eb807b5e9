import type { AttachmentDto } from '@lendhub/domain/rest/attachments';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { groupBy } from '../db/values.ts';
import { MIME_BY_EXT } from './policies.ts';
import type { StoredUpload } from './store.ts';

export type { AttachmentDto };

/** The tables that hold ticket attachments (same columns). */
export type AttachmentTable = 'vendor_ticket_attachments' | 'contact_support_attachments';

/** Records staged uploads against a ticket, in the caller's transaction. */
export async function insertAttachments(
  trx: Transaction<Database>,
  table: AttachmentTable,
  ticketId: number,
  files: readonly StoredUpload[],
): Promise<void> {
  if (files.length === 0) return;
  await trx
    .insertInto(table)
    .values(
      files.map((file) => ({
        ticket_id: ticketId,
        file_url: file.url,
        file_name: file.originalName,
        content_type: MIME_BY_EXT[file.ext],
        size_bytes: file.size,
      })),
    )
    .execute();
}

/** Attachments of many tickets in one query, grouped by ticket id (in upload order). */
export async function attachmentsByTicket(
  db: Pick<Transaction<Database>, 'selectFrom'>,
  table: AttachmentTable,
  ticketIds: readonly number[],
): Promise<Map<number, AttachmentDto[]>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['ticket_id', 'file_url', 'file_name', 'content_type', 'size_bytes'])
    .where('ticket_id', 'in', [...ticketIds])
    .orderBy('id')
    .execute();
  const files = groupBy(rows, (row) => row.ticket_id);
  return new Map(
    [...files].map(([ticketId, group]) => [
      ticketId,
      group.map((row) => ({ fileName: row.file_name, url: row.file_url, contentType: row.content_type, size: row.size_bytes })),
    ]),
  );
}

import type { Kysely, Transaction } from 'kysely';
import { attachmentsByTicket, insertAttachments } from '../uploads/attachments.ts';
import type { Viewer } from '../auth/viewer.ts';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { iso } from '../db/values.ts';
import type { StoredUpload } from '../uploads/store.ts';
import { VENDOR_CATEGORIES, type CreateVendorTicketInput, type VendorTicketDto } from '@lendhub/domain/rest/vendors';
import { SYSTEM_USER } from './constants.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Files the ticket and its attachments in the caller's transaction. When the vendor does not exist
 * the caller must roll back (and so discard the staged files).
 */
export async function createVendorTicket(
  trx: Transaction<Database>,
  viewer: Viewer,
  input: CreateVendorTicketInput,
  files: readonly StoredUpload[],
): Promise<Result<VendorTicketDto, Refusal<'vendor-not-found'>>> {
  const vendor = await trx.selectFrom('vendors').select(['id', 'vendor_name']).where('id', '=', input.vendorId).executeTakeFirst();
  if (!vendor) return refuse('vendor-not-found');
  const createdBy = input.createdBy ?? SYSTEM_USER;
  const { id } = await trx
    .insertInto('vendor_tickets')
    .values({
      vendor_id: vendor.id,
      vendor_name: vendor.vendor_name,
      category: input.category,
      priority: input.priority,
      subject: input.subject,
      description: input.description,
      requester_id: viewer.userId,
      created_by: createdBy,
      modified_by: input.modifiedBy ?? createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertAttachments(trx, 'vendor_ticket_attachments', id, files);
  const [ticket] = await findVendorTicketsByIds(trx, viewer, [id]);
  if (!ticket) throw new Error(`vendor ticket ${id} vanished after insert`);
  return ok(ticket);
}

/** The tickets among `ids` the viewer may see: an Admin sees all, anyone else their own. */
export async function findVendorTicketsByIds(db: Db, viewer: Viewer, ids: readonly number[]): Promise<VendorTicketDto[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('vendor_tickets')
    .selectAll()
    .where('id', 'in', [...ids]);
  if (!viewer.isAdmin) query = query.where('requester_id', '=', viewer.userId);
  const rows = await query.orderBy('id').execute();
  const files = await attachmentsByTicket(
    db,
    'vendor_ticket_attachments',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ticketId: row.id,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    category: row.category,
    categoryName: VENDOR_CATEGORIES[row.category - 1] ?? '',
    priority: row.priority,
    subject: row.subject,
    description: row.description,
    status: row.status,
    requesterId: row.requester_id,
    createdBy: row.created_by,
    createdDate: iso(row.created_date),
    modifiedBy: row.modified_by,
    modifiedDate: iso(row.modified_date),
    files: files.get(row.id) ?? [],
  }));
}

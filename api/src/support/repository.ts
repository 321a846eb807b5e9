import type { Kysely, Transaction } from 'kysely';
import { attachmentsByTicket, insertAttachments } from '../uploads/attachments.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/types.ts';
import { iso } from '../db/values.ts';
import type { StoredUpload } from '../uploads/store.ts';
import type { ContactInformationDto, CreateSupportTicketInput, SupportTicketDto } from '@lendhub/domain/rest/support';

type Db = Kysely<Database> | Transaction<Database>;

function visibleTickets(db: Db, viewer: Viewer) {
  const query = db.selectFrom('contact_support_tickets').selectAll();
  return viewer.isAdmin ? query : query.where('created_by', '=', viewer.userId);
}

type Row = Awaited<ReturnType<ReturnType<typeof visibleTickets>['execute']>>[number];

/** Newest first; an Admin sees all, anyone else their own. */
export async function listSupportTickets(db: Db, viewer: Viewer): Promise<SupportTicketDto[]> {
  return withFiles(db, await visibleTickets(db, viewer).orderBy('id', 'desc').execute());
}

export async function findSupportTicketsByIds(db: Db, viewer: Viewer, ids: readonly number[]): Promise<SupportTicketDto[]> {
  if (ids.length === 0) return [];
  return withFiles(
    db,
    await visibleTickets(db, viewer)
      .where('id', 'in', [...ids])
      .orderBy('id')
      .execute(),
  );
}

/** The ticket and its attachments, in the caller's transaction. New tickets start Open. */
export async function createSupportTicket(
  trx: Transaction<Database>,
  viewer: Viewer,
  input: CreateSupportTicketInput,
  files: readonly StoredUpload[],
): Promise<SupportTicketDto> {
  const { id } = await trx
    .insertInto('contact_support_tickets')
    .values({
      subject: input.subject,
      category: input.category,
      priority: input.priority,
      description: input.description,
      status: 'Open',
      email_address: viewer.email,
      created_by: viewer.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertAttachments(trx, 'contact_support_attachments', id, files);
  const [ticket] = await findSupportTicketsByIds(trx, viewer, [id]);
  if (!ticket) throw new Error(`support ticket ${id} vanished after insert`);
  return ticket;
}

export async function getContactInformation(db: Db): Promise<ContactInformationDto | undefined> {
  const row = await db.selectFrom('contact_information').selectAll().where('id', '=', 1).executeTakeFirst();
  return (
    row && {
      supportHours: row.support_hours,
      email: row.email,
      phone: row.phone,
      liveChatAvailability: row.live_chat_availability,
      updatedAt: iso(row.updated_at),
    }
  );
}

async function withFiles(db: Db, rows: Row[]): Promise<SupportTicketDto[]> {
  const files = await attachmentsByTicket(
    db,
    'contact_support_attachments',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    contactSupportTicketId: row.id,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    description: row.description,
    status: row.status,
    emailAddress: row.email_address,
    createdBy: row.created_by,
    createdDate: iso(row.created_date),
    modifiedDate: iso(row.modified_date),
    files: files.get(row.id) ?? [],
  }));
}

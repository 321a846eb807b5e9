import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { TicketRepliesTable } from '../db/tables/tickets.ts';
import type { Database } from '../db/types.ts';
import { containsText, groupBy, iso } from '../db/values.ts';
import type { CreateTicketInput, ReplyTicketInput, TicketDto, TicketReplyDto, TicketStatus } from '@lendhub/domain/rest/tickets';

type Db = Kysely<Database> | Transaction<Database>;

export interface TicketFilters {
  status?: TicketStatus | undefined;
  search?: string | undefined;
}

/** Newest first. An Admin sees every ticket, anyone else only their own. */
export async function listTickets(db: Db, viewer: Viewer, filters: TicketFilters): Promise<TicketDto[]> {
  let query = visibleTickets(db, viewer);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.search) {
    const search = filters.search;
    const asId = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
    query = query.where((eb) =>
      eb.or([containsText(eb, ['ticket_title', 'description', 'email_address'], search), ...(asId !== null ? [eb('id', '=', asId)] : [])]),
    );
  }
  return withReplies(db, await query.orderBy('id', 'desc').execute());
}

export async function findTicketsByIds(db: Db, viewer: Viewer, ids: readonly number[]): Promise<TicketDto[]> {
  if (ids.length === 0) return [];
  return withReplies(
    db,
    await visibleTickets(db, viewer)
      .where('id', 'in', [...ids])
      .orderBy('id')
      .execute(),
  );
}

/** Replies among `ids` on tickets the viewer may see. */
export async function findRepliesByIds(db: Db, viewer: Viewer, ids: readonly number[]): Promise<TicketReplyDto[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('ticket_replies')
    .innerJoin('tickets', 'tickets.id', 'ticket_replies.ticket_id')
    .selectAll('ticket_replies')
    .where('ticket_replies.id', 'in', [...ids]);
  if (!viewer.isAdmin) query = query.where('tickets.created_by', '=', viewer.userId);
  return (await query.orderBy('ticket_replies.id').execute()).map(toReplyDto);
}

/** New tickets start Open; the creator's email is recorded with the ticket. */
export async function createTicket(db: Kysely<Database>, viewer: Viewer, input: CreateTicketInput): Promise<TicketDto> {
  const { id } = await db
    .insertInto('tickets')
    .values({
      ticket_title: input.ticketTitle,
      description: input.description,
      category: input.category,
      subcategory: input.subcategory,
      status: 'Open',
      email_address: viewer.email,
      created_by: viewer.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [ticket] = await findTicketsByIds(db, viewer, [id]);
  if (!ticket) throw new Error(`ticket ${id} vanished after insert`);
  return ticket;
}

/** The ticket row, locked for the rest of the transaction (so a reply and a status change serialize). */
export async function lockTicket(trx: Transaction<Database>, ticketId: number) {
  return trx
    .selectFrom('tickets')
    .select(['id', 'ticket_title', 'status', 'created_by'])
    .where('id', '=', ticketId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertReply(trx: Transaction<Database>, viewer: Viewer, input: ReplyTicketInput): Promise<TicketReplyDto> {
  const row = await trx
    .insertInto('ticket_replies')
    .values({
      ticket_id: input.ticketId,
      title: input.title,
      message: input.message,
      reply_from: input.from,
      reply_to: input.to,
      author_id: viewer.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('tickets')
    .set({ modified_date: sql<string>`now()` })
    .where('id', '=', input.ticketId)
    .execute();
  return toReplyDto(row);
}

export async function setTicketStatus(trx: Transaction<Database>, ticketId: number, status: TicketStatus): Promise<void> {
  await trx
    .updateTable('tickets')
    .set({ status, modified_date: sql<string>`now()` })
    .where('id', '=', ticketId)
    .execute();
}

function visibleTickets(db: Db, viewer: Viewer) {
  const query = db.selectFrom('tickets').selectAll();
  return viewer.isAdmin ? query : query.where('created_by', '=', viewer.userId);
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof visibleTickets>['execute']>>[number];

/** Attaches every ticket's replies with one query. */
async function withReplies(db: Db, rows: TicketRow[]): Promise<TicketDto[]> {
  if (rows.length === 0) return [];
  const replies = await db
    .selectFrom('ticket_replies')
    .selectAll()
    .where(
      'ticket_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  const byTicket = groupBy(replies.map(toReplyDto), (reply) => reply.ticketId);
  return rows.map((row) => ({
    ticketId: row.id,
    ticketTitle: row.ticket_title,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    status: row.status,
    emailAddress: row.email_address,
    createdBy: row.created_by,
    createdDate: iso(row.created_date),
    modifiedDate: iso(row.modified_date),
    replies: byTicket.get(row.id) ?? [],
  }));
}

function toReplyDto(row: Selectable<TicketRepliesTable>): TicketReplyDto {
  return {
    replyId: row.id,
    ticketId: row.ticket_id,
    title: row.title,
    message: row.message,
    from: row.reply_from,
    to: row.reply_to,
    authorId: row.author_id,
    createdDate: iso(row.created_date),
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { ApiError } from '../http/envelope.ts';
import type { TicketStatus } from './constants.ts';
import { notifyTicketOwner } from './notify.ts';
import { findTicketsByIds, insertReply, lockTicket, setTicketStatus, type TicketDto, type TicketReplyDto, type TicketViewer } from './repository.ts';
import type { ReplyTicketInput } from './validation.ts';

const TICKET_NOT_FOUND = 'Ticket not found';

/**
 * Stores a reply with its ticket and notifies the ticket's owner, in one transaction. An Admin may
 * reply to any ticket, anyone else only to their own (others' tickets are "not found" to them).
 */
export async function replyToTicket(
  db: Kysely<Database>,
  viewer: TicketViewer,
  input: ReplyTicketInput,
): Promise<{ reply: TicketReplyDto; ticket: TicketDto }> {
  return db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, input.ticketId);
    if (!ticket || (!viewer.isAdmin && ticket.created_by !== viewer.userId)) {
      throw new ApiError(404, TICKET_NOT_FOUND, { ticketId: TICKET_NOT_FOUND });
    }
    const reply = await insertReply(trx, viewer, input);
    if (ticket.created_by !== null && ticket.created_by !== viewer.userId) {
      await notifyTicketOwner(trx, {
        kind: 'reply',
        ownerId: ticket.created_by,
        ticketTitle: ticket.ticket_title,
        replyTitle: input.title,
        replyFrom: input.from,
      });
    }
    const [updated] = await findTicketsByIds(trx, viewer, [ticket.id]);
    return { reply, ticket: updated! };
  });
}

/**
 * Sets the status (the caller checked the viewer is an Admin) and notifies the owner when it
 * changed, in one transaction. Setting the current status again is accepted and notifies nobody.
 */
export async function changeTicketStatus(
  db: Kysely<Database>,
  viewer: TicketViewer,
  ticketId: number,
  status: TicketStatus,
): Promise<TicketDto> {
  return db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, ticketId);
    if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND, { ticketId: TICKET_NOT_FOUND });
    if (ticket.status !== status) {
      await setTicketStatus(trx, ticketId, status);
      if (ticket.created_by !== null && ticket.created_by !== viewer.userId) {
        await notifyTicketOwner(trx, { kind: 'status', ownerId: ticket.created_by, ticketTitle: ticket.ticket_title, status });
      }
    }
    const [updated] = await findTicketsByIds(trx, viewer, [ticketId]);
    return updated!;
  });
}

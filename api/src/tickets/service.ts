import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/types.ts';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import { notifyAdminsOfOwnerReply, notifyTicketOwner } from './notify.ts';
import type { ReplyTicketInput, TicketDto, TicketReplyDto, TicketStatus } from '@lendhub/domain/rest/tickets';
import { findTicketsByIds, insertReply, lockTicket, setTicketStatus } from './repository.ts';

/** The ticket does not exist, or (for a reply) it is someone else's and the viewer is not an Admin. */
export type TicketNotFound = Refusal<'not-found'>;

/**
 * Stores a reply with its ticket and notifies the other side, in one transaction: the ticket's owner
 * when someone else wrote, the Admins when the owner did. An Admin may reply to any ticket, anyone
 * else only to their own (others' tickets are "not found" to them). `notifiedUserIds` says whose bell rings.
 */
export async function replyToTicket(
  db: Kysely<Database>,
  viewer: Viewer,
  input: ReplyTicketInput,
): Promise<Result<{ reply: TicketReplyDto; ticket: TicketDto; notifiedUserIds: number[] }, TicketNotFound>> {
  return db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, input.ticketId);
    if (!ticket || (!viewer.isAdmin && ticket.created_by !== viewer.userId)) return refuse('not-found');
    const reply = await insertReply(trx, viewer, input);
    let notifiedUserIds: number[] = [];
    const notice = { ticketId: ticket.id, ticketTitle: ticket.ticket_title, replyTitle: input.title, replyFrom: input.from };
    if (ticket.created_by === viewer.userId) {
      notifiedUserIds = await notifyAdminsOfOwnerReply(trx, viewer.userId, notice);
    } else if (ticket.created_by !== null) {
      notifiedUserIds = [ticket.created_by];
      await notifyTicketOwner(trx, {
        kind: 'reply',
        ticketId: ticket.id,
        ownerId: ticket.created_by,
        ticketTitle: ticket.ticket_title,
        replyTitle: input.title,
        replyFrom: input.from,
      });
    }
    const [updated] = await findTicketsByIds(trx, viewer, [ticket.id]);
    return ok({ reply, ticket: updated!, notifiedUserIds });
  });
}

/**
 * Sets the status (the caller checked the viewer is an Admin) and notifies the owner when it
 * changed, in one transaction. Setting the current status again is accepted and notifies nobody.
 */
export async function changeTicketStatus(
  db: Kysely<Database>,
  viewer: Viewer,
  ticketId: number,
  status: TicketStatus,
): Promise<Result<TicketDto, TicketNotFound>> {
  return db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, ticketId);
    if (!ticket) return refuse('not-found');
    if (ticket.status !== status) {
      await setTicketStatus(trx, ticketId, status);
      if (ticket.created_by !== null && ticket.created_by !== viewer.userId) {
        await notifyTicketOwner(trx, { kind: 'status', ticketId, ownerId: ticket.created_by, ticketTitle: ticket.ticket_title, status });
      }
    }
    const [updated] = await findTicketsByIds(trx, viewer, [ticketId]);
    return ok(updated!);
  });
}

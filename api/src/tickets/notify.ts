import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { ROLE_IDS } from '../auth/roles.ts';
import { createNotification } from '../notifications/create.ts';

/** What the owner of a ticket is told: a reply arrived, or the status changed. */
export type TicketNotice =
  | { kind: 'reply'; ticketId: number; ownerId: number; ticketTitle: string; replyTitle: string; replyFrom: string }
  | { kind: 'status'; ticketId: number; ownerId: number; ticketTitle: string; status: string };

/** The ticket's owner answered in their thread: the Admins hear of it (docs/product.md "Support both ways"). */
export interface OwnerReplyNotice {
  ticketId: number;
  ticketTitle: string;
  replyTitle: string;
  replyFrom: string;
}

/** The ticketing page opened on the ticket (its `ticket` query parameter, the ticket's id), where the owner reads it. */
export function ticketLink(ticketId: number): string {
  return `/dashboard/tickets?ticket=${ticketId}`;
}

/** Writes the notification in the transaction of the change it reports (both kept or neither). */
export async function notifyTicketOwner(trx: Transaction<Database>, notice: TicketNotice): Promise<void> {
  if (notice.kind === 'reply') {
    await createNotification(trx, {
      userId: notice.ownerId,
      kind: 'ticket_reply',
      title: `${notice.replyFrom} replied to your ticket`,
      body: `${notice.ticketTitle}: ${notice.replyTitle}`,
      link: ticketLink(notice.ticketId),
    });
  } else {
    await createNotification(trx, {
      userId: notice.ownerId,
      kind: 'ticket_status',
      title: `Your ticket is now ${notice.status}`,
      body: notice.ticketTitle,
      link: ticketLink(notice.ticketId),
    });
  }
}

/**
 * Tells every Admin (but the writer) that a ticket's owner replied, in the reply's transaction.
 * Returns who was notified, so the gateway can ring their bells live.
 */
export async function notifyAdminsOfOwnerReply(trx: Transaction<Database>, writerId: number, notice: OwnerReplyNotice): Promise<number[]> {
  const admins = await trx.selectFrom('users').select('id').where('role_id', '=', ROLE_IDS.admin).where('id', '!=', writerId).execute();
  for (const { id } of admins) {
    await createNotification(trx, {
      userId: id,
      kind: 'ticket_reply',
      title: `${notice.replyFrom} replied to ticket #${notice.ticketId}`,
      body: `${notice.ticketTitle}: ${notice.replyTitle}`,
      link: ticketLink(notice.ticketId),
    });
  }
  return admins.map(({ id }) => id);
}

import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { createNotification } from '../notifications/create.ts';

/** What the owner of a ticket is told: a reply arrived, or the status changed. */
export type TicketNotice =
  | { kind: 'reply'; ownerId: number; ticketTitle: string; replyTitle: string; replyFrom: string }
  | { kind: 'status'; ownerId: number; ticketTitle: string; status: string };

/** The ticketing page, where the owner reads the ticket. */
const TICKETS_LINK = '/dashboard/tickets';

/** Writes the notification in the transaction of the change it reports (both kept or neither). */
export async function notifyTicketOwner(trx: Transaction<Database>, notice: TicketNotice): Promise<void> {
  if (notice.kind === 'reply') {
    await createNotification(trx, {
      userId: notice.ownerId,
      kind: 'ticket_reply',
      title: `${notice.replyFrom} replied to your ticket`,
      body: `${notice.ticketTitle}: ${notice.replyTitle}`,
      link: TICKETS_LINK,
    });
  } else {
    await createNotification(trx, {
      userId: notice.ownerId,
      kind: 'ticket_status',
      title: `Your ticket is now ${notice.status}`,
      body: notice.ticketTitle,
      link: TICKETS_LINK,
    });
  }
}

// The Support page's 'Create New Support Ticket' modal (spec §5 "Tickets (header modal)"): title and description only.
import { TICKET_MESSAGES } from '@lendhub/domain/tickets';
import { z } from 'zod';

export const supportTicketSchema = z.object({
  title: z.string().trim().min(1, TICKET_MESSAGES.title),
  description: z.string().trim().min(1, TICKET_MESSAGES.description),
});

export type SupportTicketValues = z.infer<typeof supportTicketSchema>;

export const EMPTY_SUPPORT_TICKET: SupportTicketValues = { title: '', description: '' };

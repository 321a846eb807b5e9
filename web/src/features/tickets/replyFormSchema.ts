// Ticket Reply dialog rules (spec §5 "Reply": title, from, To and Message required); texts shared with the API.
import { TICKET_MESSAGES } from '@lendhub/domain/tickets';
import { z } from 'zod';

export const replyFormSchema = z.object({
  title: z.string().trim().min(1, TICKET_MESSAGES.replyTitle),
  message: z.string().trim().min(1, TICKET_MESSAGES.replyMessage),
  from: z.string().trim().min(1, TICKET_MESSAGES.replyFrom),
  to: z.string().trim().min(1, TICKET_MESSAGES.replyTo),
});

export type ReplyFormValues = z.infer<typeof replyFormSchema>;

export const EMPTY_REPLY: ReplyFormValues = { title: '', message: '', from: '', to: '' };

/** Who answers for LendHub: the 'To' of a reply the ticket's creator writes. */
export const SUPPORT_TEAM = 'LendHub Support';

/** The Reply dialog's 'From': the signed-in user's name and email ("Avery Admin <admin@…>"), never blank. */
export function senderLabel(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim() ?? '';
  const address = email?.trim() ?? '';
  if (name && address) return `${name} <${address}>`;
  return name || address || SUPPORT_TEAM;
}

import { z } from 'zod';
import { SUPPORT_MESSAGES } from '../support.ts';
import type { AttachmentDto } from './attachments.ts';
import { blankToUndefined, camelCaseKeys, integerFrom, requiredPlainText } from './fields.ts';
import { idsQuery } from './ids.ts';
import { restRoute } from './route.ts';

export { SUPPORT_MESSAGES };

/** Contact support options (spec §5 "Contact support"). */
export const SUPPORT_CATEGORIES = ['technical', 'account', 'billing', 'feature', 'other'] as const;
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const SUPPORT_STATUSES = ['Open', 'In Progress', 'Closed'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

const M = SUPPORT_MESSAGES;

function lowerCased(value: unknown): unknown {
  const blank = blankToUndefined(value);
  return typeof blank === 'string' ? blank.trim().toLowerCase() : blank;
}

/**
 * CreateContactSupportTicket: multipart text fields in the spec's PascalCase (camelCase accepted).
 * Errors are keyed in camelCase. New tickets always start Open.
 */
export const createSupportTicketSchema = z.preprocess(
  camelCaseKeys,
  z.object({
    contactSupportTicketId: z.preprocess(
      blankToUndefined,
      integerFrom(M.newTicketId)
        .refine((id) => id === 0, M.newTicketId)
        .optional(),
    ),
    subject: requiredPlainText(M.subject, 200),
    category: z.preprocess(lowerCased, z.enum(SUPPORT_CATEGORIES, { error: M.category })),
    priority: z.preprocess(lowerCased, z.enum(SUPPORT_PRIORITIES, { error: M.priority })),
    description: requiredPlainText(M.description, 10_000),
  }),
);

export type CreateSupportTicketInput = z.output<typeof createSupportTicketSchema>;

/** A contact support ticket (spec §3 "Contact support ticket"). */
export interface SupportTicketDto {
  contactSupportTicketId: number;
  subject: string;
  category: SupportCategory;
  priority: SupportPriority;
  description: string;
  status: string;
  emailAddress: string;
  createdBy: number | null;
  createdDate: string;
  modifiedDate: string;
  files: AttachmentDto[];
}

/** Support contact details (spec §3 "Support contact info"). */
export interface ContactInformationDto {
  supportHours: string;
  email: string;
  phone: string;
  liveChatAvailability: string;
  updatedAt: string;
}

/**
 * Dashboard support (spec §7 "Support and contact"): any signed-in user may contact support and read the contact
 * information; each sees their own tickets, an Admin sees all. The create body is multipart (its `Files`).
 */
export const supportRoutes = {
  /** Spec §7: "list in data.data". */
  list: restRoute<{ data: SupportTicketDto[]; totalCount: number }>()({
    method: 'GET',
    path: '/api/ContactSupport/GetAllContactSupportTickets',
  }),
  byIds: restRoute<SupportTicketDto[]>()({ method: 'GET', path: '/api/ContactSupport/GetContactSupportTicketsByIds', query: idsQuery }),
  create: restRoute<SupportTicketDto>()({
    method: 'POST',
    path: '/api/ContactSupport/CreateContactSupportTicket',
    body: createSupportTicketSchema,
    uploads: ['Files'],
    messages: { ok: 'Support ticket submitted successfully' },
  }),
  contactInformation: restRoute<ContactInformationDto>()({
    method: 'GET',
    path: '/api/ContactInformation/GetContactInformation',
    messages: { notFound: 'Contact information not found' },
  }),
};

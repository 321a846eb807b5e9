import type { GatewayContext } from '../context.ts';
import { globalIdField, toGlobalId } from '../relay/globalId.ts';
import { statusFromApi, type TicketStatus } from '../tickets/status.ts';
import type { ApiSupportTicket } from './types.ts';

/** The contact information is one settings row: its global ID never changes. */
export const CONTACT_INFORMATION_ID = 'current';

export const SupportTicket = {
  id: globalIdField<ApiSupportTicket>('SupportTicket', (ticket) => ticket.contactSupportTicketId),
  internalId: (ticket: ApiSupportTicket): number => ticket.contactSupportTicketId,
  category: (ticket: ApiSupportTicket): string => ticket.category.toUpperCase(),
  priority: (ticket: ApiSupportTicket): string => ticket.priority.toUpperCase(),
  status: (ticket: ApiSupportTicket): TicketStatus => statusFromApi(ticket.status),
  email: (ticket: ApiSupportTicket): string => ticket.emailAddress,
  createdBy: (ticket: ApiSupportTicket, _args: unknown, context: GatewayContext) =>
    ticket.createdBy ? context.loaders.userById.load(ticket.createdBy) : null,
  createdAt: (ticket: ApiSupportTicket): string => ticket.createdDate,
  updatedAt: (ticket: ApiSupportTicket): string => ticket.modifiedDate,
  attachments: (ticket: ApiSupportTicket) => ticket.files ?? [],
};

export const ContactInformation = {
  id: (): string => toGlobalId('ContactInformation', CONTACT_INFORMATION_ID),
};

import { upperCase } from '../platform/graphql/enumCase.ts';
import type { SupportTicketResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { statusFromApi } from '../tickets/status.ts';
import { userOrNull } from '../users/loaders.ts';
import type { SupportTicketDto } from '@lendhub/domain/rest/support';

export const SupportTicket: SupportTicketResolvers = {
  ...nodeIdFields<SupportTicketDto>('SupportTicket', (ticket) => ticket.contactSupportTicketId),
  category: (ticket) => upperCase(ticket.category),
  priority: (ticket) => upperCase(ticket.priority),
  status: (ticket) => statusFromApi(ticket.status),
  email: (ticket) => ticket.emailAddress,
  createdBy: (ticket, _args, context) => userOrNull(ticket.createdBy, context),
  createdAt: (ticket) => ticket.createdDate,
  updatedAt: (ticket) => ticket.modifiedDate,
  attachments: (ticket) => ticket.files ?? [],
};

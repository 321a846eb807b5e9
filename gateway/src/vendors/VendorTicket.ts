import { upperCase } from '../platform/graphql/enumCase.ts';
import type { VendorTicketResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { statusFromApi } from '../tickets/status.ts';
import { userOrNull } from '../users/loaders.ts';
import type { VendorTicketDto } from '@lendhub/domain/rest/vendors';

export const VendorTicket: VendorTicketResolvers = {
  ...nodeIdFields<VendorTicketDto>('VendorTicket', (ticket) => ticket.ticketId),
  vendor: (ticket, _args, context) => (ticket.vendorId ? context.loaders.vendorById.load(ticket.vendorId) : null),
  priority: (ticket) => upperCase(ticket.priority),
  status: (ticket) => statusFromApi(ticket.status),
  requester: (ticket, _args, context) => userOrNull(ticket.requesterId, context),
  createdAt: (ticket) => ticket.createdDate,
  modifiedAt: (ticket) => ticket.modifiedDate,
  attachments: (ticket) => ticket.files ?? [],
};

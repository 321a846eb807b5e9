import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { perRequest } from '../platform/dataloaders/perRequest.ts';
import { getContactInformation, getSupportTicketsByIds } from './api.ts';

export function createSupportLoaders(api: ApiDataSource) {
  return {
    /** Tickets the viewer may see (their own; an Admin all). */
    supportTicketById: byIds(
      (ids) => getSupportTicketsByIds(api, ids),
      (ticket) => ticket.contactSupportTicketId,
    ),
    /** One settings row, read once per request. */
    contactInformation: perRequest(() => getContactInformation(api)),
  };
}

import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { batchById } from '../tickets/batchById.ts';
import { getContactInformation, getSupportTicketsByIds } from './api.ts';
import type { ApiContactInformation } from './types.ts';

export function createSupportLoaders(api: ApiDataSource) {
  return {
    /** Tickets the viewer may see (their own; an Admin all). */
    supportTicketById: batchById((ids) => getSupportTicketsByIds(api, ids), (ticket) => ticket.contactSupportTicketId),
    /** One settings row, read once per request. */
    contactInformation: new DataLoader<'current', ApiContactInformation>(async (keys) => {
      const info = await getContactInformation(api);
      return keys.map(() => info);
    }),
  };
}

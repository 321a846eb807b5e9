import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { getRepliesByIds, getTicketOptions, getTicketsByIds } from './api.ts';
import { batchById } from './batchById.ts';
import type { ApiTicketOptions } from './types.ts';

export function createTicketLoaders(api: ApiDataSource) {
  return {
    /** Tickets the viewer may see; others load as null. */
    ticketById: batchById((ids) => getTicketsByIds(api, ids), (ticket) => ticket.ticketId),
    ticketReplyById: batchById((ids) => getRepliesByIds(api, ids), (reply) => reply.replyId),
    /** Categories and statuses, read once per request. */
    ticketOptions: new DataLoader<'all', ApiTicketOptions>(async (keys) => {
      const options = await getTicketOptions(api);
      return keys.map(() => options);
    }),
  };
}

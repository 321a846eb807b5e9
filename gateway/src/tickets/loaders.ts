import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { perRequest } from '../platform/dataloaders/perRequest.ts';
import { getRepliesByIds, getTicketOptions, getTicketsByIds } from './api.ts';

export function createTicketLoaders(api: ApiDataSource) {
  return {
    /** Tickets the viewer may see; others load as null. */
    ticketById: byIds(
      (ids) => getTicketsByIds(api, ids),
      (ticket) => ticket.ticketId,
    ),
    ticketReplyById: byIds(
      (ids) => getRepliesByIds(api, ids),
      (reply) => reply.replyId,
    ),
    /** Categories and statuses, read once per request. */
    ticketOptions: perRequest(() => getTicketOptions(api)),
  };
}

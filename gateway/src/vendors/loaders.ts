import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { batchById } from '../tickets/batchById.ts';
import { getVendorFormOptions, getVendorsByIds, getVendorTicketsByIds } from './api.ts';
import type { ApiVendorFormOptions } from './types.ts';

export function createVendorLoaders(api: ApiDataSource) {
  return {
    vendorById: batchById((ids) => getVendorsByIds(api, ids), (vendor) => vendor.vendorId),
    /** Tickets the viewer may see (their own; an Admin all). */
    vendorTicketById: batchById((ids) => getVendorTicketsByIds(api, ids), (ticket) => ticket.ticketId),
    vendorFormOptions: new DataLoader<'all', ApiVendorFormOptions>(async (keys) => {
      const options = await getVendorFormOptions(api);
      return keys.map(() => options);
    }),
  };
}

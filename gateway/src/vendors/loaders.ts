import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { perRequest } from '../platform/dataloaders/perRequest.ts';
import { getVendorFormOptions, getVendorsByIds, getVendorTicketsByIds } from './api.ts';

export function createVendorLoaders(api: ApiDataSource) {
  return {
    vendorById: byIds(
      (ids) => getVendorsByIds(api, ids),
      (vendor) => vendor.vendorId,
    ),
    /** Tickets the viewer may see (their own; an Admin all). */
    vendorTicketById: byIds(
      (ids) => getVendorTicketsByIds(api, ids),
      (ticket) => ticket.ticketId,
    ),
    vendorFormOptions: perRequest(() => getVendorFormOptions(api)),
  };
}

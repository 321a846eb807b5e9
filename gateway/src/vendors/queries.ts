import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { getVendors } from './api.ts';

/** The vendor table shows 10 per page (spec §9). */
export const VENDORS_PAGE = { defaultSize: 10, max: 100 };

export const vendorQueries: QueryResolvers = {
  async vendors(_parent, args, context) {
    const vendors = await getVendors(context.api, args.search?.trim() || undefined);
    for (const vendor of vendors) context.loaders.vendorById.prime(vendor.vendorId, vendor);
    return connectionFromArray(vendors, args, VENDORS_PAGE);
  },

  vendorFormOptions: (_parent, _args, context) => context.loaders.vendorFormOptions.load(),
};

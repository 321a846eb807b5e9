import type { GatewayContext } from '../context.ts';
import { connectionFromArray, type Connection } from '../relay/connection.ts';
import { getVendors } from './api.ts';
import type { ApiVendor } from './types.ts';

/** The vendor table shows 10 per page (spec §9). */
export const VENDORS_PAGE = { defaultSize: 10, max: 100 };

export const vendorQueries = {
  async vendors(_parent: unknown, args: { first?: number | null; after?: string | null; search?: string | null }, context: GatewayContext): Promise<Connection<ApiVendor>> {
    const vendors = await getVendors(context.api, args.search?.trim() || undefined);
    for (const vendor of vendors) context.loaders.vendorById.prime(vendor.vendorId, vendor);
    return connectionFromArray(vendors, args, VENDORS_PAGE);
  },

  vendorFormOptions: (_parent: unknown, _args: unknown, context: GatewayContext) => context.loaders.vendorFormOptions.load('all'),
};

import { vendorMutations } from './mutations.ts';
import { vendorQueries } from './queries.ts';
import { Vendor, VendorFormOptions, VendorTicket } from './Vendor.ts';

export const vendorResolvers = {
  Query: vendorQueries,
  Mutation: vendorMutations,
  Vendor,
  VendorTicket,
  VendorFormOptions,
};

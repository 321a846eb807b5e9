import type { Resolvers } from '../generated/resolvers.ts';
import { vendorMutations } from './mutations.ts';
import { vendorQueries } from './queries.ts';
import { Vendor } from './Vendor.ts';
import { VendorFormOptions } from './VendorFormOptions.ts';
import { VendorTicket } from './VendorTicket.ts';

export const vendorResolvers: Resolvers = {
  Query: vendorQueries,
  Mutation: vendorMutations,
  Vendor,
  VendorTicket,
  VendorFormOptions,
};

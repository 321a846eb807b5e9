import { upperCase } from '../platform/graphql/enumCase.ts';
import type { VendorFormOptionsResolvers } from '../generated/resolvers.ts';

export const VendorFormOptions: VendorFormOptionsResolvers = {
  ticketPriorities: (options) => options.ticketPriorities.map(upperCase),
};

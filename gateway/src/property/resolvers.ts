import type { GatewayContext } from '../context.ts';
import { parseAddress } from './address.ts';
import { toPropertyResult, type PropertyResult } from './result.ts';

/** `propertyLookup`: the Property Insight Tool. A service failure leaves only this field null (PROPERTY_* error). */
export const propertyResolvers = {
  Query: {
    async propertyLookup(_parent: unknown, args: { address: string }, context: GatewayContext): Promise<PropertyResult> {
      const address = parseAddress(args.address);
      return toPropertyResult(await context.thirdParty.property.lookup(address));
    },
  },
};

import type { GatewayContext } from '../context.ts';
import type { PropertyAddress } from '../datasources/property.ts';
import { parseAddress } from './address.ts';
import { normaliseAddress } from './identity.ts';
import type { PropertyParent } from './Property.ts';
import { propertyFromRecord } from './record.ts';

/** One lookup (a billed call), as the schema's `Property`. */
export async function lookUpProperty(address: PropertyAddress, context: GatewayContext): Promise<PropertyParent> {
  const record = await context.thirdParty.property.lookup(address);
  return { ...propertyFromRecord(record), lookupAddress: normaliseAddress(address) };
}

/** A service failure leaves only this field null (PROPERTY_* error). */
export const propertyQueries = {
  /** The Property Insight Tool. */
  propertyLookup: (_parent: unknown, args: { address: string }, context: GatewayContext) =>
    lookUpProperty(parseAddress(args.address), context),
};

import type { PropertyAddress } from '../datasources/property.ts';
import { globalIdField } from '../platform/relay/globalId.ts';
import { propertyKey } from './identity.ts';
import type { PropertyData } from './record.ts';
import { formatAddress } from './record.ts';

/** Parent: the record's fields and the normalised address it was looked up by (its identity). */
export type PropertyParent = PropertyData & { lookupAddress: PropertyAddress };

export const Property = {
  id: globalIdField<PropertyParent>('Property', (property) => propertyKey(property.lookupAddress)),
  lookupAddress: ({ lookupAddress: { street, city, state, zipcode } }: PropertyParent) => ({
    street,
    city: city || null,
    state: state || null,
    zip: zipcode || null,
    formatted: formatAddress({ street, city, state, zip: zipcode }),
  }),
};

import type { PropertyAddress } from '../datasources/property.ts';

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * A property's identity is the address it was looked up by, normalised so that the same address typed
 * twice is the same property: single spaces, street and city in lower case, state in upper case.
 */
export function normaliseAddress(address: PropertyAddress): PropertyAddress {
  return {
    street: tidy(address.street).toLowerCase(),
    city: tidy(address.city).toLowerCase(),
    state: tidy(address.state).toUpperCase(),
    zipcode: tidy(address.zipcode),
  };
}

// Newlines cannot survive normalisation, so they separate the parts unambiguously.
const SEPARATOR = '\n';

/** The upstream id inside `Property`'s global ID: the normalised address, base64url (global IDs allow only [A-Za-z0-9_-]). */
export function propertyKey(address: PropertyAddress): string {
  const { street, city, state, zipcode } = normaliseAddress(address);
  return Buffer.from([street, city, state, zipcode].join(SEPARATOR), 'utf8').toString('base64url');
}

/** The address inside a key from `propertyKey`; null for anything else. */
export function addressFromKey(key: string): PropertyAddress | null {
  const parts = Buffer.from(key, 'base64url').toString('utf8').split(SEPARATOR);
  if (parts.length !== 4) return null;
  const [street, city, state, zipcode] = parts as [string, string, string, string];
  if (!street) return null;
  const address = { street, city, state, zipcode };
  // Only a key this gateway made decodes to an address that is already normal.
  return propertyKey(address) === key ? address : null;
}

import type { PropertyLookupRequest, WireAddress } from './wire.ts';

/** Spelled-out street words and their postal abbreviations (USPS Publication 28). */
const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  drive: 'dr',
  road: 'rd',
  lane: 'ln',
  court: 'ct',
  boulevard: 'blvd',
  terrace: 'ter',
  place: 'pl',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  apartment: 'apt',
  suite: 'ste',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

/** Lower case, no punctuation, single spaces, postal abbreviations: "1200 Ocean View Drive." → "1200 ocean view dr". */
export function normalizeStreet(street: string): string {
  return street
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

const normalizeCity = (city: string) =>
  city
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
const zip5 = (zip: string) => /^\s*(\d{5})/.exec(zip)?.[1] ?? '';

/**
 * Whether a lookup request names this address: the street must match, then the ZIP code when
 * the request has one, otherwise city and state.
 */
export function addressMatches(request: PropertyLookupRequest, address: WireAddress): boolean {
  if (normalizeStreet(request.street) !== normalizeStreet(address.street)) return false;
  const zip = zip5(request.zipcode);
  if (zip) return zip === address.zip;
  return normalizeCity(request.city) === normalizeCity(address.city) && request.state.trim().toUpperCase() === address.state;
}

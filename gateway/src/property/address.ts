import type { PropertyAddress } from '../datasources/property.ts';
import { badUserInput } from '../platform/errors/errors.ts';

const MAX_LENGTH = 300;

/**
 * Spec §5: the address is split on commas into street, city, state and zip. A third part written
 * 'CA 92109' (state and ZIP together, as people often type) is split too. Blank input is refused.
 */
export function parseAddress(input: string): PropertyAddress {
  const text = input.trim();
  const refuse = (message: string) => badUserInput(message, { address: message });
  if (!text) throw refuse('Please enter a property address');
  if (text.length > MAX_LENGTH) throw refuse(`The address must be at most ${MAX_LENGTH} characters`);

  const [street = '', city = '', stateOrBoth = '', zip = ''] = text.split(',').map((part) => part.trim());
  if (!street) throw refuse('Please enter the street address before the first comma');
  const both = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(stateOrBoth);
  const state = both && !zip ? both[1]! : stateOrBoth;
  return { street, city, state: state.toUpperCase(), zipcode: both && !zip ? both[2]! : zip };
}

import { describe, expect, it } from 'vitest';
import { propertyErrorMessage } from './propertyErrorMessage';

const withCode = (code: string) => [{ extensions: { code } }];

describe('propertyErrorMessage (spec §8)', () => {
  it.each([
    ['PROPERTY_NOT_FOUND', 'Property not found in BatchData database'],
    ['PROPERTY_NO_DATA', 'No property data found in BatchData API response'],
    ['PROPERTY_UNAUTHORIZED', 'Invalid API credentials'],
    ['PROPERTY_RATE_LIMITED', 'API rate limit exceeded. Please try again later.'],
    ['PROPERTY_UNAVAILABLE', 'Failed to fetch property data. Please try again.'],
  ])('shows %s as %j', (code, message) => {
    expect(propertyErrorMessage(withCode(code))).toBe(message);
  });

  it('falls back to the generic message for any other failure', () => {
    expect(propertyErrorMessage(withCode('INTERNAL_SERVER_ERROR'))).toBe('Failed to fetch property data. Please try again.');
    expect(propertyErrorMessage([{}])).toBe('Failed to fetch property data. Please try again.');
    expect(propertyErrorMessage([])).toBe('Failed to fetch property data. Please try again.');
  });
});

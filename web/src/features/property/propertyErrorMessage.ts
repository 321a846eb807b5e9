// Spec §8 "Property lookup": each failure of the property service as the red box words it. The
// gateway sends the service's code (docs/third-party.md); Relay hands components the code, not the text.

export const PROPERTY_FALLBACK_MESSAGE = 'Failed to fetch property data. Please try again.';

const MESSAGES: Record<string, string> = {
  PROPERTY_NO_DATA: 'No property data found in BatchData API response',
  PROPERTY_UNAUTHORIZED: 'Invalid API credentials',
  PROPERTY_NOT_FOUND: 'Property not found in BatchData database',
  PROPERTY_RATE_LIMITED: 'API rate limit exceeded. Please try again later.',
  PROPERTY_UNAVAILABLE: PROPERTY_FALLBACK_MESSAGE,
};

/** The message for a failed `propertyLookup`, from the first error's code. */
export function propertyErrorMessage(errors: readonly unknown[]): string {
  const code = (errors[0] as { extensions?: { code?: unknown } | null } | undefined)?.extensions?.code;
  return (typeof code === 'string' && MESSAGES[code]) || PROPERTY_FALLBACK_MESSAGE;
}

/** A lookup that answered without a property: the "no data" case. */
export const NO_PROPERTY_MESSAGE = MESSAGES.PROPERTY_NO_DATA!;

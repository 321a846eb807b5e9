import { describe, expect, it } from 'vitest';
import { PRICING_FALLBACK_MESSAGE, pricingErrorMessage } from './pricingErrorMessage';

describe('pricingErrorMessage', () => {
  it('gives the refused field’s message, else the fallback', () => {
    expect(pricingErrorMessage([{ extensions: { code: 'BAD_USER_INPUT', fields: { zipCode: 'ZIP code not found' } } }])).toBe(
      'ZIP code not found',
    );
    expect(pricingErrorMessage([{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }])).toBe(PRICING_FALLBACK_MESSAGE);
    expect(pricingErrorMessage([])).toBe(PRICING_FALLBACK_MESSAGE);
  });
});

import { describe, expect, it } from 'vitest';
import { dashboardErrorMessage } from './dashboardErrorMessage';

describe('dashboardErrorMessage', () => {
  it('shows the server’s message for a refused range', () => {
    const errors = [{ extensions: { code: 'BAD_USER_INPUT', fields: { end: 'The end date must not be before the start date' } } }];
    expect(dashboardErrorMessage(errors)).toBe('The end date must not be before the start date');
  });

  it('turns each CRM code into its readable message', () => {
    expect(dashboardErrorMessage([{ extensions: { code: 'CRM_RATE_LIMITED' } }])).toBe('CRM rate limit exceeded. Please try again later.');
    expect(dashboardErrorMessage([{ extensions: { code: 'CRM_NO_PIPELINE' } }])).toBe('No pipeline found in the CRM');
    expect(dashboardErrorMessage([{ extensions: { code: 'CRM_UNAUTHORIZED' } }])).toBe('Invalid CRM API credentials');
  });

  it('falls back to the generic message for anything else', () => {
    expect(dashboardErrorMessage([{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }])).toBe(
      'Failed to load pipeline data. Please try again.',
    );
    expect(dashboardErrorMessage([])).toBe('Failed to load pipeline data. Please try again.');
  });
});

import { describe, expect, it } from 'vitest';
import { NON_QM_DEFAULTS, nonQmPricerSchema, QM_DEFAULTS, qmPricerSchema } from './pricerFormSchema';
import { ficoOf, nonQmPricingInput, qmPricingInput } from './pricingInput';

describe('pricing input', () => {
  it('the QM form: a band prices at its lower bound, the refinance type becomes the purpose, units only for 2-4 units', () => {
    const qm = qmPricerSchema.parse({
      ...QM_DEFAULTS,
      loanPurpose: 'REFINANCE',
      refinanceType: 'CASHOUT',
      ficoScore: '700-719',
      units: '3',
    });
    expect(qmPricingInput(qm)).toMatchObject({
      purpose: 'CASHOUT',
      fico: 700,
      units: 1,
      loanAmount: 400_000,
      zipCode: '90012',
      lockDays: 30,
    });
    const multi = qmPricerSchema.parse({ ...QM_DEFAULTS, propertyType: 'TWO_TO_FOUR_UNITS', units: '3' });
    expect(qmPricingInput(multi).units).toBe(3);
  });

  it('the Non-QM form prices as NON_QM with its document type, reserves and interest only', () => {
    const input = nonQmPricingInput(
      nonQmPricerSchema.parse({ ...NON_QM_DEFAULTS, documentType: 'DSCR', interestOnly: 'YES', cashReserved: '12' }),
    );
    expect(input).toMatchObject({
      loanType: 'NON_QM',
      docType: 'DSCR',
      interestOnly: true,
      reservesMonths: 12,
      fico: 700,
      zipCode: '90012',
    });
    expect(ficoOf('760-779')).toBe(760);
  });
});

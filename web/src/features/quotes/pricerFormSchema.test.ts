import { describe, expect, it } from 'vitest';
import {
  needsPrimaryResidenceHint,
  NON_QM_DEFAULTS,
  nonQmPricerSchema,
  PRICER_MESSAGES,
  QM_DEFAULTS,
  qmPricerSchema,
} from './pricerFormSchema';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('QM pricer form', () => {
  it('accepts the sample scenario and reads its amounts', () => {
    const result = qmPricerSchema.safeParse(QM_DEFAULTS);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ loanAmount: 400_000, ltv: 80, propertyValue: 500_000, lockPeriod: 30, financedProperties: 1 });
  });

  it('asks for RATE/TERM or CASHOUT only on a refinance', () => {
    expect(errorsOf(qmPricerSchema.safeParse({ ...QM_DEFAULTS, loanPurpose: 'REFINANCE' }))).toEqual({
      refinanceType: PRICER_MESSAGES.refinanceType,
    });
    expect(qmPricerSchema.safeParse({ ...QM_DEFAULTS, loanPurpose: 'REFINANCE', refinanceType: 'CASHOUT' }).success).toBe(true);
  });

  it('keeps LTV within 1-100 and asks for amounts', () => {
    expect(errorsOf(qmPricerSchema.safeParse({ ...QM_DEFAULTS, ltv: '101%', loanAmount: '', zipCode: '9001' }))).toEqual({
      ltv: PRICER_MESSAGES.ltvRange,
      loanAmount: PRICER_MESSAGES.loanAmount,
      zipCode: PRICER_MESSAGES.zipCode,
    });
  });

  it('refuses a loan larger than the property value', () => {
    expect(errorsOf(qmPricerSchema.safeParse({ ...QM_DEFAULTS, loanAmount: '600,000' }))).toEqual({
      loanAmount: PRICER_MESSAGES.loanAboveValue,
    });
  });

  it('hints that FHA/VA/USDA need a primary residence', () => {
    expect(needsPrimaryResidenceHint('FHA', 'INVESTMENT')).toBe(true);
    expect(needsPrimaryResidenceHint('USDA', 'SECOND_HOME')).toBe(true);
    expect(needsPrimaryResidenceHint('FHA', 'OWNER_OCCUPIED')).toBe(false);
    expect(needsPrimaryResidenceHint('CONVENTIONAL', 'INVESTMENT')).toBe(false);
  });
});

describe('Non-QM pricer form', () => {
  it('accepts the sample scenario and turns yes/no into booleans', () => {
    const result = nonQmPricerSchema.safeParse({ ...NON_QM_DEFAULTS, interestOnly: 'YES' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      nonQMLoanAmount: 600_000,
      loanToValue: 80,
      dti: 38,
      cashReserved: 6,
      interestOnly: true,
      escrowImpound: true,
    });
  });

  it('keeps DTI within 0-100', () => {
    expect(errorsOf(nonQmPricerSchema.safeParse({ ...NON_QM_DEFAULTS, dti: '120' }))).toEqual({ dti: PRICER_MESSAGES.dti });
  });
});

// The Payment column: principal and interest (or interest only) and, each labelled as an estimate,
// taxes, homeowner's insurance and mortgage insurance above 80% LTV. The estimate rates are ours
// (docs/product.md "Pricing"): national averages, not the property's.
import type { LoanType, PaymentEstimate } from './types.ts';

/** Property tax a year, as a share of the property value (US median effective rate ≈ 1.1%). */
export const TAX_RATE = 0.011;
/** Homeowner's insurance a year, as a share of the property value. */
export const INSURANCE_RATE = 0.0035;
/** Annual mortgage insurance as a share of the loan, by loan type, when LTV is above 80%. */
export const MORTGAGE_INSURANCE_RATES: Record<LoanType, number> = {
  CONVENTIONAL: 0.005,
  FHA: 0.0055,
  VA: 0,
  USDA: 0.0035,
  NON_QM: 0,
};

const cents = (value: number) => Math.round(value * 100) / 100;

/** M = P·r / (1 − (1 + r)^−n): r the monthly rate, n the number of payments. */
export function monthlyPrincipalAndInterest(principal: number, annualRatePercent: number, years: number): number {
  const payments = years * 12;
  if (principal <= 0 || payments <= 0) return 0;
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return principal / payments;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -payments);
}

export interface PaymentInput {
  loanAmount: number;
  propertyValue: number;
  rate: number;
  termYears: number;
  interestOnly: boolean;
  loanType: LoanType;
  ltv: number;
}

export function estimatePayment(input: PaymentInput): PaymentEstimate {
  const principalAndInterest = cents(
    input.interestOnly
      ? (input.loanAmount * input.rate) / 100 / 12
      : monthlyPrincipalAndInterest(input.loanAmount, input.rate, input.termYears),
  );
  const taxes = cents((input.propertyValue * TAX_RATE) / 12);
  const insurance = cents((input.propertyValue * INSURANCE_RATE) / 12);
  // FHA's annual premium applies at any LTV; the others only above 80%.
  const needsMi = input.loanType === 'FHA' || input.ltv > 80;
  const mortgageInsurance = needsMi ? cents((input.loanAmount * MORTGAGE_INSURANCE_RATES[input.loanType]) / 12) : 0;
  return {
    principalAndInterest,
    interestOnly: input.interestOnly,
    taxes,
    insurance,
    mortgageInsurance,
    total: cents(principalAndInterest + taxes + insurance + mortgageInsurance),
  };
}

// Monthly principal and interest of a fixed-rate loan (the Payment column of the pricer).

/**
 * The standard amortization formula M = P·r / (1 − (1 + r)^−n), with r the monthly rate and n the
 * number of monthly payments. A 0% rate repays the principal in equal parts.
 */
export function monthlyPrincipalAndInterest(principal: number, annualRatePercent: number, years: number): number {
  const payments = years * 12;
  if (principal <= 0 || payments <= 0) return 0;
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return principal / payments;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -payments);
}

/** Interest-only payment (Non-QM 'Interest only: Yes'): the month's interest, no principal. */
export function monthlyInterestOnly(principal: number, annualRatePercent: number): number {
  if (principal <= 0) return 0;
  return (principal * annualRatePercent) / 100 / 12;
}

import type { LoanClass, LoanLimits } from './types.ts';

/**
 * FHFA's classes: at or under the national baseline a loan is conforming; above it up to the
 * county's limit (higher only in high-cost counties) high-balance; above the county's limit jumbo.
 */
export function classifyLoan(loanAmount: number, limits: LoanLimits): LoanClass {
  if (loanAmount <= limits.conforming) return 'CONFORMING';
  if (loanAmount <= limits.county) return 'HIGH_BALANCE';
  return 'JUMBO';
}

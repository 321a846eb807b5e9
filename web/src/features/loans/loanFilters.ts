import type { LoanStatus } from './loanOptions';
import type { Loan } from './sampleLoans';

export interface LoanFilters {
  search: string;
  /** '' = all statuses. */
  status: LoanStatus | '';
}

/** Loans whose borrower, id, lender, type or address contains the search, with the chosen status. */
export function filterLoans(loans: readonly Loan[], { search, status }: LoanFilters): Loan[] {
  const text = search.trim().toLowerCase();
  return loans.filter((loan) => {
    if (status && loan.status !== status) return false;
    if (!text) return true;
    return [loan.borrowerName, String(loan.id), loan.lender, loan.loanType, loan.propertyAddress].some((field) => field.toLowerCase().includes(text));
  });
}

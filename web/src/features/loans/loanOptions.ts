// Option lists of the sample loans (spec §4 "Loan sample statuses … stages", §5 "Add Loan form").
import { LENDER_KEY_OPTIONS } from '../lenders/lenderFilters';

export const LOAN_TYPES = ['Conventional', 'FHA', 'VA', 'USDA', 'Jumbo', 'Non-QM'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export const LOAN_STATUSES = ['Pending', 'In Process', 'Submitted', 'Approved'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** In order: the stepper on the loan page walks through them. */
export const LOAN_STAGES = ['Initial Review', 'Processing', 'Underwriting', 'Closing'] as const;
export type LoanStage = (typeof LOAN_STAGES)[number];

/** The directory's sample lenders (the same ones the Lenders list selects). */
export const LOAN_LENDERS: readonly string[] = LENDER_KEY_OPTIONS.map((option) => option.label);

/** Chakra colour palette of each status tag. */
export const STATUS_PALETTE: Record<LoanStatus, string> = {
  Pending: 'gray',
  'In Process': 'orange',
  Submitted: 'blue',
  Approved: 'green',
};

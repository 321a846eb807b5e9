/**
 * The loan pipeline's rules (spec §3 Loan, §4 statuses and stages, §5 "Add Loan form", §9 points for
 * closings), shared by the API (which enforces them), the gateway and the web (which offer them).
 */

/** Spec §5 "Add Loan form": the six loan types. */
export const LOAN_TYPES = ['Conventional', 'FHA', 'VA', 'USDA', 'Jumbo', 'Non-QM'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

/** The spec's four statuses, then Funded (the amount counts as production) and Withdrawn. */
export const LOAN_STATUSES = ['Pending', 'In Process', 'Submitted', 'Approved', 'Funded', 'Withdrawn'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** In order: the stepper on the loan page walks through them. */
export const LOAN_STAGES = ['Initial Review', 'Processing', 'Underwriting', 'Closing'] as const;
export type LoanStage = (typeof LOAN_STAGES)[number];

/**
 * The status moves a loan may make (docs/product.md "Loan pipeline"). Staying on the same status is always
 * allowed (editing other fields). Nothing leaves Withdrawn; only Approved becomes Funded; a Funded
 * loan may go back to Approved (un-funding: its closing points are reversed).
 */
export const LOAN_STATUS_MOVES: Readonly<Record<LoanStatus, readonly LoanStatus[]>> = {
  Pending: ['In Process', 'Submitted', 'Withdrawn'],
  'In Process': ['Pending', 'Submitted', 'Withdrawn'],
  Submitted: ['In Process', 'Approved', 'Withdrawn'],
  Approved: ['Submitted', 'Funded', 'Withdrawn'],
  Funded: ['Approved'],
  Withdrawn: [],
};

/** Statuses a new loan may start in: Funded and Withdrawn are reached by moving a loan there. */
export const LOAN_START_STATUSES: readonly LoanStatus[] = ['Pending', 'In Process', 'Submitted', 'Approved'];

/** Statuses an account executive sees at their lender: submitted to it, or further on. */
export const LOAN_STATUSES_AT_LENDER: readonly LoanStatus[] = ['Submitted', 'Approved', 'Funded'];

/** Statuses still being worked (the dashboard's "in process" volume and loans due). */
export const LOAN_OPEN_STATUSES: readonly LoanStatus[] = ['Pending', 'In Process', 'Submitted', 'Approved'];

export function canMoveLoan(from: LoanStatus, to: LoanStatus): boolean {
  return from === to || LOAN_STATUS_MOVES[from].includes(to);
}

export const LOAN_MESSAGES = {
  borrowerName: 'Please enter borrower name',
  loanType: 'Please select loan type',
  loanAmount: 'Please enter loan amount',
  lender: 'Please select lender',
  status: 'Please select status',
  stage: 'Please select stage',
  dueDate: 'Please select due date',
  propertyAddress: 'Please enter property address',
  /** Ours: the spec gives no message for these. */
  loanAmountInvalid: 'Please enter a valid loan amount',
  loanAmountTooLarge: 'Loan amount must be at most $100,000,000',
  lenderUnknown: 'The selected lender is not in the directory',
  startStatus: 'A new loan starts as Pending, In Process, Submitted or Approved',
  move: (from: LoanStatus, to: LoanStatus) =>
    from === 'Withdrawn' ? 'A withdrawn loan cannot change status' : `A loan cannot move from ${from} to ${to}`,
  fundedStage: 'A loan must be at the Closing stage to be funded',
  fundedDate: 'Please select funded date',
  fundedDateFuture: 'Funded date cannot be in the future',
  fundedDelete: 'A funded loan cannot be deleted; move it back to Approved first',
  notFound: 'Loan not found',
  added: 'Loan added successfully',
  updated: 'Loan updated successfully',
  deleted: 'Loan deleted successfully',
} as const;

/** Largest loan amount accepted, in whole dollars. */
export const MAX_LOAN_AMOUNT = 100_000_000;

/** Spec §9: 3 closings in a month give 1,000 points, each additional closing +1,000. */
export const CLOSING_POINTS = 1000;
export const CLOSINGS_BEFORE_POINTS = 3;

/** The points a loan earns as the `nth` funded loan of its officer's calendar month (1-based). */
export function closingPointsFor(nth: number): number {
  return nth >= CLOSINGS_BEFORE_POINTS ? CLOSING_POINTS : 0;
}

/** The ledger reasons of a closing award and of its reversal, naming the loan. */
export function closingAwardReason(loan: { id: number; borrowerName: string }, nth: number): string {
  return `Closing #${nth} this month: loan #${loan.id} (${loan.borrowerName}) funded`;
}

export function closingReversalReason(loan: { id: number; borrowerName: string }): string {
  return `Reversed: loan #${loan.id} (${loan.borrowerName}) is no longer funded`;
}

/** A new officer's compensation when an Admin has set none: 100 basis points (1%) of funded volume. */
export const DEFAULT_COMPENSATION_BPS = 100;
export const MAX_COMPENSATION_BPS = 1000;

/** Spec §9: the LH100 badge at $1.5M or more funded this month. */
export const LH100_VOLUME = 1_500_000;
export const LH100_TOOLTIP = 'Member of the LH100 - $1.5M+ this month';

/** Pay earned on a funded volume at a compensation in basis points, in whole dollars. */
export function earningsOf(volume: number, bps: number): number {
  return Math.round((volume * bps) / 10_000);
}

/** The GraphQL enum value of a status, stage or type label: 'In Process' → IN_PROCESS, 'Non-QM' → NON_QM. */
export function loanEnumValue(label: string): string {
  return label.toUpperCase().replace(/[\s-]+/g, '_');
}

/** The label of an enum value among `labels` (undefined when none matches). */
export function loanLabelOf<T extends string>(labels: readonly T[], value: string): T | undefined {
  return labels.find((label) => loanEnumValue(label) === value);
}

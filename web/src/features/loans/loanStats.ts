// The dashboard's stat cards and gauges, computed from the pipeline so they follow every change.
import { LOAN_STAGES } from './loanOptions';
import type { Loan } from './sampleLoans';

export interface LoanStats {
  totalLoans: number;
  totalVolume: number;
  approved: number;
  /** Pending, In Process or Submitted. */
  inProgress: number;
  /** Approved as a share of all loans, 0-100. */
  approvalRate: number;
  /** Average progress through the stages, 0-100 (Initial Review 25 … Closing 100). */
  averageProgress: number;
  /** Loans in Closing as a share of all, 0-100. */
  closingShare: number;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export function stageProgress(stage: Loan['stage']): number {
  return ((LOAN_STAGES.indexOf(stage) + 1) / LOAN_STAGES.length) * 100;
}

export function loanStats(loans: readonly Loan[]): LoanStats {
  const approved = loans.filter((loan) => loan.status === 'Approved').length;
  const closing = loans.filter((loan) => loan.stage === 'Closing').length;
  const progress = loans.reduce((sum, loan) => sum + stageProgress(loan.stage), 0);
  return {
    totalLoans: loans.length,
    totalVolume: loans.reduce((sum, loan) => sum + loan.loanAmount, 0),
    approved,
    inProgress: loans.length - approved,
    approvalRate: percent(approved, loans.length),
    averageProgress: loans.length === 0 ? 0 : Math.round(progress / loans.length),
    closingShare: percent(closing, loans.length),
  };
}

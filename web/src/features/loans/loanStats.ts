// The dashboard's gauges from the server's counts (LoanStats): shares of the viewer's loans.

export interface StatusCount {
  readonly status: string;
  readonly count: number;
}

export interface StageCount {
  readonly stage: string;
  readonly count: number;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
const countOf = <T extends { count: number }>(rows: readonly T[], match: (row: T) => boolean) =>
  rows.filter(match).reduce((sum, row) => sum + row.count, 0);

export interface LoanGaugeValues {
  /** Approved or Funded among the loans that reached a decision or are still open (Withdrawn left out of neither). */
  approvalRate: number;
  /** Average progress through the four stages, 0-100 (Initial Review 25 … Closing 100). */
  averageProgress: number;
  /** Funded as a share of all loans. */
  fundedShare: number;
}

export function loanGauges(
  byStatus: readonly StatusCount[],
  byStage: readonly StageCount[],
  stageOrder: readonly string[],
): LoanGaugeValues {
  const total = countOf(byStatus, () => true);
  const progress = byStage.reduce((sum, row) => sum + row.count * ((stageOrder.indexOf(row.stage) + 1) / stageOrder.length) * 100, 0);
  return {
    approvalRate: percent(
      countOf(byStatus, (row) => row.status === 'APPROVED' || row.status === 'FUNDED'),
      total,
    ),
    averageProgress: total === 0 ? 0 : Math.round(progress / total),
    fundedShare: percent(
      countOf(byStatus, (row) => row.status === 'FUNDED'),
      total,
    ),
  };
}

/** Count of one status. */
export function countWith(byStatus: readonly StatusCount[], status: string): number {
  return countOf(byStatus, (row) => row.status === status);
}

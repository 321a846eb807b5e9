// The pricer's rate sheet: a static sample list (spec §2 "Results: static placeholder list"), priced
// for a 30-day lock. Lenders are the directory's sample lenders.

export type TermYears = 30 | 20 | 15;

export interface RateOffer {
  id: string;
  termYears: TermYears;
  /** Annual interest rate in percent. */
  rate: number;
  lender: string;
  /** The lender's credit toward closing costs, in percent of the loan amount (negative: the borrower pays points). */
  creditPercent: number;
}

export const QM_RATE_SHEET: readonly RateOffer[] = [
  { id: 'qm-30-1', termYears: 30, rate: 6.125, lender: 'Rocket Pro', creditPercent: -0.375 },
  { id: 'qm-30-2', termYears: 30, rate: 6.25, lender: 'Provident Funding', creditPercent: 0.125 },
  { id: 'qm-30-3', termYears: 30, rate: 6.375, lender: 'Mega Capital Funding', creditPercent: 0.5 },
  { id: 'qm-30-4', termYears: 30, rate: 6.5, lender: 'REMN Wholesale', creditPercent: 0.875 },
  { id: 'qm-20-1', termYears: 20, rate: 5.99, lender: 'Provident Funding', creditPercent: -0.25 },
  { id: 'qm-20-2', termYears: 20, rate: 6.125, lender: 'Change Wholesale', creditPercent: 0.25 },
  { id: 'qm-20-3', termYears: 20, rate: 6.25, lender: 'Rocket Pro', creditPercent: 0.625 },
  { id: 'qm-15-1', termYears: 15, rate: 5.5, lender: 'Mega Capital Funding', creditPercent: -0.25 },
  { id: 'qm-15-2', termYears: 15, rate: 5.625, lender: 'Rocket Pro', creditPercent: 0.125 },
  { id: 'qm-15-3', termYears: 15, rate: 5.75, lender: 'Provident Funding', creditPercent: 0.5 },
];

export const NON_QM_RATE_SHEET: readonly RateOffer[] = [
  { id: 'nqm-30-1', termYears: 30, rate: 7.25, lender: 'Change Wholesale', creditPercent: -0.5 },
  { id: 'nqm-30-2', termYears: 30, rate: 7.5, lender: 'REMN Wholesale', creditPercent: 0 },
  { id: 'nqm-30-3', termYears: 30, rate: 7.75, lender: 'Mega Capital Funding', creditPercent: 0.5 },
  { id: 'nqm-20-1', termYears: 20, rate: 7.125, lender: 'Change Wholesale', creditPercent: -0.25 },
  { id: 'nqm-20-2', termYears: 20, rate: 7.375, lender: 'REMN Wholesale', creditPercent: 0.25 },
  { id: 'nqm-15-1', termYears: 15, rate: 6.875, lender: 'Mega Capital Funding', creditPercent: -0.25 },
  { id: 'nqm-15-2', termYears: 15, rate: 7.125, lender: 'Change Wholesale', creditPercent: 0.375 },
];

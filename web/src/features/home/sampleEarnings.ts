// Sample figures of the pay statement and the Production Summary (spec §2 "Home dashboard": mostly
// sample data).

export interface MonthlyPay {
  month: string;
  /** Dollars paid that month. */
  pay: number;
}

export const PAY_STATEMENT: { months: readonly MonthlyPay[]; annualGoal: number } = {
  months: [
    { month: 'Jan', pay: 9_850 },
    { month: 'Feb', pay: 11_200 },
    { month: 'Mar', pay: 14_600 },
    { month: 'Apr', pay: 12_900 },
    { month: 'May', pay: 17_300 },
    { month: 'Jun', pay: 18_400 },
  ],
  annualGoal: 150_000,
};

export interface MonthlyVolume {
  month: string;
  /** Funded loan volume in millions of dollars. */
  volume: number;
}

export const MONTHLY_VOLUME: readonly MonthlyVolume[] = [
  { month: 'Jan', volume: 1.2 },
  { month: 'Feb', volume: 1.6 },
  { month: 'Mar', volume: 2.1 },
  { month: 'Apr', volume: 1.8 },
  { month: 'May', volume: 2.6 },
  { month: 'Jun', volume: 2.9 },
  { month: 'Jul', volume: 2.4 },
  { month: 'Aug', volume: 2.2 },
  { month: 'Sep', volume: 1.9 },
  { month: 'Oct', volume: 2.3 },
  { month: 'Nov', volume: 1.7 },
  { month: 'Dec', volume: 1.5 },
];

export interface LoanTypeProduction {
  loanType: string;
  funded: number;
  /** Millions of dollars. */
  volume: number;
}

export const PRODUCTION_BY_LOAN_TYPE: readonly LoanTypeProduction[] = [
  { loanType: 'Conventional', funded: 24, volume: 9.6 },
  { loanType: 'FHA', funded: 11, volume: 3.1 },
  { loanType: 'VA', funded: 6, volume: 2.4 },
  { loanType: 'Jumbo', funded: 3, volume: 3.9 },
  { loanType: 'Non-QM', funded: 4, volume: 5.2 },
];

/** Year-to-date pay and its share of the annual goal (0-100, whole percent). */
export function payToDate(months: readonly MonthlyPay[], annualGoal: number): { total: number; percentOfGoal: number } {
  const total = months.reduce((sum, month) => sum + month.pay, 0);
  return { total, percentOfGoal: annualGoal > 0 ? Math.min(100, Math.round((total / annualGoal) * 100)) : 0 };
}

/** Loans funded and volume over every loan type. */
export function productionTotals(rows: readonly LoanTypeProduction[]): { funded: number; volume: number } {
  return rows.reduce((sum, row) => ({ funded: sum.funded + row.funded, volume: Math.round((sum.volume + row.volume) * 10) / 10 }), { funded: 0, volume: 0 });
}

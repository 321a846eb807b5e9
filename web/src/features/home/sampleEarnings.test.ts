import { describe, expect, it } from 'vitest';
import { PAY_STATEMENT, payToDate, PRODUCTION_BY_LOAN_TYPE, productionTotals } from './sampleEarnings';

describe('pay statement and production figures', () => {
  it('sums the year to date and its share of the goal', () => {
    expect(payToDate(PAY_STATEMENT.months, PAY_STATEMENT.annualGoal)).toEqual({ total: 84_250, percentOfGoal: 56 });
    expect(payToDate([{ month: 'Jan', pay: 200 }], 100).percentOfGoal).toBe(100);
    expect(payToDate([], 0)).toEqual({ total: 0, percentOfGoal: 0 });
  });

  it('totals loans funded and volume over the loan types', () => {
    expect(productionTotals(PRODUCTION_BY_LOAN_TYPE)).toEqual({ funded: 48, volume: 24.2 });
  });
});

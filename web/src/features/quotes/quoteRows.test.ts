import { describe, expect, it } from 'vitest';
import { quoteRows } from './quoteRows';
import type { RateOffer } from './sampleRates';

const SHEET: RateOffer[] = [
  { id: 'a', termYears: 30, rate: 6.5, lender: 'A', creditPercent: 0.5 },
  { id: 'b', termYears: 30, rate: 6.25, lender: 'B', creditPercent: -0.25 },
  { id: 'c', termYears: 15, rate: 5.5, lender: 'C', creditPercent: 0 },
];

describe('quote rows', () => {
  it('lists a term by rate, with the payment for the loan amount', () => {
    const rows = quoteRows(SHEET, { loanAmount: 400_000 }, '30');
    expect(rows.map((r) => r.id)).toEqual(['b', 'a']);
    expect(rows[1]!.payment).toBeCloseTo(2528.27, 2);
  });

  it('features the lowest rate without points of each term', () => {
    expect(quoteRows(SHEET, { loanAmount: 400_000 }, 'featured').map((r) => r.id)).toEqual(['a', 'c']);
    const allPoints = SHEET.filter((offer) => offer.id === 'b');
    expect(quoteRows(allPoints, { loanAmount: 400_000 }, 'featured').map((r) => r.id)).toEqual(['b']);
  });

  it('changes with the loan amount: payment and lender credit', () => {
    const small = quoteRows(SHEET, { loanAmount: 200_000 }, '30')[1]!;
    const large = quoteRows(SHEET, { loanAmount: 400_000 }, '30')[1]!;
    expect(large.payment).toBeCloseTo(small.payment * 2, 6);
    expect(small.lenderCredit).toBe(1000);
    expect(quoteRows(SHEET, { loanAmount: 200_000 }, '30')[0]!.lenderCredit).toBe(-500);
  });

  it('charges interest only when asked', () => {
    expect(quoteRows(SHEET, { loanAmount: 400_000, interestOnly: true }, '30')[1]!.payment).toBeCloseTo(2166.67, 2);
  });

  it('has no rows for a term the sheet lacks', () => {
    expect(quoteRows(SHEET, { loanAmount: 400_000 }, '20')).toEqual([]);
  });
});

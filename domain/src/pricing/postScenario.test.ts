// Lenders that fit a Lender Finder post's scenario, on the sample sheets (base 100 + (rate − par) × 3.2).
import { describe, expect, it } from 'vitest';
import { LA_2026, SAMPLE_POST_SCENARIO, sampleActiveSheet } from '../testing/pricing.ts';
import { lendersThatFit, postScenarioSchema, type PostScenario } from './postScenario.ts';

const SHEETS = [sampleActiveSheet(1, 'Mega Capital Funding'), sampleActiveSheet(2, 'Provident Funding', true)];
const purchase: PostScenario = SAMPLE_POST_SCENARIO;

describe('lendersThatFit', () => {
  it('a conforming purchase fits both lenders, each with its lowest rate at par or better', () => {
    const fits = lendersThatFit(SHEETS, purchase, LA_2026);
    expect(fits.map((fit) => fit.lenderName)).toEqual(['Mega Capital Funding', 'Provident Funding']);
    // 30-year: 740 × 80% purchase −0.875, first rate at par 6.625 (101.250 − 0.875 = 100.375). The 15-year takes
    // no credit score × LTV LLPA (the matrix's purchase grid is for terms above 15 years): par 5.500 prices 100.000.
    for (const fit of fits) {
      expect(fit.lenderCredit).toBeGreaterThanOrEqual(0);
      expect(fit.rate).toBe(5.5);
      expect(fit.termYears).toBe(15);
    }
  });

  it('a jumbo ($1,500,000 over the county limit) leaves out the conforming-only lender', () => {
    const fits = lendersThatFit(SHEETS, { ...purchase, loanAmount: 1_500_000, ltv: 75 }, LA_2026);
    expect(fits.map((fit) => fit.lenderName)).not.toContain('Provident Funding');
  });

  it('a value or an LTV is required, and the value covers the loan', () => {
    const { ltv: _ltv, ...withoutLtv } = purchase;
    expect(postScenarioSchema.safeParse(withoutLtv).error?.issues[0]?.message).toBe('Give the property value or the LTV');
    expect(postScenarioSchema.safeParse({ ...withoutLtv, propertyValue: 300_000 }).error?.issues[0]?.message).toBe(
      'Property value must be at least the loan amount',
    );
    expect(postScenarioSchema.safeParse(purchase).success).toBe(true);
  });
});

// Worked examples of the engine on the sample sheets. Every total is added up by hand in the
// comment above its assertion; base prices are samplePrices(par, 0): 100 + (rate − par) × 3.2,
// rounded to the nearest eighth of a point.
import { describe, expect, it } from 'vitest';
import { LA_2025, LA_2026, SAMPLE_LOAN, sampleActiveSheet } from '../testing/pricing.ts';
import { featuredOffers, priceScenario } from './engine.ts';
import type { PricedOffer, PricingScenario } from './types.ts';

const FULL = sampleActiveSheet(1, 'Mega Capital Funding');
const CONFORMING_ONLY = sampleActiveSheet(2, 'Provident Funding', true);

/** The sample loan in California: one unit, no second lien, escrowed, the borrower's only financed property. */
const base: PricingScenario = {
  ...SAMPLE_LOAN,
  units: 1,
  state: 'CA',
  hasSecondLien: false,
  interestOnly: false,
  impoundEscrow: true,
  financedProperties: 1,
};

/** The first worked example: a $360,000 condo purchase at 90% LTV, 700 FICO, with a second lien. */
const CONDO_WITH_SECOND_LIEN: PricingScenario = {
  ...base,
  loanAmount: 360_000,
  propertyValue: 400_000,
  fico: 700,
  propertyType: 'CONDO',
  hasSecondLien: true,
};

function offer(offers: readonly PricedOffer[], code: string, rate: number): PricedOffer {
  const found = offers.find((entry) => entry.productCode === code && entry.rate === rate);
  if (!found) throw new Error(`no ${code} offer at ${rate}`);
  return found;
}
const labels = (found: PricedOffer) => found.lines.map((line) => `${line.label}: ${line.points}`);

describe('priceScenario, worked examples', () => {
  it('a conforming purchase with three LLPAs (credit score × LTV, condo, subordinate financing)', () => {
    const result = priceScenario([FULL], CONDO_WITH_SECOND_LIEN, LA_2026);
    expect(result.loanClass).toBe('CONFORMING');
    expect(result.ltv).toBe(90);
    const found = offer(result.offers, 'CONV30', 6.75);
    // Base 100 + (6.750 − 6.250) × 3.2 = 101.600 → 101.625 (nearest eighth)
    // Credit score 700–719 × LTV 85.01–90% (purchase)   −1.250
    // Condo × LTV 85.01–90%                              −0.750
    // Subordinate financing × LTV 85.01–90%              −1.125
    // Total 101.625 − 1.250 − 0.750 − 1.125 = 98.500 → a cost of 1.5% × $360,000 = $5,400
    expect(labels(found)).toEqual([
      'Base price (30-day lock): 101.625',
      'Credit score 700–719 × LTV 85.01–90% (purchase): -1.25',
      'Condo × LTV 85.01–90%: -0.75',
      'Subordinate financing × LTV 85.01–90%: -1.125',
    ]);
    expect(found.price).toBe(98.5);
    expect(found.lenderCredit).toBe(-5_400);
  });

  it('a high-balance purchase in a high-cost county (Los Angeles, 2025)', () => {
    const scenario: PricingScenario = { ...base, loanAmount: 1_000_000, propertyValue: 1_250_000, fico: 760 };
    const result = priceScenario([FULL], scenario, LA_2025);
    // $1,000,000 is above the $806,500 baseline and within Los Angeles County's $1,209,750.
    expect(result.loanClass).toBe('HIGH_BALANCE');
    const found = offer(result.offers, 'CONV30', 6.5);
    // Base 100 + 0.25 × 3.2 = 100.800 → 100.750
    // Credit score 760–779 × LTV 75.01–80% (purchase)  −0.625
    // High-balance × LTV 75.01–80%                      −1.000
    // Total 100.750 − 0.625 − 1.000 = 99.125 → cost 0.875% × $1,000,000 = $8,750
    expect(found.price).toBe(99.125);
    expect(found.lenderCredit).toBe(-8_750);
    expect(labels(found)).toContain('High-balance × LTV 75.01–80%: -1');
  });

  it('the same loan amount is conforming in Los Angeles in 2026 when it is under the new baseline', () => {
    const scenario: PricingScenario = { ...base, loanAmount: 820_000, propertyValue: 1_025_000 };
    expect(priceScenario([FULL], scenario, LA_2025).loanClass).toBe('HIGH_BALANCE'); // above $806,500
    expect(priceScenario([FULL], scenario, LA_2026).loanClass).toBe('CONFORMING'); // under $832,750
  });

  it('a jumbo loan is refused by a conforming-only lender and priced by the jumbo product of another', () => {
    const scenario: PricingScenario = { ...base, loanAmount: 1_500_000, propertyValue: 2_000_000, fico: 760, reservesMonths: 12, dti: 35 };
    const result = priceScenario([FULL, CONFORMING_ONLY], scenario, LA_2025);
    expect(result.loanClass).toBe('JUMBO');
    const refused = result.ineligible.find((entry) => entry.lenderName === 'Provident Funding' && entry.productCode === 'CONV30');
    expect(refused?.reasons).toEqual([
      'Jumbo loan ($1,500,000, above the county limit of $1,209,750); this product takes conforming loans only',
    ]);
    expect(result.offers.every((entry) => entry.lenderName === 'Mega Capital Funding' && entry.productCode === 'JUMBO30')).toBe(true);
    // Jumbo at 6.500 (par 6.5): base 100.000; Non-QM-style grid 760–779 × LTV 70.01–75% −0.125 → 99.875, cost $1,875
    const found = offer(result.offers, 'JUMBO30', 6.5);
    expect(found.price).toBe(99.875);
    expect(found.lenderCredit).toBe(-1_875);
  });

  it('a Non-QM DSCR loan, interest only', () => {
    const scenario: PricingScenario = {
      ...base,
      loanType: 'NON_QM',
      docType: 'DSCR',
      occupancy: 'INVESTMENT',
      loanAmount: 600_000,
      propertyValue: 800_000,
      fico: 720,
      interestOnly: true,
      citizenship: 'US_CITIZEN',
      creditEvent: 'NONE',
      mortgageLates: 'NONE',
      reservesMonths: 12,
    };
    const result = priceScenario([FULL], scenario, LA_2026);
    expect(result.offers.map((entry) => entry.productCode)).toEqual(expect.arrayContaining(['DSCR30']));
    expect(new Set(result.offers.map((entry) => entry.productCode))).toEqual(new Set(['DSCR30']));
    const found = offer(result.offers, 'DSCR30', 7.75);
    // Base 100 + (7.750 − 7.500) × 3.2 = 100.800 → 100.750
    // Credit score 720–739 × LTV 70.01–75% (DSCR)   −0.500
    // Interest only                                 −0.375
    // Total 100.750 − 0.500 − 0.375 = 99.875 → cost 0.125% × $600,000 = $750
    expect(labels(found)).toEqual([
      'Base price (30-day lock): 100.75',
      'Credit score 720–739 × LTV 70.01–75% (DSCR): -0.5',
      'Interest only: -0.375',
    ]);
    expect(found.price).toBe(99.875);
    expect(found.lenderCredit).toBe(-750);
    // Interest only: $600,000 × 7.75% / 12 = $3,875.00
    expect(found.payment.principalAndInterest).toBe(3_875);
    // The bank-statement product asks for bank statements.
    expect(result.ineligible.find((entry) => entry.productCode === 'NQM-BS30')?.reasons).toContain(
      'Documentation: 12-month bank statements or 24-month bank statements only',
    );
  });

  it('lock periods move the price: 15 days +0.125, 45 days −0.125, 60 days −0.250 against 30', () => {
    const at = (lockDays: PricingScenario['lockDays']) =>
      offer(priceScenario([FULL], { ...CONDO_WITH_SECOND_LIEN, lockDays }, LA_2026).offers, 'CONV30', 6.75);
    // From the 98.500 of the first example:
    expect(at(15).price).toBe(98.625); // 98.500 + 0.125; cost 1.375% × $360,000 = $4,950
    expect(at(15).lenderCredit).toBe(-4_950);
    expect(at(45).price).toBe(98.375); // 98.500 − 0.125
    expect(at(60).price).toBe(98.25); // 98.500 − 0.250; cost 1.75% = $6,300
    expect(at(60).lenderCredit).toBe(-6_300);
    expect(labels(at(60)).at(-1)).toBe('Lock 60 days: -0.25');
  });

  it('a 15-year cash-out refinance takes the cash-out grid (all terms in the matrix), a 15-year purchase none', () => {
    const cashOut: PricingScenario = { ...base, purpose: 'CASHOUT', loanAmount: 350_000, propertyValue: 500_000, fico: 740 };
    const found = offer(priceScenario([FULL], cashOut, LA_2026).offers, 'CONV15', 5.5);
    // Base at par 5.500: 100.000
    // Credit score 740–759 × LTV 60.01–70% (cash-out refinance)   −1.000
    // Total 99.000 → a cost of 1% × $350,000 = $3,500
    expect(labels(found)).toEqual(['Base price (30-day lock): 100', 'Credit score 740–759 × LTV 60.01–70% (cash-out refinance): -1']);
    expect(found.price).toBe(99);
    expect(found.lenderCredit).toBe(-3_500);
    const purchase = offer(priceScenario([FULL], { ...cashOut, purpose: 'PURCHASE' }, LA_2026).offers, 'CONV15', 5.5);
    expect(purchase.price).toBe(100);
  });
});

describe('eligibility', () => {
  it('a 640 FICO, 95% LTV condo investor is refused with the reasons; a 780 FICO, 60% owner-occupant is priced better', () => {
    const risky: PricingScenario = {
      ...base,
      fico: 640,
      loanAmount: 475_000,
      propertyValue: 500_000,
      propertyType: 'CONDO',
      occupancy: 'INVESTMENT',
    };
    const refused = priceScenario([FULL], risky, LA_2026);
    expect(refused.offers).toEqual([]);
    expect(refused.ineligible.find((entry) => entry.productCode === 'CONV30')?.reasons).toEqual([
      'Max LTV 75% for a condo investment; scenario 95%',
      'Investment property × LTV 90.01–95%: not offered',
    ]);
    const strong = priceScenario([FULL], { ...base, fico: 780, loanAmount: 300_000, propertyValue: 500_000 }, LA_2026);
    const middle = priceScenario([FULL], { ...base, fico: 700, loanAmount: 400_000, propertyValue: 500_000 }, LA_2026);
    // 780 at 60% LTV has no LLPA; 700 at 80% pays −1.375 (700–719 × 75.01–80%).
    expect(offer(strong.offers, 'CONV30', 6.25).price - offer(middle.offers, 'CONV30', 6.25).price).toBeCloseTo(1.375, 6);
  });

  it('FHA takes only a primary residence', () => {
    const result = priceScenario([FULL], { ...base, loanType: 'FHA', occupancy: 'SECOND_HOME' }, LA_2026);
    expect(result.ineligible[0]?.reasons).toContain('Not offered for a second home');
  });

  it('featured: for each term the lowest rate at par or better', () => {
    const result = priceScenario([FULL], base, LA_2026);
    const featured = featuredOffers(result.offers);
    expect(featured.map((entry) => entry.termYears)).toEqual([30, 20, 15]);
    for (const entry of featured) expect(entry.lenderCredit).toBeGreaterThanOrEqual(0);
    // 740 × 80% purchase: −0.875; the first 30-year rate with a price ≥ 100 is 6.625 (101.250 − 0.875 = 100.375).
    expect(featured[0]?.rate).toBe(6.625);
    expect(featured[0]?.price).toBe(100.375);
  });
});

import type { PostScenario } from '../pricing/postScenario.ts';
import { sampleRateSheet } from '../pricing/samples.ts';
import type { ActiveRateSheet, LoanLimits, PricingScenario } from '../pricing/types.ts';
import type { PriceScenarioBody } from '../rest/pricing.ts';

/*
 * Test-only: the pricing scenarios and sheets the tests of every package price (the engine's unit tests, the
 * API's and the gateway's integration tests), written once. Importing it loads no test runner.
 */

/** Los Angeles County, one unit (FHFA): 2025 baseline $806,500, county $1,209,750; 2026 $832,750, $1,249,125. */
export const LA_2025: LoanLimits = { conforming: 806_500, county: 1_209_750 };
export const LA_2026: LoanLimits = { conforming: 832_750, county: 1_249_125 };

/** A lender's sample sheet (samples.ts, no offset) in force through 2026, as the engine reads an active one. */
export function sampleActiveSheet(lenderId: number, lenderName: string, conformingOnly = false): ActiveRateSheet {
  return {
    ...sampleRateSheet({ effectiveAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z', offsetPoints: 0, conformingOnly }),
    sheetId: lenderId,
    lenderId,
    lenderName,
  };
}

/**
 * The QM form's sample loan: a $400,000 conventional purchase of a $500,000 single-family home to live in,
 * 740 FICO, full documentation, a 30-day lock.
 */
export const SAMPLE_LOAN = {
  loanType: 'CONVENTIONAL',
  purpose: 'PURCHASE',
  loanAmount: 400_000,
  propertyValue: 500_000,
  fico: 740,
  occupancy: 'OWNER_OCCUPIED',
  propertyType: 'SINGLE_FAMILY',
  docType: 'FULL_DOC',
  lockDays: 30,
} as const satisfies Partial<PricingScenario>;

/** The sample loan as the pricer sends it (REST PriceScenario, GraphQL priceScenario): Los Angeles, ZIP 90012, 2026's limits. */
export const SAMPLE_PRICE_SCENARIO = { ...SAMPLE_LOAN, zipCode: '90012', year: 2026 } as const satisfies PriceScenarioBody;

/** A Lender Finder post's structured scenario: the same purchase in California at 80% LTV, credit score 740–759. */
export const SAMPLE_POST_SCENARIO = {
  purpose: 'PURCHASE',
  loanAmount: 400_000,
  ltv: 80,
  creditScore: '740-759',
  occupancy: 'OWNER_OCCUPIED',
  propertyType: 'SINGLE_FAMILY',
  state: 'CA',
  docType: 'FULL_DOC',
} as const satisfies PostScenario;

/** The text of a scenario post that carries SAMPLE_POST_SCENARIO. */
export const SAMPLE_POST_CONTENT = '<p>Owner-occupied purchase, 740 FICO, 20% down, full documentation.</p>';

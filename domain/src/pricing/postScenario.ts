// The structured scenario a Lender Finder post may carry (issue 22 §4): the pricer's key fields, enough
// for the engine to say which lenders' active products accept it. Shared by the API (which stores and
// prices it), the gateway (which checks it before sending) and the web form.
import { z } from 'zod';
import { priceScenario } from './engine.ts';
import {
  DOC_TYPES,
  LOAN_PURPOSES,
  OCCUPANCIES,
  PROPERTY_TYPES,
  type ActiveRateSheet,
  type DocType,
  type LoanLimits,
  type LoanType,
  type PricedOffer,
  type PricingScenario,
} from './types.ts';

/** The credit score bands of the pricer's FICO select; a band prices at its lower bound (as the pricer does). */
export const CREDIT_SCORE_BANDS = [
  '780+',
  '760-779',
  '740-759',
  '720-739',
  '700-719',
  '680-699',
  '660-679',
  '640-659',
  '620-639',
  '580-619',
] as const;
export type CreditScoreBand = (typeof CREDIT_SCORE_BANDS)[number];

/** The Lender Finder's programmes (spec §2 "Programs" dropdown). */
export const SCENARIO_PROGRAMS = ['QM Loan', 'Non QM Loan', 'Private Loan', 'Commercial'] as const;
export type ScenarioProgram = (typeof SCENARIO_PROGRAMS)[number];

const NON_QM_DOCS: readonly DocType[] = ['BANK_STATEMENT_12', 'BANK_STATEMENT_24', 'DSCR', 'ASSET_DEPLETION'];

export const POST_SCENARIO_MESSAGES = {
  amount: 'Loan amount must be a whole number of dollars from $1,000 to $100,000,000',
  valueOrLtv: 'Give the property value or the LTV',
  value: 'Property value must be at least the loan amount',
  ltv: 'LTV must be between 1 and 100',
  state: 'State must be a two-letter code',
} as const;

export const postScenarioSchema = z
  .object({
    purpose: z.enum(LOAN_PURPOSES),
    loanAmount: z
      .number()
      .int(POST_SCENARIO_MESSAGES.amount)
      .min(1_000, POST_SCENARIO_MESSAGES.amount)
      .max(100_000_000, POST_SCENARIO_MESSAGES.amount),
    propertyValue: z.number().int(POST_SCENARIO_MESSAGES.value).positive(POST_SCENARIO_MESSAGES.value).optional(),
    ltv: z.number().min(1, POST_SCENARIO_MESSAGES.ltv).max(100, POST_SCENARIO_MESSAGES.ltv).optional(),
    creditScore: z.enum(CREDIT_SCORE_BANDS),
    occupancy: z.enum(OCCUPANCIES),
    propertyType: z.enum(PROPERTY_TYPES),
    state: z.string().regex(/^[A-Z]{2}$/, POST_SCENARIO_MESSAGES.state),
    docType: z.enum(DOC_TYPES),
  })
  .strict()
  .superRefine((scenario, context) => {
    if (scenario.propertyValue === undefined && scenario.ltv === undefined)
      context.addIssue({ code: 'custom', path: ['propertyValue'], message: POST_SCENARIO_MESSAGES.valueOrLtv });
    if (scenario.propertyValue !== undefined && scenario.propertyValue < scenario.loanAmount)
      context.addIssue({ code: 'custom', path: ['propertyValue'], message: POST_SCENARIO_MESSAGES.value });
  });
export type PostScenario = z.output<typeof postScenarioSchema>;

/** One lender that accepts the scenario, with its best rate. */
export interface LenderFit {
  lenderId: number;
  lenderName: string;
  rate: number;
  productName: string;
  termYears: number;
  /** Dollars: positive a credit to the borrower, negative a cost. */
  lenderCredit: number;
}

export function scenarioPropertyValue(scenario: PostScenario): number {
  // A post gives the value or the LTV; the engine wants the value (rounded up so the LTV never grows).
  return scenario.propertyValue ?? Math.ceil(scenario.loanAmount / ((scenario.ltv ?? 100) / 100));
}

/** The loan types a post's documentation can be priced as: Non-QM documents as Non-QM, the rest as agency loans. */
function loanTypesFor(docType: DocType): LoanType[] {
  return NON_QM_DOCS.includes(docType) ? ['NON_QM'] : ['CONVENTIONAL', 'FHA'];
}

/** The engine's full scenario from a post's key fields; what a post does not say takes the pricer's defaults. */
export function pricingScenarioOf(scenario: PostScenario, loanType: LoanType): PricingScenario {
  return {
    loanType,
    purpose: scenario.purpose,
    loanAmount: scenario.loanAmount,
    propertyValue: scenarioPropertyValue(scenario),
    fico: Number.parseInt(scenario.creditScore, 10),
    occupancy: scenario.occupancy,
    propertyType: scenario.propertyType,
    units: scenario.propertyType === 'TWO_TO_FOUR_UNITS' ? 2 : 1,
    docType: scenario.docType,
    state: scenario.state,
    lockDays: 30,
    hasSecondLien: false,
    interestOnly: false,
    impoundEscrow: true,
    financedProperties: 1,
  };
}

/**
 * The lenders whose active products accept the scenario, each once with its best offer: the lowest rate
 * at par or better, or, when none reaches par, the best-priced one. Best rate first, then by name.
 */
export function lendersThatFit(sheets: readonly ActiveRateSheet[], scenario: PostScenario, limits: LoanLimits): LenderFit[] {
  const offers: PricedOffer[] = loanTypesFor(scenario.docType).flatMap(
    (loanType) => priceScenario(sheets, pricingScenarioOf(scenario, loanType), limits).offers,
  );
  const best = new Map<number, PricedOffer>();
  for (const offer of offers) {
    const current = best.get(offer.lenderId);
    if (!current || better(offer, current)) best.set(offer.lenderId, offer);
  }
  return [...best.values()]
    .map((offer) => ({
      lenderId: offer.lenderId,
      lenderName: offer.lenderName,
      rate: offer.rate,
      productName: offer.productName,
      termYears: offer.termYears,
      lenderCredit: offer.lenderCredit,
    }))
    .sort((a, b) => a.rate - b.rate || a.lenderName.localeCompare(b.lenderName));
}

function better(candidate: PricedOffer, current: PricedOffer): boolean {
  const candidateAtPar = candidate.price >= 100;
  const currentAtPar = current.price >= 100;
  if (candidateAtPar !== currentAtPar) return candidateAtPar;
  if (candidateAtPar) return candidate.rate < current.rate || (candidate.rate === current.rate && candidate.price > current.price);
  return candidate.price > current.price;
}

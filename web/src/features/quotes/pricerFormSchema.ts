// Pricer form state (spec §3 "Pricer form state") and its rules. The spec gives only the LTV range
// (1-100) and the primary-residence hint; the other messages are ours, in the spec's wording style.
import { z } from 'zod';
import { parseMoney } from '../../shared/format/currency';
import { isValidLtv, parseLtv } from './ltv';
import {
  CASH_RESERVES,
  CITIZENSHIPS,
  CREDIT_EVENTS,
  DEFAULT_LOCK_PERIOD,
  DOC_TYPES,
  EMPLOYMENT_HISTORIES,
  FICO_BANDS,
  LOAN_PURPOSES,
  LOCK_PERIODS,
  MORTGAGE_LATES,
  NON_QM_DOCUMENT_TYPES,
  OCCUPANCY_TYPES,
  PRIMARY_RESIDENCE_ONLY_LOAN_TYPES,
  PROPERTY_TYPES,
  QM_LOAN_TYPES,
  REFINANCE_TYPES,
  valuesOf,
  YES_NO,
} from './pricerOptions';

export const PRICER_MESSAGES = {
  loanAmount: 'Please enter loan amount',
  propertyValue: 'Please enter property value',
  amount: 'Please enter a valid amount',
  loanAboveValue: 'Loan amount cannot exceed the property value',
  ltv: 'Please enter LTV',
  ltvRange: 'LTV must be between 1 and 100',
  zipCode: 'Please enter a 5-digit ZIP code',
  occupancy: 'Please select occupancy',
  fico: 'Please select FICO score',
  refinanceType: 'Please select RATE/TERM or CASHOUT',
  dti: 'DTI must be between 0 and 100',
  select: 'Please select an option',
} as const;

const money = (required: string) =>
  z
    .string()
    .trim()
    .min(1, { error: required, abort: true })
    .refine((text) => (parseMoney(text) ?? 0) > 0, PRICER_MESSAGES.amount)
    .transform((text) => parseMoney(text)!);

const ltv = z
  .string()
  .trim()
  .min(1, { error: PRICER_MESSAGES.ltv, abort: true })
  .refine((text) => isValidLtv(parseLtv(text)), PRICER_MESSAGES.ltvRange)
  .transform((text) => parseLtv(text)!);

const choice = <const V extends string>(values: readonly [V, ...V[]], message: string = PRICER_MESSAGES.select) =>
  z.enum(values, { error: message });

const yesNo = choice(valuesOf(YES_NO)).transform((value) => value === 'YES');

export const qmPricerSchema = z
  .object({
    docType: choice(valuesOf(DOC_TYPES)),
    loanPurpose: choice(valuesOf(LOAN_PURPOSES)),
    /** Only with Refinance: '' otherwise (switching back to Purchase clears it). */
    refinanceType: z.union([z.literal(''), choice(valuesOf(REFINANCE_TYPES))]),
    loanAmount: money(PRICER_MESSAGES.loanAmount),
    ltv,
    propertyValue: money(PRICER_MESSAGES.propertyValue),
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, PRICER_MESSAGES.zipCode),
    occupancyType: choice(valuesOf(OCCUPANCY_TYPES), PRICER_MESSAGES.occupancy),
    ficoScore: choice(FICO_BANDS, PRICER_MESSAGES.fico),
    propertyType: choice(valuesOf(PROPERTY_TYPES)),
    loanTypeDetail: choice(valuesOf(QM_LOAN_TYPES)),
    financedProperties: z
      .string()
      .regex(/^(10|[1-9])$/, PRICER_MESSAGES.select)
      .transform(Number),
    hasSecondLien: z.boolean(),
    impoundEscrow: z.boolean(),
    lockPeriod: choice(LOCK_PERIODS).transform(Number),
    /** Shown with 2-4 Units: how many (the county's limit depends on it). */
    units: z.enum(['2', '3', '4']).transform(Number),
  })
  .superRefine((values, ctx) => {
    if (values.loanPurpose === 'REFINANCE' && values.refinanceType === '') {
      ctx.addIssue({ code: 'custom', path: ['refinanceType'], message: PRICER_MESSAGES.refinanceType });
    }
    if (values.loanAmount > values.propertyValue) {
      ctx.addIssue({ code: 'custom', path: ['loanAmount'], message: PRICER_MESSAGES.loanAboveValue });
    }
  });

export type QmPricerInput = z.input<typeof qmPricerSchema>;
export type QmScenario = z.output<typeof qmPricerSchema>;

/** A sample scenario in the spec's sample county (Los Angeles, CA), so results show from the start. */
export const QM_DEFAULTS: QmPricerInput = {
  docType: 'FULL_DOC',
  loanPurpose: 'PURCHASE',
  refinanceType: '',
  loanAmount: '400,000',
  ltv: '80%',
  propertyValue: '500,000',
  zipCode: '90012',
  occupancyType: 'OWNER_OCCUPIED',
  ficoScore: '740-759',
  propertyType: 'SINGLE_FAMILY',
  loanTypeDetail: 'CONVENTIONAL',
  financedProperties: '1',
  hasSecondLien: false,
  impoundEscrow: true,
  lockPeriod: DEFAULT_LOCK_PERIOD,
  units: '2',
};

/** Spec §5: 'FHA/VA/USDA loans can only be processed for a primary residence' applies to these choices. */
export function needsPrimaryResidenceHint(loanType: string, occupancy: string): boolean {
  return PRIMARY_RESIDENCE_ONLY_LOAN_TYPES.includes(loanType) && occupancy !== 'OWNER_OCCUPIED';
}

export const nonQmPricerSchema = z
  .object({
    loanPurpose: choice(valuesOf(LOAN_PURPOSES)),
    employmentHistory: choice(valuesOf(EMPLOYMENT_HISTORIES)),
    occupancy: choice(valuesOf(OCCUPANCY_TYPES), PRICER_MESSAGES.occupancy),
    documentType: choice(valuesOf(NON_QM_DOCUMENT_TYPES)),
    nonQMPropertyValue: money(PRICER_MESSAGES.propertyValue),
    /** Not on the spec's Non-QM form: the engine needs the county (docs/product.md "Pricing"). */
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, PRICER_MESSAGES.zipCode),
    nonQMFicoScore: choice(FICO_BANDS, PRICER_MESSAGES.fico),
    nonQMLoanAmount: money(PRICER_MESSAGES.loanAmount),
    loanToValue: ltv,
    propertyTypeNonQM: choice(valuesOf(PROPERTY_TYPES)),
    citizenship: choice(valuesOf(CITIZENSHIPS)),
    dti: z
      .string()
      .trim()
      .refine((text) => {
        const value = parseLtv(text);
        return value !== undefined && value >= 0 && value <= 100;
      }, PRICER_MESSAGES.dti)
      .transform((text) => parseLtv(text)!),
    cashReserved: choice(valuesOf(CASH_RESERVES)).transform(Number),
    mortgageLates: choice(valuesOf(MORTGAGE_LATES)),
    creditEvents: choice(valuesOf(CREDIT_EVENTS)),
    escrowImpound: yesNo,
    interestOnly: yesNo,
  })
  .superRefine((values, ctx) => {
    if (values.nonQMLoanAmount > values.nonQMPropertyValue) {
      ctx.addIssue({ code: 'custom', path: ['nonQMLoanAmount'], message: PRICER_MESSAGES.loanAboveValue });
    }
  });

export type NonQmPricerInput = z.input<typeof nonQmPricerSchema>;
export type NonQmScenario = z.output<typeof nonQmPricerSchema>;

export const NON_QM_DEFAULTS: NonQmPricerInput = {
  loanPurpose: 'PURCHASE',
  employmentHistory: 'SELF_EMPLOYED',
  occupancy: 'OWNER_OCCUPIED',
  documentType: 'BANK_STATEMENT_12',
  nonQMPropertyValue: '750,000',
  zipCode: '90012',
  nonQMFicoScore: '700-719',
  nonQMLoanAmount: '600,000',
  loanToValue: '80%',
  propertyTypeNonQM: 'SINGLE_FAMILY',
  citizenship: 'US_CITIZEN',
  dti: '38',
  cashReserved: '6',
  mortgageLates: 'NONE',
  creditEvents: 'NONE',
  escrowImpound: 'YES',
  interestOnly: 'NO',
};

import {
  CITIZENSHIPS,
  CREDIT_EVENTS,
  DOC_TYPES,
  LOAN_PURPOSES,
  LOAN_TYPES,
  MORTGAGE_LATES,
  OCCUPANCIES,
  PROPERTY_TYPES,
} from '@lendhub/domain/pricing';
import { z } from 'zod';
import { LIMIT_YEARS } from './countyLimits.ts';

export const PRICING_MESSAGES = {
  zipCode: 'Please enter a 5-digit ZIP code',
  zipUnknown: 'ZIP code not found',
  countyFips: 'County must be a 5-digit FIPS code',
  countyNotInZip: 'That county is not in this ZIP code',
  loanAboveValue: 'Loan amount cannot exceed the property value',
  amount: 'Please enter a valid amount',
  fico: 'Credit score must be between 300 and 850',
  year: `Year must be one of ${LIMIT_YEARS.join(', ')}`,
  state: 'State must be a two-letter code',
  lockDays: 'Lock period must be 15, 30, 45 or 60 days',
  select: 'Please select an option',
  county: 'County not found',
} as const;

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: PRICING_MESSAGES.select });
const money = z
  .number({ error: PRICING_MESSAGES.amount })
  .int(PRICING_MESSAGES.amount)
  .positive(PRICING_MESSAGES.amount)
  .max(100_000_000, PRICING_MESSAGES.amount);
const year = z.coerce
  .number({ error: PRICING_MESSAGES.year })
  .refine((value) => (LIMIT_YEARS as readonly number[]).includes(value), PRICING_MESSAGES.year);

/** Body of /api/Pricing/PriceScenario: the pricer's key fields, the ZIP (and the county when the ZIP spans several). */
export const priceScenarioSchema = z
  .object({
    loanType: choice(LOAN_TYPES),
    purpose: choice(LOAN_PURPOSES),
    loanAmount: money,
    propertyValue: money,
    fico: z
      .number({ error: PRICING_MESSAGES.fico })
      .int(PRICING_MESSAGES.fico)
      .min(300, PRICING_MESSAGES.fico)
      .max(850, PRICING_MESSAGES.fico),
    occupancy: choice(OCCUPANCIES),
    propertyType: choice(PROPERTY_TYPES),
    units: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'Units must be 1 to 4' }).default(1),
    docType: choice(DOC_TYPES),
    zipCode: z.string({ error: PRICING_MESSAGES.zipCode }).regex(/^\d{5}$/, PRICING_MESSAGES.zipCode),
    countyFips: z
      .string()
      .regex(/^\d{5}$/, PRICING_MESSAGES.countyFips)
      .optional(),
    lockDays: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)], { error: PRICING_MESSAGES.lockDays }).default(30),
    hasSecondLien: z.boolean().default(false),
    interestOnly: z.boolean().default(false),
    impoundEscrow: z.boolean().default(true),
    financedProperties: z.number().int().min(1).max(10).default(1),
    dti: z.number().min(0).max(100).optional(),
    citizenship: choice(CITIZENSHIPS).optional(),
    creditEvent: choice(CREDIT_EVENTS).optional(),
    mortgageLates: choice(MORTGAGE_LATES).optional(),
    reservesMonths: z.number().int().min(0).max(120).optional(),
    year: year.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.loanAmount > value.propertyValue)
      ctx.addIssue({ code: 'custom', path: ['loanAmount'], message: PRICING_MESSAGES.loanAboveValue });
  });

export type PriceScenarioInput = z.output<typeof priceScenarioSchema>;

export const countyLimitsQuerySchema = z.object({
  year,
  state: z.string().regex(/^[A-Z]{2}$/, PRICING_MESSAGES.state),
  countyFips: z
    .string()
    .regex(/^\d{5}$/, PRICING_MESSAGES.countyFips)
    .optional(),
});

export const zipQuerySchema = z.object({ zipCode: z.string().regex(/^\d{5}$/, PRICING_MESSAGES.zipCode) });

export const IMPORT_MESSAGES = {
  content: 'Please choose a rate sheet file',
  format: 'Format must be csv or json',
  lender: 'Please select a lender',
  lenderNotFound: 'Lender not found',
  invalid: 'The rate sheet has errors; nothing was stored',
  json: 'The file is not valid JSON',
  notOwnLender: 'Account executives import rate sheets for their own lender only',
  notFound: 'Rate sheet not found',
  expired: 'This rate sheet has expired and cannot be activated',
} as const;

/** Body of /api/RateSheet/ImportRateSheet: the file's text as uploaded (under the 1 MB JSON limit). */
export const importRateSheetSchema = z.object({
  lenderId: z
    .number({ error: IMPORT_MESSAGES.lender })
    .int(IMPORT_MESSAGES.lender)
    .positive(IMPORT_MESSAGES.lender)
    .max(2_147_483_647, IMPORT_MESSAGES.lender),
  format: z.enum(['csv', 'json'], { error: IMPORT_MESSAGES.format }),
  content: z.string({ error: IMPORT_MESSAGES.content }).min(1, IMPORT_MESSAGES.content),
});

export const rateSheetsQuerySchema = z.object({ lenderId: z.coerce.number().int().positive().optional() });

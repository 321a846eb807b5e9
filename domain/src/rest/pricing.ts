import { z } from 'zod';
import {
  CITIZENSHIPS,
  CREDIT_EVENTS,
  DOC_TYPES,
  LOAN_PURPOSES,
  LOAN_TYPES,
  MORTGAGE_LATES,
  OCCUPANCIES,
  PROPERTY_TYPES,
  type IneligibleProduct,
  type LoanClass,
  type PricedOffer,
} from '../pricing/index.ts';
import { takesDraft } from './draft.ts';
import { idsQuery } from './ids.ts';
import { restRoute } from './route.ts';

/** The years whose FHFA county limit lists ship with the API (api/reference/fhfa). */
export const LIMIT_YEARS = [2025, 2026] as const;
export type LimitYear = (typeof LIMIT_YEARS)[number];

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
/** What a client sends to price a scenario (defaults filled in by the API). */
export type PriceScenarioBody = z.input<typeof priceScenarioSchema>;

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
export const RATE_SHEET_FORMATS = ['csv', 'json'] as const;

export const importRateSheetSchema = z.object({
  lenderId: z
    .number({ error: IMPORT_MESSAGES.lender })
    .int(IMPORT_MESSAGES.lender)
    .positive(IMPORT_MESSAGES.lender)
    .max(2_147_483_647, IMPORT_MESSAGES.lender),
  format: z.enum(RATE_SHEET_FORMATS, { error: IMPORT_MESSAGES.format }),
  content: z.string({ error: IMPORT_MESSAGES.content }).min(1, IMPORT_MESSAGES.content),
});

export const rateSheetsQuerySchema = z.object({ lenderId: z.coerce.number().int().positive().optional() });

/** A priced offer; its id is stable within a sheet: `sheetId:productCode:rate` (what a saved quote keeps). */
export interface OfferDto extends PricedOffer {
  id: string;
}

/** Where the figures come from: an active rate sheet. */
export interface SheetSourceDto {
  sheetId: number;
  lenderName: string;
  source: string | null;
}

export interface PricingStatusDto {
  live: boolean;
  sources: SheetSourceDto[];
}

/** The pricer's answer: the results tabs (Featured, then each term's best offer per rate), refusals and sources. */
export interface PricingResultDto {
  live: boolean;
  county: { fips: string; name: string; state: string; year: LimitYear; listed: boolean };
  /** The ZIP's counties when it spans several, else none. */
  countyChoices: { fips: string; name: string; state: string }[];
  loanClass: LoanClass;
  limits: { conforming: number; county: number };
  ltv: number;
  featured: OfferDto[];
  terms: { termYears: number; offers: OfferDto[] }[];
  ineligible: IneligibleProduct[];
  sources: Array<SheetSourceDto & { effectiveAt: string; expiresAt: string }>;
}

export interface ZipCountyDto {
  /** 5-digit county FIPS (state + county). */
  fips: string;
  county: string;
  state: string;
}

export interface CountyLimitRowDto {
  fips: string;
  state: string;
  stateName: string;
  county: string;
  /** One- to four-unit limits. */
  limits: [number, number, number, number];
}

export interface CountyLimitsDto {
  year: LimitYear;
  /** The national baseline by units: the lowest limit of the list. */
  baseline: number[];
  counties: CountyLimitRowDto[];
}

export interface LimitStatesDto {
  years: LimitYear[];
  states: { code: string; name: string }[];
}

export const RATE_SHEET_STATUSES = ['Draft', 'Active', 'Retired'] as const;
export type RateSheetStatus = (typeof RATE_SHEET_STATUSES)[number];

/** A sheet of the history, without its content. */
export interface RateSheetDto {
  id: number;
  lenderId: number;
  lenderName: string;
  status: RateSheetStatus;
  format: 'csv' | 'json';
  productCount: number;
  source: string | null;
  effectiveAt: string;
  expiresAt: string;
  importedBy: number | null;
  activatedAt: string | null;
  createdAt: string;
}

/**
 * The pricer and FHFA county limits under /api/Pricing (any signed-in user), rate sheets under /api/RateSheet
 * (Admins for any lender, an account executive for their own). docs/product.md "Pricing".
 */
export const pricingRoutes = {
  status: restRoute<PricingStatusDto>()({ method: 'GET', path: '/api/Pricing/GetPricingStatus' }),
  /** A read that carries a body: the priced scenario. */
  price: restRoute<PricingResultDto>()({ method: 'POST', path: '/api/Pricing/PriceScenario', body: priceScenarioSchema }),
  zipCounties: restRoute<ZipCountyDto[]>()({
    method: 'GET',
    path: '/api/Pricing/GetZipCounties',
    query: zipQuerySchema,
    messages: { zipUnknown: PRICING_MESSAGES.zipUnknown },
  }),
  /** The county loan limits modal: a state's counties, or one county, of a year. */
  countyLimits: restRoute<CountyLimitsDto>()({
    method: 'GET',
    path: '/api/Pricing/GetCountyLimits',
    query: countyLimitsQuerySchema,
    messages: { county: PRICING_MESSAGES.county },
  }),
  limitStates: restRoute<LimitStatesDto>()({ method: 'GET', path: '/api/Pricing/GetLimitStates' }),
  rateSheets: restRoute<RateSheetDto[]>()({ method: 'GET', path: '/api/RateSheet/GetRateSheets', query: rateSheetsQuerySchema }),
  rateSheetsByIds: restRoute<RateSheetDto[]>()({ method: 'GET', path: '/api/RateSheet/GetRateSheetsByIds', query: idsQuery }),
  /** Nothing is stored unless every line is right: the answer lists each problem by line. */
  importRateSheet: restRoute<RateSheetDto>()({
    method: 'POST',
    path: '/api/RateSheet/ImportRateSheet',
    body: takesDraft(importRateSheetSchema),
    messages: {
      ok: (productCount: number) =>
        `Rate sheet imported: ${productCount} ${productCount === 1 ? 'product' : 'products'}. Activate it to price with it.`,
      invalid: (errorCount: number) => `${IMPORT_MESSAGES.invalid} (${errorCount} ${errorCount === 1 ? 'error' : 'errors'})`,
    },
  }),
  activateRateSheet: restRoute<RateSheetDto>()({
    method: 'POST',
    path: '/api/RateSheet/ActivateRateSheet/:id',
    messages: { ok: (lenderName: string) => `Rate sheet activated for ${lenderName}` },
  }),
};

// Sample rate sheets for the demo lenders (and the bench): invented base prices around a par rate,
// conventional LLPAs from Fannie Mae's matrix, plausible government and Non-QM adjustments. Labelled
// as sample pricing wherever they show (their `source`).
import { FANNIE_MAE_LLPA_SOURCE, fannieMaeGrids, FICO_BANDS, LTV_BANDS } from './fannieMaeLlpa.ts';
import type { AdjustmentGrid, Eligibility, LockAdjustment, RatePrice, RateSheetContent, RateSheetProduct, TermYears } from './types.ts';

export const SAMPLE_SOURCE = `Sample pricing for demonstration: base prices are invented; conventional LLPAs from the ${FANNIE_MAE_LLPA_SOURCE}.`;

/** 40 note rates, 5.000% to 9.875% by eighths. */
export const SAMPLE_RATES: number[] = Array.from({ length: 40 }, (_, index) => 5 + index * 0.125);

/** About 3.2 points per 1% of rate around par, as wholesale sheets run; rounded to eighths of a point. */
export function samplePrices(parRate: number, offsetPoints: number): RatePrice[] {
  return SAMPLE_RATES.map((rate) => ({ rate, price: Math.round((100 + (rate - parRate) * 3.2 + offsetPoints) * 8) / 8 }));
}

/** Lock-period adjustments against 30 days (common wholesale convention: ±0.125 per 15 days). */
export const SAMPLE_LOCKS: LockAdjustment[] = [
  { days: 15, adjustment: 0.125 },
  { days: 45, adjustment: -0.125 },
  { days: 60, adjustment: -0.25 },
];

const CONVENTIONAL_RULES: Eligibility = {
  loanClasses: ['CONFORMING', 'HIGH_BALANCE'],
  minFico: 620,
  minLoanAmount: 75_000,
  maxLtv: 97,
  ltvLimits: [
    { max: 95, label: 'a high-balance loan', loanClasses: ['HIGH_BALANCE'] },
    { max: 90, label: 'a second home', occupancies: ['SECOND_HOME'] },
    { max: 85, label: 'an investment property', occupancies: ['INVESTMENT'] },
    { max: 85, label: 'a 2-4 unit property', propertyTypes: ['TWO_TO_FOUR_UNITS'] },
    { max: 80, label: 'a cash-out refinance', purposes: ['CASHOUT'] },
    { max: 75, label: 'a condo investment', occupancies: ['INVESTMENT'], propertyTypes: ['CONDO'] },
  ],
  maxDti: 50,
  docTypes: ['FULL_DOC'],
};

const GOVERNMENT_FICO: AdjustmentGrid = {
  name: 'Credit score (government)',
  rows: { dimension: 'fico', label: 'Credit score', bands: FICO_BANDS.slice(6) },
  values: [[-0.25], [-0.5], [-0.75]],
};

const NON_QM_FICO_LTV: AdjustmentGrid = {
  name: 'Credit score × LTV (Non-QM)',
  rows: { dimension: 'fico', label: 'Credit score', bands: FICO_BANDS.slice(0, 7) },
  columns: {
    dimension: 'ltv',
    label: 'LTV',
    bands: [LTV_BANDS[0]!, LTV_BANDS[1]!, LTV_BANDS[2]!, LTV_BANDS[3]!, LTV_BANDS[4]!, LTV_BANDS[5]!, LTV_BANDS[6]!],
  },
  values: [
    [0.5, 0.375, 0.25, 0, -0.25, -0.5, -1],
    [0.375, 0.25, 0.125, -0.125, -0.375, -0.625, -1.25],
    [0.25, 0.125, 0, -0.25, -0.5, -0.875, -1.5],
    [0, -0.125, -0.25, -0.5, -0.75, -1.125, -1.75],
    [-0.25, -0.375, -0.5, -0.75, -1.125, -1.5, null],
    [-0.5, -0.75, -1, -1.25, -1.75, null, null],
    [-1, -1.25, -1.5, -2, null, null, null],
  ],
};

const flat = (name: string, value: number, when: AdjustmentGrid['when']): AdjustmentGrid => ({ name, when, values: [[value]] });

const NON_QM_COMMON: AdjustmentGrid[] = [
  flat('Interest only', -0.375, { interestOnly: true }),
  flat('Foreign national', -0.5, { citizenships: ['FOREIGN_NATIONAL'] }),
  flat('Non-QM 2-4 units', -0.25, { propertyTypes: ['TWO_TO_FOUR_UNITS'] }),
  flat('Non-QM cash-out', -0.5, { purposes: ['CASHOUT'] }),
];

const NON_QM_RULES: Eligibility = {
  loanClasses: ['CONFORMING', 'HIGH_BALANCE', 'JUMBO'],
  minFico: 660,
  minLoanAmount: 150_000,
  maxLoanAmount: 3_000_000,
  maxLtv: 90,
  ltvLimits: [
    { max: 80, label: 'an investment property', occupancies: ['INVESTMENT'] },
    { max: 80, label: 'a cash-out refinance', purposes: ['CASHOUT'] },
    { max: 75, label: 'a foreign national', citizenships: ['FOREIGN_NATIONAL'] },
  ],
  maxDti: 50,
  creditEvents: ['NONE', 'SHORT_SALE'],
  mortgageLates: ['NONE', '1X30_12M'],
  minReservesMonths: 6,
  interestOnly: true,
};

interface ProductPlan {
  code: string;
  name: string;
  loanType: RateSheetProduct['loanType'];
  termYears: TermYears;
  parRate: number;
  adjustments: AdjustmentGrid[];
  eligibility: Eligibility;
}

const PLANS: ProductPlan[] = [
  {
    code: 'CONV30',
    name: 'Conventional 30-Year Fixed',
    loanType: 'CONVENTIONAL',
    termYears: 30,
    parRate: 6.25,
    adjustments: fannieMaeGrids(true),
    eligibility: CONVENTIONAL_RULES,
  },
  {
    code: 'CONV20',
    name: 'Conventional 20-Year Fixed',
    loanType: 'CONVENTIONAL',
    termYears: 20,
    parRate: 6.0,
    adjustments: fannieMaeGrids(true),
    eligibility: CONVENTIONAL_RULES,
  },
  {
    code: 'CONV15',
    name: 'Conventional 15-Year Fixed',
    loanType: 'CONVENTIONAL',
    termYears: 15,
    parRate: 5.5,
    adjustments: fannieMaeGrids(false),
    eligibility: CONVENTIONAL_RULES,
  },
  {
    code: 'JUMBO30',
    name: 'Jumbo 30-Year Fixed',
    loanType: 'CONVENTIONAL',
    termYears: 30,
    parRate: 6.5,
    adjustments: [NON_QM_FICO_LTV],
    eligibility: {
      loanClasses: ['JUMBO'],
      minFico: 700,
      minLoanAmount: 0,
      maxLoanAmount: 3_000_000,
      maxLtv: 80,
      maxDti: 43,
      docTypes: ['FULL_DOC'],
      minReservesMonths: 6,
    },
  },
  {
    code: 'FHA30',
    name: 'FHA 30-Year Fixed',
    loanType: 'FHA',
    termYears: 30,
    parRate: 6.0,
    adjustments: [GOVERNMENT_FICO],
    eligibility: {
      loanClasses: ['CONFORMING', 'HIGH_BALANCE'],
      minFico: 580,
      minLoanAmount: 50_000,
      maxLtv: 96.5,
      occupancies: ['OWNER_OCCUPIED'],
      maxDti: 57,
    },
  },
  {
    code: 'VA30',
    name: 'VA 30-Year Fixed',
    loanType: 'VA',
    termYears: 30,
    parRate: 5.875,
    adjustments: [GOVERNMENT_FICO],
    eligibility: {
      loanClasses: ['CONFORMING', 'HIGH_BALANCE', 'JUMBO'],
      minFico: 580,
      minLoanAmount: 50_000,
      maxLtv: 100,
      occupancies: ['OWNER_OCCUPIED'],
    },
  },
  {
    code: 'USDA30',
    name: 'USDA 30-Year Fixed',
    loanType: 'USDA',
    termYears: 30,
    parRate: 6.0,
    adjustments: [GOVERNMENT_FICO],
    eligibility: {
      loanClasses: ['CONFORMING'],
      minFico: 620,
      minLoanAmount: 50_000,
      maxLtv: 100,
      occupancies: ['OWNER_OCCUPIED'],
      purposes: ['PURCHASE', 'RATE_TERM'],
    },
  },
  {
    code: 'NQM-BS30',
    name: 'Non-QM Bank Statement 30-Year Fixed',
    loanType: 'NON_QM',
    termYears: 30,
    parRate: 7.25,
    adjustments: [NON_QM_FICO_LTV, flat('12-month bank statements', -0.25, { docTypes: ['BANK_STATEMENT_12'] }), ...NON_QM_COMMON],
    eligibility: { ...NON_QM_RULES, docTypes: ['BANK_STATEMENT_12', 'BANK_STATEMENT_24'] },
  },
  {
    code: 'DSCR30',
    name: 'DSCR 30-Year Fixed',
    loanType: 'NON_QM',
    termYears: 30,
    parRate: 7.5,
    adjustments: [{ ...NON_QM_FICO_LTV, name: 'Credit score × LTV (DSCR)', qualifier: 'DSCR' }, ...NON_QM_COMMON],
    eligibility: { ...NON_QM_RULES, docTypes: ['DSCR'], occupancies: ['INVESTMENT'], maxLtv: 80, maxDti: undefined },
  },
  {
    code: 'NQM-AD30',
    name: 'Non-QM Asset Depletion 30-Year Fixed',
    loanType: 'NON_QM',
    termYears: 30,
    parRate: 7.375,
    adjustments: [NON_QM_FICO_LTV, ...NON_QM_COMMON],
    eligibility: { ...NON_QM_RULES, docTypes: ['ASSET_DEPLETION'], minFico: 680, maxLtv: 80 },
  },
];

export interface SampleSheetOptions {
  /** Points added to every base price: lenders differ. */
  offsetPoints: number;
  /** A conforming-only lender: conventional products take no high-balance loans and there is no jumbo. */
  conformingOnly?: boolean;
  effectiveAt: string;
  expiresAt: string;
}

export function sampleRateSheet(options: SampleSheetOptions): RateSheetContent {
  const products = PLANS.filter((plan) => !(options.conformingOnly && plan.code === 'JUMBO30')).map((plan): RateSheetProduct => ({
    code: plan.code,
    name: plan.name,
    loanType: plan.loanType,
    termYears: plan.termYears,
    prices: samplePrices(plan.parRate, options.offsetPoints),
    locks: SAMPLE_LOCKS,
    adjustments: plan.adjustments,
    eligibility: JSON.parse(
      JSON.stringify(
        options.conformingOnly && plan.loanType === 'CONVENTIONAL'
          ? { ...plan.eligibility, loanClasses: ['CONFORMING'] }
          : plan.eligibility,
      ),
    ) as Eligibility,
  }));
  return { effectiveAt: options.effectiveAt, expiresAt: options.expiresAt, source: SAMPLE_SOURCE, products };
}

// Conventional loan-level price adjustments as Fannie Mae publishes them in its "Loan-Level Price
// Adjustment Matrix" (singlefamily.fanniemae.com/media/9391/display), edition dated 03.20.2024: the
// credit score × LTV framework in force for deliveries from 1 May 2023. Compared table by table on
// 26 Nov 2026 (Table 1 purchase, limited cash-out and cash-out; Table 3 investment, second home,
// condo, 2-4 units, high-balance, subordinate financing): the cash-out grid applies to all terms,
// purchase and limited cash-out (and the condo row) only above 15 years. The matrix prints costs as
// positive percentages; a rate sheet subtracts them from the price, so the grids below are negated.
// Sample pricing only (docs/product.md "Pricing"): a lender's own sheet replaces it.
import type { AdjustmentGrid, Band, GridAxis } from './types.ts';

export const FANNIE_MAE_LLPA_SOURCE =
  'Fannie Mae Loan-Level Price Adjustment Matrix, edition of 20 March 2024 (grids in force for deliveries from 1 May 2023)';

/** The matrix's credit score rows: ≥780 down to ≤639. */
export const FICO_BANDS: Band[] = [
  { min: 780, max: 850 },
  { min: 760, max: 779 },
  { min: 740, max: 759 },
  { min: 720, max: 739 },
  { min: 700, max: 719 },
  { min: 680, max: 699 },
  { min: 660, max: 679 },
  { min: 640, max: 659 },
  { min: 300, max: 639 },
];

/** The matrix's LTV columns: ≤30, 30.01–60, …, >95 (to 97, the conventional maximum). */
export const LTV_BANDS: Band[] = [
  { min: 0, max: 30 },
  { min: 30.01, max: 60 },
  { min: 60.01, max: 70 },
  { min: 70.01, max: 75 },
  { min: 75.01, max: 80 },
  { min: 80.01, max: 85 },
  { min: 85.01, max: 90 },
  { min: 90.01, max: 95 },
  { min: 95.01, max: 97 },
];

const FICO: GridAxis = { dimension: 'fico', label: 'Credit score', bands: FICO_BANDS };
const LTV: GridAxis = { dimension: 'ltv', label: 'LTV', bands: LTV_BANDS };
const NA = null;

const negate = (rows: (number | null)[][]) => rows.map((row) => row.map((value) => (value === null ? null : value === 0 ? 0 : -value)));

/** Table 1, purchase money loans (terms above 15 years). */
const PURCHASE = [
  [0.0, 0.0, 0.0, 0.0, 0.375, 0.375, 0.25, 0.25, 0.125],
  [0.0, 0.0, 0.0, 0.25, 0.625, 0.625, 0.5, 0.5, 0.25],
  [0.0, 0.0, 0.125, 0.375, 0.875, 1.0, 0.75, 0.625, 0.5],
  [0.0, 0.0, 0.25, 0.75, 1.25, 1.25, 1.0, 0.875, 0.75],
  [0.0, 0.0, 0.375, 0.875, 1.375, 1.5, 1.25, 1.125, 0.875],
  [0.0, 0.0, 0.625, 1.125, 1.75, 1.875, 1.5, 1.375, 1.125],
  [0.0, 0.0, 0.75, 1.375, 1.875, 2.125, 1.75, 1.625, 1.25],
  [0.0, 0.0, 1.125, 1.5, 2.25, 2.5, 2.0, 1.875, 1.5],
  [0.0, 0.125, 1.5, 2.125, 2.75, 2.875, 2.625, 2.25, 1.75],
];

/** Table 1, limited cash-out (rate/term) refinances. */
const RATE_TERM = [
  [0.0, 0.0, 0.0, 0.125, 0.5, 0.375, 0.25, 0.25, NA],
  [0.0, 0.0, 0.125, 0.375, 0.875, 0.625, 0.5, 0.375, NA],
  [0.0, 0.0, 0.25, 0.625, 1.125, 1.0, 0.875, 0.625, NA],
  [0.0, 0.0, 0.5, 1.0, 1.625, 1.5, 1.25, 1.0, NA],
  [0.0, 0.0, 0.625, 1.125, 1.75, 1.875, 1.5, 1.25, NA],
  [0.0, 0.0, 0.875, 1.375, 2.125, 2.25, 1.875, 1.5, NA],
  [0.0, 0.0, 1.125, 1.75, 2.5, 2.75, 2.25, 1.75, NA],
  [0.0, 0.0, 1.375, 2.0, 2.75, 3.0, 2.5, 2.0, NA],
  [0.0, 0.25, 1.5, 2.375, 3.0, 3.125, 2.875, 2.625, NA],
];

/** Table 1, cash-out refinances (to 80% LTV). */
const CASH_OUT = [
  [0.375, 0.625, 0.625, 0.875, 1.375, NA, NA, NA, NA],
  [0.375, 0.625, 0.875, 1.25, 1.875, NA, NA, NA, NA],
  [0.375, 0.625, 1.0, 1.625, 2.375, NA, NA, NA, NA],
  [0.375, 0.875, 1.375, 2.0, 2.75, NA, NA, NA, NA],
  [0.375, 0.875, 1.625, 2.625, 3.25, NA, NA, NA, NA],
  [0.375, 1.125, 1.875, 2.875, 3.75, NA, NA, NA, NA],
  [0.375, 1.375, 2.375, 3.875, 4.5, NA, NA, NA, NA],
  [0.375, 1.875, 3.0, 4.5, 5.0, NA, NA, NA, NA],
  [0.375, 2.125, 3.25, 5.125, 5.125, NA, NA, NA, NA],
];

/** Table 3 attribute rows by LTV (same columns). */
const BY_LTV = {
  investment: [2.125, 2.125, 2.125, 2.125, 3.375, 4.125, NA, NA, NA],
  secondHome: [1.125, 1.125, 1.625, 2.125, 3.375, 4.125, 4.125, 4.125, 4.125],
  condo: [0.0, 0.0, 0.125, 0.125, 0.75, 0.75, 0.75, 0.75, 0.75],
  twoToFourUnits: [0.0, 0.0, 0.375, 0.375, 0.625, 0.625, 0.625, 0.625, 0.625],
  highBalance: [0.5, 0.5, 0.75, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0],
  highBalanceCashOut: [1.25, 1.25, 1.25, 1.25, 1.25, NA, NA, NA, NA],
  subordinateFinancing: [0.625, 0.625, 0.625, 0.875, 1.125, 1.125, 1.125, 1.875, 1.875],
};

/** One-axis grid over the LTV columns (the matrix's rows are read across). */
const byLtv = (name: string, values: (number | null)[], when: AdjustmentGrid['when'], qualifier?: string): AdjustmentGrid => ({
  name,
  ...(qualifier ? { qualifier } : {}),
  when,
  columns: { ...LTV, label: `${name} × LTV` },
  values: negate([values]),
});

/** The conventional grids of the matrix; `longTerm` false leaves out those the matrix applies only to terms above 15 years. */
export function fannieMaeGrids(longTerm: boolean): AdjustmentGrid[] {
  const grids: AdjustmentGrid[] = [];
  if (longTerm) {
    grids.push(
      {
        name: 'Credit score × LTV (purchase)',
        qualifier: 'purchase',
        when: { purposes: ['PURCHASE'] },
        rows: FICO,
        columns: LTV,
        values: negate(PURCHASE),
      },
      {
        name: 'Credit score × LTV (rate/term refinance)',
        qualifier: 'rate/term refinance',
        when: { purposes: ['RATE_TERM'] },
        rows: FICO,
        columns: LTV,
        values: negate(RATE_TERM),
      },
      byLtv('Condo', BY_LTV.condo, { propertyTypes: ['CONDO'] }),
    );
  }
  grids.push(
    // Table 1 prints the cash-out grid for "all eligible terms", 15-year loans included.
    {
      name: 'Credit score × LTV (cash-out refinance)',
      qualifier: 'cash-out refinance',
      when: { purposes: ['CASHOUT'] },
      rows: FICO,
      columns: LTV,
      values: negate(CASH_OUT),
    },
    byLtv('Investment property', BY_LTV.investment, { occupancies: ['INVESTMENT'] }),
    byLtv('Second home', BY_LTV.secondHome, { occupancies: ['SECOND_HOME'] }),
    byLtv('2-4 units', BY_LTV.twoToFourUnits, { propertyTypes: ['TWO_TO_FOUR_UNITS'] }),
    byLtv('High-balance', BY_LTV.highBalance, { loanClasses: ['HIGH_BALANCE'], purposes: ['PURCHASE', 'RATE_TERM'] }),
    byLtv('High-balance cash-out', BY_LTV.highBalanceCashOut, { loanClasses: ['HIGH_BALANCE'], purposes: ['CASHOUT'] }),
    byLtv('Subordinate financing', BY_LTV.subordinateFinancing, { secondLien: true }),
  );
  return grids;
}

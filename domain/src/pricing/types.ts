// The pricing engine's vocabulary: a lender's rate sheet (what an import stores), a borrower's
// scenario, and what pricing one gives back. Prices are in points (percent of the loan amount) on
// the 100-based scale rate sheets use: 101.250 pays the borrower 1.25% of the loan, 99.500 costs 0.5%.

export const LOAN_TYPES = ['CONVENTIONAL', 'FHA', 'VA', 'USDA', 'NON_QM'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export const LOAN_PURPOSES = ['PURCHASE', 'RATE_TERM', 'CASHOUT'] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

export const OCCUPANCIES = ['OWNER_OCCUPIED', 'SECOND_HOME', 'INVESTMENT'] as const;
export type Occupancy = (typeof OCCUPANCIES)[number];

export const PROPERTY_TYPES = ['SINGLE_FAMILY', 'CONDO', 'TOWNHOUSE', 'TWO_TO_FOUR_UNITS'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** QM documentation (Full Doc / No-Income Doc) and the Non-QM document types of spec §2. */
export const DOC_TYPES = ['FULL_DOC', 'NO_INCOME_DOC', 'BANK_STATEMENT_12', 'BANK_STATEMENT_24', 'DSCR', 'ASSET_DEPLETION'] as const;
export type DocType = (typeof DOC_TYPES)[number];

export const CITIZENSHIPS = ['US_CITIZEN', 'PERMANENT_RESIDENT', 'FOREIGN_NATIONAL'] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number];

export const CREDIT_EVENTS = ['NONE', 'BANKRUPTCY', 'FORECLOSURE', 'SHORT_SALE'] as const;
export type CreditEvent = (typeof CREDIT_EVENTS)[number];

export const MORTGAGE_LATES = ['NONE', '1X30_12M', '1X60_12M'] as const;
export type MortgageLates = (typeof MORTGAGE_LATES)[number];

/** Lock periods of spec §9; 30 days is the sheet's base. */
export const LOCK_DAYS = [15, 30, 45, 60] as const;
export type LockDays = (typeof LOCK_DAYS)[number];
export const BASE_LOCK_DAYS = 30;

export const LOAN_CLASSES = ['CONFORMING', 'HIGH_BALANCE', 'JUMBO'] as const;
export type LoanClass = (typeof LOAN_CLASSES)[number];

export const TERMS = [10, 15, 20, 25, 30, 40] as const;
export type TermYears = (typeof TERMS)[number];

/** The scenario facts a grid can be read by (rows and columns) ... */
export const GRID_DIMENSIONS = ['fico', 'ltv', 'cltv', 'loanAmount', 'dti', 'reservesMonths', 'financedProperties', 'units'] as const;
export type GridDimension = (typeof GRID_DIMENSIONS)[number];

/** ... and those that say whether a grid (or an LTV limit) applies at all. Absent means any. */
export interface Conditions {
  purposes?: LoanPurpose[];
  occupancies?: Occupancy[];
  propertyTypes?: PropertyType[];
  loanClasses?: LoanClass[];
  docTypes?: DocType[];
  citizenships?: Citizenship[];
  secondLien?: boolean;
  interestOnly?: boolean;
}

/** A closed range of a dimension; `min`/`max` inclusive. */
export interface Band {
  min: number;
  max: number;
}

export interface GridAxis {
  dimension: GridDimension;
  /** How the line names it: 'Credit score', 'LTV'. */
  label: string;
  bands: Band[];
}

/**
 * One loan-level price adjustment table. A one-axis grid has one column of values; a grid without
 * axes is a flat adjustment (one cell, named by the grid). A cell is the price change in points
 * (negative lowers the price); null means the product does not take it.
 */
export interface AdjustmentGrid {
  name: string;
  /** Shown after the cell: 'purchase' gives '… (purchase)'. */
  qualifier?: string;
  when?: Conditions;
  rows?: GridAxis;
  columns?: GridAxis;
  values: (number | null)[][];
}

export interface LtvLimit extends Conditions {
  max: number;
  /** How the reason names the case: 'a condo investment'. */
  label: string;
}

export interface Eligibility {
  loanClasses: LoanClass[];
  minFico: number;
  minLoanAmount: number;
  maxLoanAmount?: number;
  /** Maximum LTV for every case not matched by a narrower limit. */
  maxLtv: number;
  ltvLimits?: LtvLimit[];
  maxCltv?: number;
  maxDti?: number;
  /** Two-letter states; absent means all. */
  states?: string[];
  purposes?: LoanPurpose[];
  occupancies?: Occupancy[];
  propertyTypes?: PropertyType[];
  docTypes?: DocType[];
  citizenships?: Citizenship[];
  creditEvents?: CreditEvent[];
  mortgageLates?: MortgageLates[];
  minReservesMonths?: number;
  interestOnly?: boolean;
}

export interface RatePrice {
  rate: number;
  price: number;
}

export interface LockAdjustment {
  days: number;
  adjustment: number;
}

export interface RateSheetProduct {
  code: string;
  name: string;
  loanType: LoanType;
  termYears: TermYears;
  /** Base prices for a 30-day lock. */
  prices: RatePrice[];
  /** Price change of each other lock period against 30 days (a longer lock costs). */
  locks: LockAdjustment[];
  adjustments: AdjustmentGrid[];
  eligibility: Eligibility;
}

/** The content of one imported sheet (the JSON format; the CSV format is read into it). */
export interface RateSheetContent {
  effectiveAt: string;
  expiresAt: string;
  /** Where the figures come from, shown in the UI (e.g. 'Sample pricing: …'). */
  source?: string;
  products: RateSheetProduct[];
}

/** A sheet the engine prices with: the content and whose it is. */
export interface ActiveRateSheet extends RateSheetContent {
  sheetId: number;
  lenderId: number;
  lenderName: string;
}

export interface PricingScenario {
  loanType: LoanType;
  purpose: LoanPurpose;
  loanAmount: number;
  propertyValue: number;
  fico: number;
  occupancy: Occupancy;
  propertyType: PropertyType;
  units: 1 | 2 | 3 | 4;
  docType: DocType;
  state: string;
  lockDays: LockDays;
  hasSecondLien: boolean;
  interestOnly: boolean;
  /** Escrowed taxes and insurance are part of the payment shown. */
  impoundEscrow: boolean;
  financedProperties: number;
  dti?: number;
  citizenship?: Citizenship;
  creditEvent?: CreditEvent;
  mortgageLates?: MortgageLates;
  reservesMonths?: number;
}

/** The FHFA limits for the scenario's county, year and number of units. */
export interface LoanLimits {
  /** The national baseline: at or under it a loan is conforming. */
  conforming: number;
  /** The county's limit: above the baseline up to it a loan is high-balance, above it jumbo. */
  county: number;
}

export interface PriceLine {
  label: string;
  /** Points, signed: negative lowers the price. */
  points: number;
}

export interface PaymentEstimate {
  principalAndInterest: number;
  interestOnly: boolean;
  taxes: number;
  insurance: number;
  mortgageInsurance: number;
  total: number;
}

export interface PricedOffer {
  sheetId: number;
  lenderId: number;
  lenderName: string;
  productCode: string;
  productName: string;
  loanType: LoanType;
  termYears: TermYears;
  rate: number;
  /** Base price + every line, on the 100 scale. */
  price: number;
  lines: PriceLine[];
  /** Dollars: positive is a credit to the borrower, negative a cost. */
  lenderCredit: number;
  payment: PaymentEstimate;
}

export interface IneligibleProduct {
  lenderId: number;
  lenderName: string;
  productCode: string;
  productName: string;
  reasons: string[];
}

export interface PricingResult {
  loanClass: LoanClass;
  limits: LoanLimits;
  ltv: number;
  offers: PricedOffer[];
  ineligible: IneligibleProduct[];
}

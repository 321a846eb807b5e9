// Option lists of the QM and Non-QM pricer forms (spec §2 "Quotes / pricer", §9 lock periods).

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const DOC_TYPES = [
  { value: 'FULL_DOC', label: 'Full Doc' },
  { value: 'NO_INCOME_DOC', label: 'No-Income Doc' },
] as const satisfies readonly Option[];

export const LOAN_PURPOSES = [
  { value: 'PURCHASE', label: 'Purchase' },
  { value: 'REFINANCE', label: 'Refinance' },
] as const satisfies readonly Option[];

export const REFINANCE_TYPES = [
  { value: 'RATE_TERM', label: 'RATE/TERM' },
  { value: 'CASHOUT', label: 'CASHOUT' },
] as const satisfies readonly Option[];

export const OCCUPANCY_TYPES = [
  { value: 'OWNER_OCCUPIED', label: 'Owner Occupied' },
  { value: 'SECOND_HOME', label: 'Second Home' },
  { value: 'INVESTMENT', label: 'Investment' },
] as const satisfies readonly Option[];

/** FICO bands from 620-639 up to 760-779. */
export const FICO_BANDS = ['620-639', '640-659', '660-679', '680-699', '700-719', '720-739', '740-759', '760-779'] as const;

export const PROPERTY_TYPES = [
  { value: 'SINGLE_FAMILY', label: 'Single Family Residence' },
  { value: 'CONDO', label: 'Condo' },
  { value: 'TOWNHOUSE', label: 'Townhouse' },
  { value: 'TWO_TO_FOUR_UNITS', label: '2-4 Units' },
] as const satisfies readonly Option[];

export const QM_LOAN_TYPES = [
  { value: 'CONVENTIONAL', label: 'Conventional' },
  { value: 'FHA', label: 'FHA' },
  { value: 'VA', label: 'VA' },
  { value: 'USDA', label: 'USDA' },
] as const satisfies readonly Option[];

/** Government loans that need the borrower to live in the property. */
export const PRIMARY_RESIDENCE_ONLY_LOAN_TYPES: readonly string[] = ['FHA', 'VA', 'USDA'];
export const PRIMARY_RESIDENCE_HINT = 'FHA/VA/USDA loans can only be processed for a primary residence';

export const FINANCED_PROPERTIES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

export const LOCK_PERIODS = ['15', '30', '45', '60'] as const;
export const DEFAULT_LOCK_PERIOD = '30';

export const EMPLOYMENT_HISTORIES = [
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'W2_EMPLOYEE', label: 'W2 Employee' },
  { value: 'CONTRACTOR_1099', label: '1099 Contractor' },
] as const satisfies readonly Option[];

export const NON_QM_DOCUMENT_TYPES = [
  { value: 'BANK_STATEMENT_12', label: '12-Month Bank Statements' },
  { value: 'BANK_STATEMENT_24', label: '24-Month Bank Statements' },
  { value: 'DSCR', label: 'DSCR' },
  { value: 'ASSET_DEPLETION', label: 'Asset Depletion' },
] as const satisfies readonly Option[];

export const CITIZENSHIPS = [
  { value: 'US_CITIZEN', label: 'US Citizen' },
  { value: 'PERMANENT_RESIDENT', label: 'Permanent Resident' },
  { value: 'FOREIGN_NATIONAL', label: 'Foreign National' },
] as const satisfies readonly Option[];

export const MORTGAGE_LATES = [
  { value: 'NONE', label: 'None' },
  { value: '1X30_12M', label: '1x30 in 12m' },
  { value: '1X60_12M', label: '1x60 in 12m' },
] as const satisfies readonly Option[];

export const CASH_RESERVES = [
  { value: '6', label: '6 months' },
  { value: '12', label: '12 months' },
  { value: '18', label: '18 months' },
] as const satisfies readonly Option[];

export const CREDIT_EVENTS = [
  { value: 'NONE', label: 'None' },
  { value: 'BANKRUPTCY', label: 'Bankruptcy' },
  { value: 'FORECLOSURE', label: 'Foreclosure' },
  { value: 'SHORT_SALE', label: 'Short Sale' },
] as const satisfies readonly Option[];

export const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const satisfies readonly Option[];

/** The values of an option list, as zod's enum wants them. */
export function valuesOf<const O extends readonly Option[]>(options: O): [O[number]['value'], ...O[number]['value'][]] {
  return options.map((option) => option.value) as [O[number]['value'], ...O[number]['value'][]];
}

// County loan limits modal (spec §2, §9): a static sample county in California. Conforming and
// high-balance limits by number of units; the 1-unit values are the spec's $806,500 and $1,209,750.

export const SAMPLE_COUNTY = 'Los Angeles County, California';

export const UNIT_OPTIONS = ['1', '2', '3', '4'] as const;
export type Units = (typeof UNIT_OPTIONS)[number];

export const LIMIT_LOAN_TYPES = ['Conventional', 'FHA', 'VA'] as const;
export type LimitLoanType = (typeof LIMIT_LOAN_TYPES)[number];

export interface CountyLimit {
  conforming: number;
  highBalance: number;
}

const LIMITS: Record<Units, CountyLimit> = {
  '1': { conforming: 806_500, highBalance: 1_209_750 },
  '2': { conforming: 1_032_650, highBalance: 1_548_975 },
  '3': { conforming: 1_248_150, highBalance: 1_872_225 },
  '4': { conforming: 1_551_250, highBalance: 2_326_875 },
};

/** What each loan type makes of the county's limits. */
export const LOAN_TYPE_NOTES: Record<LimitLoanType, string> = {
  Conventional: 'Loans above the high balance limit are jumbo loans.',
  FHA: "In a high-cost county the FHA limit equals the county's high balance limit.",
  VA: 'No limit with full entitlement; the county limit applies to a reduced entitlement.',
};

export function countyLimit(units: Units): CountyLimit {
  return LIMITS[units];
}

/** Where a loan amount falls against the limits. */
export function limitCategory(loanAmount: number, limit: CountyLimit): 'Conforming' | 'High Balance' | 'Jumbo' {
  if (loanAmount <= limit.conforming) return 'Conforming';
  if (loanAmount <= limit.highBalance) return 'High Balance';
  return 'Jumbo';
}

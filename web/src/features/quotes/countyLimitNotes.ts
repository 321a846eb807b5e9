// What the county loan limits modal says for each loan type (spec §2 "county loan limits (units 1-4;
// Conventional/FHA/VA; conforming and high-balance limit)"). FHA's own county figures come from HUD,
// which we do not have: the note says so rather than show a number we cannot trace.
import { formatUsd } from '../../shared/format/currency';

export const LIMIT_LOAN_TYPES = ['Conventional', 'FHA', 'VA'] as const;
export type LimitLoanType = (typeof LIMIT_LOAN_TYPES)[number];

export const UNIT_OPTIONS = ['1', '2', '3', '4'] as const;

/** FHA's floor is 65% of the conforming baseline (HUD's rule); its ceiling the high-cost ceiling. */
export const FHA_FLOOR_SHARE = 0.65;

export function loanTypeNote(loanType: LimitLoanType, baseline: number, countyLimit: number): string {
  const highCost = countyLimit > baseline;
  switch (loanType) {
    case 'Conventional':
      return highCost
        ? `Up to ${formatUsd(baseline)} conforming; up to ${formatUsd(countyLimit)} high balance; above it, jumbo.`
        : `Not a high-cost county: loans above ${formatUsd(baseline)} are jumbo.`;
    case 'FHA':
      return highCost
        ? `In a high-cost county the FHA limit equals the county's high balance limit: ${formatUsd(countyLimit)}.`
        : `FHA's limit here lies between its floor of ${formatUsd(Math.round(baseline * FHA_FLOOR_SHARE))} (65% of the conforming limit) and ${formatUsd(baseline)}; HUD's county figure is not in our data.`;
    case 'VA':
      return `No limit with full entitlement; with a reduced entitlement the county limit of ${formatUsd(countyLimit)} applies.`;
  }
}

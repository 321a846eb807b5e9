import { POINTS_REDEMPTIONS, type PointsRedemption } from '@lendhub/domain/points';

/** The redemptions of spec §9 (their one definition is @lendhub/domain/points), cheapest first. */
export const REDEMPTION_OPTIONS = POINTS_REDEMPTIONS;

export type RedemptionOption = PointsRedemption & { affordable: boolean; pointsNeeded: number };

/** Each option with whether `balance` covers it and how many points are still missing. */
export function redemptionOptionsFor(balance: number): RedemptionOption[] {
  return REDEMPTION_OPTIONS.map((option) => ({
    ...option,
    affordable: balance >= option.cost,
    pointsNeeded: Math.max(0, option.cost - balance),
  }));
}

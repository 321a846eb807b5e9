// Points Metrics of the home page (spec §2), from the viewer's ledger entries.
import { isRedemptionEntry } from '@lendhub/domain/points';

export interface LedgerEntry {
  points: number;
  action: 'ADD' | 'SUBTRACT' | string;
  reason: string;
  /** ISO date-time. */
  date: string;
}

export interface PointsMetricsSummary {
  earnedThisMonth: number;
  redeemedThisMonth: number;
}

/** Points added and points redeemed in the calendar month of `now` (the viewer's local month). */
export function pointsMetrics(entries: readonly LedgerEntry[], now: Date): PointsMetricsSummary {
  const inThisMonth = (entry: LedgerEntry) => {
    const date = new Date(entry.date);
    return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
  };
  const thisMonth = entries.filter(inThisMonth);
  return {
    earnedThisMonth: thisMonth.filter((entry) => entry.action === 'ADD').reduce((sum, entry) => sum + entry.points, 0),
    redeemedThisMonth: thisMonth.filter(isRedemptionEntry).reduce((sum, entry) => sum + entry.points, 0),
  };
}

/** Spec §9: 1,000 points equal $100. */
export function pointsInDollars(points: number): number {
  return points / 10;
}

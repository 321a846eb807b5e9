// User Rankings and production figures as the home page shows them (spec §2 "Home dashboard", §9).
import { LH100_TOOLTIP } from '@lendhub/domain/loans';

export const TOP_VOLUME_TOOLTIP = LH100_TOOLTIP;

export type Trend = 'UP' | 'DOWN' | 'SAME';

/** $2.4M (one decimal, in millions). */
export function formatVolume(dollars: number): string {
  return `$${(dollars / 1_000_000).toFixed(1)}M`;
}

export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The month's short name from its number (1–12). */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** Year-to-date pay as a share of last year's (0-100, whole percent); 100 once there is pay but none last year. */
export function shareOfLastYear(yearToDate: number, previousYear: number): number {
  if (previousYear <= 0) return yearToDate > 0 ? 100 : 0;
  return Math.min(100, Math.round((yearToDate / previousYear) * 100));
}

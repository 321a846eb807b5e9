// User Rankings (spec §2 "Home dashboard", §9 "Top-volume badge at volume of 1.5 or more (millions)").

export const TOP_VOLUME_MILLIONS = 1.5;
export const TOP_VOLUME_TOOLTIP = 'Member of the LH100 - $1.5M+ this month';

export type Trend = 'up' | 'down' | 'same';

export interface RankingRow {
  rank: number;
  name: string;
  /** Total volume in millions of dollars. */
  volumeMillions: number;
  loansClosed: number;
  trend: Trend;
}

export type RankingPeriod = 'monthly' | 'yearly';

/** Sample rows (spec: "sample rows"), named after the portal's sample loan officers. */
export const SAMPLE_RANKINGS: Record<RankingPeriod, readonly RankingRow[]> = {
  monthly: [
    { rank: 1, name: 'Maya Patel', volumeMillions: 2.4, loansClosed: 9, trend: 'up' },
    { rank: 2, name: 'Jordan Reyes', volumeMillions: 1.8, loansClosed: 7, trend: 'up' },
    { rank: 3, name: 'Oliver Ortega', volumeMillions: 1.5, loansClosed: 6, trend: 'down' },
    { rank: 4, name: 'Priya Shah', volumeMillions: 1.2, loansClosed: 5, trend: 'same' },
    { rank: 5, name: 'Marcus Lee', volumeMillions: 0.9, loansClosed: 4, trend: 'down' },
  ],
  yearly: [
    { rank: 1, name: 'Jordan Reyes', volumeMillions: 18.6, loansClosed: 61, trend: 'up' },
    { rank: 2, name: 'Maya Patel', volumeMillions: 17.9, loansClosed: 58, trend: 'down' },
    { rank: 3, name: 'Priya Shah', volumeMillions: 12.3, loansClosed: 44, trend: 'up' },
    { rank: 4, name: 'Oliver Ortega', volumeMillions: 10.8, loansClosed: 39, trend: 'same' },
    { rank: 5, name: 'Marcus Lee', volumeMillions: 8.4, loansClosed: 31, trend: 'up' },
  ],
};

/** The LH100 badge: this month's volume of $1.5M or more. */
export function isTopVolume(row: Pick<RankingRow, 'volumeMillions'>): boolean {
  return row.volumeMillions >= TOP_VOLUME_MILLIONS;
}

/** $2.4M */
export function formatVolume(millions: number): string {
  return `$${millions.toFixed(1)}M`;
}

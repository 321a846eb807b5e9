import type { LoanType } from '@lendhub/domain/loans';

/** GET /api/Production/Overview (api/src/production/repository.ts). */
export interface ApiRankingRow {
  rank: number;
  userId: number;
  fullName: string;
  avatarUrl: string | null;
  volume: number;
  loansClosed: number;
  previousVolume: number;
  trend: 'up' | 'down' | 'same';
  compensationBps: number | null;
}

export interface ApiLoanTypeProduction {
  loanType: LoanType;
  loansFunded: number;
  volume: number;
}

export interface ApiProductionOverview {
  year: number;
  summary: {
    months: Array<{ month: number; volume: number; loansFunded: number }>;
    byLoanType: ApiLoanTypeProduction[];
    loansFunded: number;
    volume: number;
  };
  pay: {
    compensationBps: number;
    months: Array<{ month: number; earnings: number }>;
    yearToDate: number;
    previousYear: number;
  };
  rankings: { monthly: ApiRankingRow[]; yearly: ApiRankingRow[] };
  points: {
    month: number;
    earnedThisMonth: number;
    closingsThisMonth: number;
    nextClosingPoints: number;
    closingsBeforePoints: number;
    proEliteTarget: number;
    proElitePointsNeeded: number;
  };
}

/** The `Production` type resolves from the whole overview; `UserRanking` from one row and its period. */
export type RankingParent = ApiRankingRow & { period: 'monthly' | 'yearly' };

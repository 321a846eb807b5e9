import { z } from 'zod';
import { MAX_COMPENSATION_BPS, type LoanType } from '../loans.ts';
import { integerFrom } from './fields.ts';
import { restRoute } from './route.ts';

/** What an Admin sets per user: basis points of the volume they fund. */
export const compensationBody = z.object({
  compensationBps: integerFrom('Please enter compensation in basis points').pipe(
    z
      .number()
      .min(0, `Compensation must be between 0 and ${MAX_COMPENSATION_BPS} basis points`)
      .max(MAX_COMPENSATION_BPS, `Compensation must be between 0 and ${MAX_COMPENSATION_BPS} basis points`),
  ),
});

export interface MonthlyProductionDto {
  /** 1–12 */
  month: number;
  volume: number;
  loansFunded: number;
}

export interface LoanTypeProductionDto {
  loanType: LoanType;
  loansFunded: number;
  volume: number;
}

export interface RankingRowDto {
  rank: number;
  userId: number;
  fullName: string;
  avatarUrl: string | null;
  volume: number;
  loansClosed: number;
  previousVolume: number;
  trend: 'up' | 'down' | 'same';
  /** Only for an Admin (who sets it); null for anyone else. */
  compensationBps: number | null;
}

export interface ClosingPointsDto {
  /** 1–12, the calendar month (UTC) the figures cover. */
  month: number;
  /** Points added to the viewer's ledger this month (closing awards and every other ADD entry). */
  earnedThisMonth: number;
  /** The viewer's loans funded this month. */
  closingsThisMonth: number;
  /** What the viewer's next funded loan of this month earns (spec §9). */
  nextClosingPoints: number;
  /** Closings still to fund before one earns points; 0 once the next one does. */
  closingsBeforePoints: number;
  proEliteTarget: number;
  /** Points still to earn this month to reach Pro Elite; 0 once reached. */
  proElitePointsNeeded: number;
}

export interface ProductionOverviewDto {
  year: number;
  /** Production Summary: the viewer's funded loans of the year. */
  summary: {
    months: MonthlyProductionDto[];
    byLoanType: LoanTypeProductionDto[];
    loansFunded: number;
    volume: number;
  };
  /** Pay statement: earnings of each month at the viewer's compensation. */
  pay: {
    compensationBps: number;
    months: Array<{ month: number; earnings: number }>;
    yearToDate: number;
    previousYear: number;
  };
  rankings: { monthly: RankingRowDto[]; yearly: RankingRowDto[] };
  /** The Pro Elite banner and Points Metrics: this month's closings and the viewer's points ledger. */
  points: ClosingPointsDto;
}

/** The home dashboard's production, rankings and pay (one call), and the compensation an Admin sets per user. */
export const productionRoutes = {
  overview: restRoute<ProductionOverviewDto>()({ method: 'GET', path: '/api/Production/Overview' }),
  setCompensation: restRoute<{ userId: number; compensationBps: number }>()({
    method: 'PUT',
    path: '/api/Production/Compensation/:userId',
    body: compensationBody,
    messages: { ok: 'Compensation updated successfully', userNotFound: 'User not found' },
  }),
};

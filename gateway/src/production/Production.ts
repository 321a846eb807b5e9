import { LH100_VOLUME } from '@lendhub/domain/loans';
import { upperCase } from '../platform/graphql/enumCase.ts';
import type { LoanTypeProductionResolvers, ProductionResolvers, UserRankingResolvers } from '../generated/resolvers.ts';
import { typeEnum } from '../loans/enums.ts';
import { toGlobalId } from '../platform/relay/globalId.ts';

export const Production: ProductionResolvers = {
  summary: (overview) => overview.summary,
  payStatement: (overview) => overview.pay,
  closingPoints: (overview) => overview.points,
  rankings: (overview, { period }) => {
    const key = period === 'MONTHLY' ? 'monthly' : 'yearly';
    return overview.rankings[key].map((row) => ({ ...row, period: key }));
  },
};

export const LoanTypeProduction: LoanTypeProductionResolvers = {
  loanType: (row) => typeEnum(row.loanType),
};

export const UserRanking: UserRankingResolvers = {
  userId: (row) => toGlobalId('User', row.userId),
  trend: (row) => upperCase(row.trend),
  lh100: (row) => row.period === 'monthly' && row.volume >= LH100_VOLUME,
};

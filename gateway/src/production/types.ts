import type { RankingRowDto } from '@lendhub/domain/rest/production';

/** The `Production` type resolves from the whole overview; `UserRanking` from one row and its period. */
export type RankingParent = RankingRowDto & { period: 'monthly' | 'yearly' };

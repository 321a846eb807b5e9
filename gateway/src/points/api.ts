import {
  pointsRoutes as routes,
  type PointsAction,
  type PointsBalanceDto,
  type PointsEntryDto,
  type PointsOverviewDto,
} from '@lendhub/domain/rest/points';
import type { PointsRedemptionCode } from '@lendhub/domain/points';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export function managePoints(
  api: ApiDataSource,
  body: { userId: number | null; pointsAmount: number | null; buttonAction: PointsAction | null; reason: string | null },
): Promise<ApiAnswer<PointsOverviewDto & { entry: PointsEntryDto }>> {
  return api.call(routes.manage, { body });
}

/** The caller redeems their own points for a reward (a code of @lendhub/domain/points; none: the API says it is unknown). */
export async function redeemPoints(
  api: ApiDataSource,
  body: { reward: PointsRedemptionCode | undefined },
): Promise<PointsBalanceDto & { entry: PointsEntryDto }> {
  return (await api.call(routes.redeem, { body })).data;
}

export function getPointsOverview(api: ApiDataSource, search?: string): Promise<PointsOverviewDto[]> {
  return api.read(routes.overview, { query: { search } });
}

export function getOverviewByIds(api: ApiDataSource, ids: readonly number[]): Promise<PointsOverviewDto[]> {
  return api.read(routes.overviewByIds, { query: { ids: ids.join(',') } });
}

/** One keyset page of a user's history, newest first. */
export function getPointsHistory(
  api: ApiDataSource,
  userId: number,
  page: { limit: number; beforeId?: number | undefined },
): Promise<PointsEntryDto[]> {
  return api.read(routes.history, { params: { id: userId }, query: page });
}

export function getHistoryByIds(api: ApiDataSource, ids: readonly number[]): Promise<PointsEntryDto[]> {
  return api.read(routes.historyByIds, { query: { ids: ids.join(',') } });
}

export function getOwnPoints(api: ApiDataSource): Promise<PointsBalanceDto> {
  return api.read(routes.own);
}

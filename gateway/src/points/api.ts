import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiManagePointsResult, ApiPointsAction, ApiPointsEntry, ApiPointsOverview, ApiRedeemPointsResult } from './types.ts';

const BASE = '/api/PointsManagement';

export function managePoints(
  api: ApiDataSource,
  body: { userId: number | null; pointsAmount: number | null; buttonAction: ApiPointsAction | null; reason: string | null },
): Promise<ApiAnswer<ApiManagePointsResult>> {
  return api.write<ApiManagePointsResult>('POST', `${BASE}/MANAGE_USER_POINTS`, body);
}

/** The caller redeems their own points for a reward (a code of @lendhub/domain/points). */
export function redeemPoints(api: ApiDataSource, body: { reward: string }): Promise<ApiRedeemPointsResult> {
  return api.post<ApiRedeemPointsResult>(`${BASE}/REDEEM_POINTS`, body);
}

export function getPointsOverview(api: ApiDataSource, search?: string): Promise<ApiPointsOverview[]> {
  return api.get<ApiPointsOverview[]>(`${BASE}/GETALL_USERS_POINTS_OVERVIEW`, { search });
}

export function getOverviewByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiPointsOverview[]> {
  return api.get<ApiPointsOverview[]>(`${BASE}/OVERVIEW_BY_IDS`, { ids: ids.join(',') });
}

/** One keyset page of a user's history, newest first. */
export function getPointsHistory(
  api: ApiDataSource,
  userId: number,
  page: { limit: number; beforeId?: number | undefined },
): Promise<ApiPointsEntry[]> {
  return api.get<ApiPointsEntry[]>(`${BASE}/GETALL_POINTSHISTORY/${userId}`, page);
}

export function getHistoryByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiPointsEntry[]> {
  return api.get<ApiPointsEntry[]>(`${BASE}/HISTORY_BY_IDS`, { ids: ids.join(',') });
}

export function getOwnPoints(api: ApiDataSource): Promise<{ userId: number; points: number }> {
  return api.get<{ userId: number; points: number }>(`${BASE}/USERS_POINTS_OVERVIEW_BY_USERID`);
}

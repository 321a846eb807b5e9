import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { getHistoryByIds, getOverviewByIds, getOwnPoints, getPointsHistory } from './api.ts';
import type { PointsEntryDto } from '@lendhub/domain/rest/points';

export function createPointsLoaders(api: ApiDataSource) {
  return {
    /** Admin only upstream: balances of any users, one call per 100. */
    pointsOverviewByUserId: byIds(
      (ids) => getOverviewByIds(api, ids),
      (row) => row.userId,
    ),
    pointsEntryById: byIds(
      (ids) => getHistoryByIds(api, ids),
      (entry) => entry.id,
    ),
    /** A user's latest entry (their last activity when the overview, admin-only, is not theirs to read). */
    newestPointsEntryByUserId: new DataLoader<number, PointsEntryDto | null>(
      (userIds) => Promise.all(userIds.map(async (userId) => (await getPointsHistory(api, userId, { limit: 1 }))[0] ?? null)),
      { batch: false },
    ),
    /** The viewer's own balance (one key). */
    viewerPoints: new DataLoader<'viewer', number>(async (keys) => {
      const { points } = await getOwnPoints(api);
      return keys.map(() => points);
    }),
  };
}

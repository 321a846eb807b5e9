import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { getHistoryByIds, getOverviewByIds, getOwnPoints } from './api.ts';
import type { ApiPointsEntry, ApiPointsOverview } from './types.ts';

const byKey = <K, V>(keys: readonly K[], values: V[], keyOf: (value: V) => K) => {
  const map = new Map(values.map((value) => [keyOf(value), value]));
  return keys.map((key) => map.get(key) ?? null);
};

export function createPointsLoaders(api: ApiDataSource) {
  return {
    /** Admin only upstream: balances of any users, one call per 100. */
    pointsOverviewByUserId: new DataLoader<number, ApiPointsOverview | null>(
      async (ids) => byKey(ids, await getOverviewByIds(api, ids), (row) => row.userId),
      { maxBatchSize: 100 },
    ),
    pointsEntryById: new DataLoader<number, ApiPointsEntry | null>(
      async (ids) => byKey(ids, await getHistoryByIds(api, ids), (entry) => entry.id),
      { maxBatchSize: 100 },
    ),
    /** The viewer's own balance (one key). */
    viewerPoints: new DataLoader<'viewer', number>(async (keys) => {
      const { points } = await getOwnPoints(api);
      return keys.map(() => points);
    }),
  };
}

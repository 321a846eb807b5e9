import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { getUsersByIds } from './api.ts';
import type { ApiUser } from './types.ts';

/** GetUsersByIds answers at most this many ids per call. */
const MAX_IDS_PER_CALL = 100;

export function createUserLoaders(api: ApiDataSource) {
  return {
    /** Every user looked up by id in one request costs one GetUsersByIds call; unknown ids give null. */
    userById: new DataLoader<number, ApiUser | null>(
      async (ids) => {
        const users = await getUsersByIds(api, ids);
        const byId = new Map(users.map((user) => [user.userId, user]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_IDS_PER_CALL },
    ),
  };
}

import type { GatewayContext } from '../context.ts';
import { badUserInput } from '../errors.ts';
import { connectionFromArray, connectionFromKeysetPage, keyFromCursor, pageSize, type Connection } from '../relay/connection.ts';
import { internalIntId } from '../relay/globalId.ts';
import { getPointsHistory, getPointsOverview } from './api.ts';
import type { ApiPointsEntry, ApiPointsOverview } from './types.ts';

export const pointsQueries = {
  async pointsOverview(_parent: unknown, args: { first?: number | null; after?: string | null; search?: string | null }, context: GatewayContext): Promise<Connection<ApiPointsOverview>> {
    const rows = await getPointsOverview(context.api, args.search?.trim() || undefined);
    for (const row of rows) context.loaders.pointsOverviewByUserId.prime(row.userId, row);
    return connectionFromArray(rows, args, { defaultSize: 10, max: 100 });
  },

  /** Keyset pages newest first; one extra entry tells whether another page exists. */
  async pointsHistory(_parent: unknown, args: { userId: string; first?: number | null; after?: string | null }, context: GatewayContext) {
    const userId = internalIntId(args.userId, 'User', 'userId');
    const size = pageSize(args.first, 10, 100);
    const afterKey = keyFromCursor(args.after);
    const beforeId = afterKey === undefined ? undefined : Number(afterKey);
    if (beforeId !== undefined && !Number.isSafeInteger(beforeId)) throw badUserInput('Invalid cursor', { after: 'Invalid cursor' });
    const entries: ApiPointsEntry[] = await getPointsHistory(context.api, userId, { limit: size + 1, beforeId });
    for (const entry of entries) context.loaders.pointsEntryById.prime(entry.id, entry);
    return connectionFromKeysetPage(entries, size, (entry) => entry.id, beforeId !== undefined);
  },
};

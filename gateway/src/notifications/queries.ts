import type { GatewayContext } from '../context.ts';
import { badUserInput } from '../errors.ts';
import { connectionFromKeysetPage, keyFromCursor, pageSize } from '../relay/connection.ts';
import { getNotifications } from './api.ts';

export const notificationQueries = {
  /** Keyset pages newest first; one extra notification tells whether another page exists. */
  async notifications(_parent: unknown, args: { first?: number | null; after?: string | null; unreadOnly?: boolean | null }, context: GatewayContext) {
    const size = pageSize(args.first, 20, 100);
    const afterKey = keyFromCursor(args.after);
    const beforeId = afterKey === undefined ? undefined : Number(afterKey);
    if (beforeId !== undefined && !Number.isSafeInteger(beforeId)) throw badUserInput('Invalid cursor', { after: 'Invalid cursor' });
    const unreadOnly = args.unreadOnly ?? false;
    const [items, counts] = await Promise.all([
      getNotifications(context.api, { limit: size + 1, beforeId, unreadOnly }),
      context.loaders.viewerNotificationCounts.load('viewer'),
    ]);
    for (const item of items) context.loaders.notificationById.prime(item.id, item);
    return {
      ...connectionFromKeysetPage(items, size, (item) => item.id, beforeId !== undefined),
      totalCount: unreadOnly ? counts.count : counts.total,
      unreadCount: counts.count,
    };
  },
};

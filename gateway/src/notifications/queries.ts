import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromKeysetPage, idFromCursor, pageSize } from '../platform/relay/connection.ts';
import { getNotifications } from './api.ts';
import { primeNotifications } from './loaders.ts';

/** The API answers at most 100: a page of 99 plus the one that tells whether another exists. */
export const NOTIFICATIONS_PAGE = { defaultSize: 20, max: 99 };

export const notificationQueries: QueryResolvers = {
  /** Keyset pages newest first; one extra notification tells whether another page exists. */
  async notifications(_parent, args, context) {
    const size = pageSize(args.first, NOTIFICATIONS_PAGE.defaultSize, NOTIFICATIONS_PAGE.max);
    const beforeId = idFromCursor(args.after);
    const unreadOnly = args.unreadOnly ?? false;
    const [items, counts] = await Promise.all([
      getNotifications(context.api, { limit: size + 1, beforeId, unreadOnly }),
      context.loaders.viewerNotificationCounts.load(),
    ]);
    primeNotifications(context, items);
    return {
      ...connectionFromKeysetPage(items, size, (item) => item.id, beforeId !== undefined),
      totalCount: unreadOnly ? counts.count : counts.total,
      unreadCount: counts.count,
    };
  },
};

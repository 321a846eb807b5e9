import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { getNotificationCounts, getNotificationsByIds } from './api.ts';
import type { ApiNotification, ApiNotificationCounts } from './types.ts';

export function createNotificationLoaders(api: ApiDataSource) {
  return {
    /** The viewer's own notifications (others' ids give null). */
    notificationById: new DataLoader<number, ApiNotification | null>(
      async (ids) => {
        const notifications = await getNotificationsByIds(api, ids);
        const byId = new Map(notifications.map((notification) => [notification.id, notification]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
    /** The viewer's unread and total counts (one key). */
    viewerNotificationCounts: new DataLoader<'viewer', ApiNotificationCounts>(async (keys) => {
      const counts = await getNotificationCounts(api);
      return keys.map(() => counts);
    }),
  };
}

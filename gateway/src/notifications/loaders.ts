import type { GatewayContext } from '../context.ts';
import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { perRequest } from '../platform/dataloaders/perRequest.ts';
import { getNotificationCounts, getNotificationsByIds } from './api.ts';
import type { NotificationDto } from '@lendhub/domain/rest/notifications';

export function createNotificationLoaders(api: ApiDataSource) {
  return {
    /** The viewer's own notifications (others' ids give null). */
    notificationById: byIds(
      (ids) => getNotificationsByIds(api, ids),
      (notification) => notification.id,
    ),
    /** The viewer's unread and total counts. */
    viewerNotificationCounts: perRequest(() => getNotificationCounts(api)),
  };
}

export function primeNotifications(context: GatewayContext, notifications: readonly NotificationDto[]): void {
  for (const notification of notifications) context.loaders.notificationById.clear(notification.id).prime(notification.id, notification);
}

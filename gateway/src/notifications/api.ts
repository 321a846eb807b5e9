import { notificationRoutes as routes, type NotificationCountsDto, type NotificationDto } from '@lendhub/domain/rest/notifications';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export function getNotifications(
  api: ApiDataSource,
  page: { limit: number; beforeId?: number | undefined; unreadOnly: boolean },
): Promise<NotificationDto[]> {
  return api.read(routes.list, { query: page });
}

export function getNotificationCounts(api: ApiDataSource): Promise<NotificationCountsDto> {
  return api.read(routes.counts);
}

export function getNotificationsByIds(api: ApiDataSource, ids: readonly number[]): Promise<NotificationDto[]> {
  return api.read(routes.byIds, { query: { ids: ids.join(',') } });
}

export function markRead(api: ApiDataSource, id: number): Promise<ApiAnswer<NotificationDto>> {
  return api.call(routes.markRead, { params: { id } });
}

export function markAllRead(api: ApiDataSource): Promise<ApiAnswer<NotificationDto[]>> {
  return api.call(routes.markAllRead);
}

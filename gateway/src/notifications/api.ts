import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiNotification, ApiNotificationCounts } from './types.ts';

export function getNotifications(api: ApiDataSource, page: { limit: number; beforeId?: number | undefined; unreadOnly: boolean }): Promise<ApiNotification[]> {
  return api.get<ApiNotification[]>('/api/Notifications', page);
}

export function getNotificationCounts(api: ApiDataSource): Promise<ApiNotificationCounts> {
  return api.get<ApiNotificationCounts>('/api/Notifications/UnreadCount');
}

export function getNotificationsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiNotification[]> {
  return api.get<ApiNotification[]>('/api/Notifications/GetByIds', { ids: ids.join(',') });
}

export function markRead(api: ApiDataSource, id: number): Promise<ApiAnswer<ApiNotification>> {
  return api.write<ApiNotification>('POST', `/api/Notifications/${id}/MarkRead`);
}

export function markAllRead(api: ApiDataSource): Promise<ApiAnswer<ApiNotification[]>> {
  return api.write<ApiNotification[]>('POST', '/api/Notifications/MarkAllRead');
}

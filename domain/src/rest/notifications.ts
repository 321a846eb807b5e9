import { z } from 'zod';
import { idQueryParam, idsQuery } from './ids.ts';
import { restRoute } from './route.ts';

/** Query of GET /api/Notifications. */
export const listNotificationsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(20),
  beforeId: idQueryParam('beforeId must be a positive whole number'),
  unreadOnly: z
    .enum(['true', 'false'], { error: 'unreadOnly must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export type NotificationKind =
  'points_received' | 'points_deducted' | 'ticket_reply' | 'ticket_status' | 'post_like' | 'post_comment' | 'scenario_fit';

/** One notification of the bell's list. */
export interface NotificationDto {
  id: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationCountsDto {
  /** Unread. */
  count: number;
  total: number;
}

/**
 * The caller's own notifications (beyond the spec: the bell's list kept on the server).
 * Every route is scoped to the signed-in user; another user's notification is a 404.
 */
export const notificationRoutes = {
  list: restRoute<NotificationDto[]>()({ method: 'GET', path: '/api/Notifications', query: listNotificationsQuery }),
  counts: restRoute<NotificationCountsDto>()({ method: 'GET', path: '/api/Notifications/UnreadCount' }),
  byIds: restRoute<NotificationDto[]>()({ method: 'GET', path: '/api/Notifications/GetByIds', query: idsQuery }),
  markAllRead: restRoute<NotificationDto[]>()({
    method: 'POST',
    path: '/api/Notifications/MarkAllRead',
    messages: { ok: (count: number) => (count === 1 ? '1 notification marked as read' : `${count} notifications marked as read`) },
  }),
  markRead: restRoute<NotificationDto>()({
    method: 'POST',
    path: '/api/Notifications/:id/MarkRead',
    messages: { ok: 'Notification marked as read', notFound: 'Notification not found' },
  }),
};

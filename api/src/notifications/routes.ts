import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { parseQuery } from '../http/validate.ts';
import { usersByIdsQuery } from '../users/schemas.ts';
import { countNotifications, findNotificationsByIds, listNotifications, markAllRead, markRead } from './repository.ts';
import { listNotificationsQuery } from './schemas.ts';

/**
 * The caller's own notifications (beyond the spec: the bell's list kept on the server).
 * Every route is scoped to the signed-in user; another user's notification is a 404.
 */
export function notificationsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.get('/api/Notifications', auth, async (req, res) => {
    const page = parseQuery(listNotificationsQuery, req);
    sendOk(res, await listNotifications(deps.db, authOf(req).userId, page));
  });

  router.get('/api/Notifications/UnreadCount', auth, async (req, res) => {
    const userId = authOf(req).userId;
    sendOk(res, { count: await countNotifications(deps.db, userId, true), total: await countNotifications(deps.db, userId, false) });
  });

  router.get('/api/Notifications/GetByIds', auth, async (req, res) => {
    const { ids } = parseQuery(usersByIdsQuery, req);
    sendOk(res, await findNotificationsByIds(deps.db, authOf(req).userId, ids));
  });

  router.post('/api/Notifications/MarkAllRead', auth, async (req, res) => {
    const changed = await markAllRead(deps.db, authOf(req).userId);
    sendOk(res, changed, changed.length === 1 ? '1 notification marked as read' : `${changed.length} notifications marked as read`);
  });

  router.post('/api/Notifications/:id/MarkRead', auth, async (req, res) => {
    const id = idParam(req, 'id', 'Notification not found');
    const notification = await markRead(deps.db, authOf(req).userId, id);
    if (!notification) throw new ApiError(404, 'Notification not found');
    sendOk(res, notification, 'Notification marked as read');
  });

  return router;
}

import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseQuery } from '../http/validate.ts';
import { idsQuery } from '../http/ids.ts';
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
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await findNotificationsByIds(deps.db, authOf(req).userId, ids));
  });

  router.post('/api/Notifications/MarkAllRead', auth, async (req, res) => {
    const changed = await markAllRead(deps.db, authOf(req).userId);
    sendOk(res, changed, changed.length === 1 ? '1 notification marked as read' : `${changed.length} notifications marked as read`);
  });

  router.post('/api/Notifications/:id/MarkRead', auth, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    const notification = valueOrThrow(await markRead(deps.db, authOf(req).userId, id), { 'not-found': () => new ApiError(404, NOT_FOUND) });
    sendOk(res, notification, 'Notification marked as read');
  });

  return router;
}

const NOT_FOUND = 'Notification not found';

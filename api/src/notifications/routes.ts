import { Router } from 'express';
import { notificationRoutes as routes } from '@lendhub/domain/rest/notifications';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseQuery } from '../http/validate.ts';
import { countNotifications, findNotificationsByIds, listNotifications, markAllRead, markRead } from './repository.ts';

/**
 * The caller's own notifications (beyond the spec: the bell's list kept on the server).
 * Every route is scoped to the signed-in user; another user's notification is a 404.
 */
export function notificationsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  mount(router, routes.list, auth, async (req, res) => {
    const page = parseQuery(routes.list.query, req);
    reply(res, routes.list, await listNotifications(deps.db, authOf(req).userId, page));
  });

  mount(router, routes.counts, auth, async (req, res) => {
    const userId = authOf(req).userId;
    reply(res, routes.counts, {
      count: await countNotifications(deps.db, userId, true),
      total: await countNotifications(deps.db, userId, false),
    });
  });

  mount(router, routes.byIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.byIds.query, req);
    reply(res, routes.byIds, await findNotificationsByIds(deps.db, authOf(req).userId, ids));
  });

  mount(router, routes.markAllRead, auth, async (req, res) => {
    const changed = await markAllRead(deps.db, authOf(req).userId);
    reply(res, routes.markAllRead, changed, routes.markAllRead.messages.ok(changed.length));
  });

  const { notFound } = routes.markRead.messages;
  mount(router, routes.markRead, auth, async (req, res) => {
    const id = pathId(req, notFound);
    const notification = valueOrThrow(await markRead(deps.db, authOf(req).userId, id), { 'not-found': () => new ApiError(404, notFound) });
    reply(res, routes.markRead, notification, routes.markRead.messages.ok);
  });

  return router;
}
